import { sql, type RawBuilder } from 'kysely';
import { PARKING_REPORT_LIVE_HOURS, type ParkingLevel, type ParkingReport } from '@/api/schemas/parkingReports';
import type { Db } from '@server/db';

/** Younger than the live hours (by the database's clock, the one that stamped it). */
export const isLive = sql<boolean>`parking_reports.created_at > now() - interval '1 hour' * ${PARKING_REPORT_LIVE_HOURS}`;
const ageMinutes = sql<number>`floor(extract(epoch from (now() - parking_reports.created_at)) / 60)::int`;

/** A report as the public reads it, from a row of parking_reports or the JSON the search's statement builds. */
type ReportRow = { id: number; level: ParkingLevel; note: string | null; created_at: string; age_minutes: number };

export const toParkingReport = (r: ReportRow): ParkingReport => ({
  id: Number(r.id),
  level: r.level,
  note: r.note,
  created_at: new Date(r.created_at).toISOString(),
  age_minutes: Math.max(0, Number(r.age_minutes)),
});

/**
 * The latest live, visible report of the hotel `hotelId` refers to, as one JSON value (null: none): a column of a
 * statement that reads hotels (the search's results page), read through parking_reports_hotel_created_idx, so a page
 * costs no statement per hotel.
 */
export function latestParkingReport(hotelId: RawBuilder<unknown>) {
  return sql<ReportRow | null>`(
    select json_build_object('id', parking_reports.id, 'level', parking_reports.level, 'note', parking_reports.note,
                             'created_at', parking_reports.created_at, 'age_minutes', ${ageMinutes})
      from parking_reports
     where parking_reports.hotel_id = ${hotelId} and parking_reports.hidden_at is null and ${isLive}
     order by parking_reports.created_at desc
     limit 1)`;
}

/** Whatever the search statement's column held: the report, or null. */
export const parkingReportOf = (value: ReportRow | null | undefined): ParkingReport | null => (value ? toParkingReport(value) : null);

const publicColumns = ['parking_reports.id', 'parking_reports.level', 'parking_reports.note', 'parking_reports.created_at'] as const;

/** A hotel's live, visible reports, newest first. */
export async function liveReportsOf(db: Db, hotelId: number, limit: number): Promise<ParkingReport[]> {
  const rows = await db
    .selectFrom('parking_reports')
    .select(publicColumns)
    .select(ageMinutes.as('age_minutes'))
    .where('parking_reports.hotel_id', '=', hotelId)
    .where('parking_reports.hidden_at', 'is', null)
    .where(isLive)
    .orderBy('parking_reports.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toParkingReport);
}

/** The reports of these bookings, in one query: `booking id:night` → report (hidden ones too: the driver made them). */
export async function reportsOfBookings(db: Db, bookingIds: number[]): Promise<Map<string, ParkingReport>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .selectFrom('parking_reports')
    .select([...publicColumns, 'parking_reports.booking_id', 'parking_reports.night'])
    .select(ageMinutes.as('age_minutes'))
    .where('parking_reports.booking_id', 'in', bookingIds)
    .execute();
  return new Map(rows.map((r) => [`${r.booking_id}:${r.night}`, toParkingReport(r)]));
}
