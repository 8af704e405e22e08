import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { adminParkingReport, parkingLevels, parkingReportUpdate, type AdminParkingReport, type ParkingLevel } from '@/api/schemas/parkingReports';
import { id } from '@/api/schemas/common';
import { defineResource } from '@server/plugins/crud';
import { isLive } from './queries';

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
/** What the public sees now: young enough and not hidden. */
const shownNow = sql<boolean>`(parking_reports.hidden_at is null and ${isLive})`;

/** Reports with their hotel, booking and driver, as staff read them. */
function reportBaseQuery(db: Kysely<any>) {
  return db
    .selectFrom('parking_reports')
    .innerJoin('hotels', 'hotels.id', 'parking_reports.hotel_id')
    .innerJoin('bookings', 'bookings.id', 'parking_reports.booking_id')
    .innerJoin('users', 'users.id', 'parking_reports.user_id')
    .selectAll('parking_reports')
    .select(['hotels.hotel_name', 'bookings.confirmation_code', sql<string>`users.first_name || ' ' || users.last_name`.as('driver'), shownNow.as('live')]);
}

type ReportRow = Omit<AdminParkingReport, 'hidden'> & { hidden_at: string | null };

/**
 * Staff's parking reports (GET /admin/parking-reports, PUT/PATCH /admin/parking-reports/{id} `{ hidden }`): they read
 * every report and hide an abusive one; the driver's words stay as written.
 */
export const parkingReports = defineResource({
  name: 'parking-reports',
  mounts: [{ path: '/admin/parking-reports', operations: ['list', 'get', 'update', 'patch'] }],
  table: 'parking_reports',
  model: 'parkingreport',
  record: adminParkingReport,
  create: parkingReportUpdate,
  update: parkingReportUpdate,
  baseQuery: reportBaseQuery,
  search: [],
  ordering: { created_at: 'parking_reports.created_at' },
  defaultOrdering: '-created_at',
  filters: {
    hotel: { schema: id, apply: (q, v: number) => q.where('parking_reports.hotel_id', '=', v) },
    level: { schema: z.enum(parkingLevels), apply: (q, v: ParkingLevel) => q.where('parking_reports.level', '=', v) },
    hidden: { schema: flag, apply: (q, v: boolean) => q.where('parking_reports.hidden_at', v ? 'is not' : 'is', null) },
    /** Shown to the public now (young enough and not hidden), or not. */
    live: { schema: flag, apply: (q, v: boolean) => q.where(v ? shownNow : sql<boolean>`not ${shownNow}`) },
  },
  write: async (db, reportId, input: z.infer<typeof parkingReportUpdate>) => {
    await db
      .updateTable('parking_reports')
      .set({ hidden_at: input.hidden ? sql<string>`coalesce(hidden_at, now())` : null, updated_at: sql<string>`now()` })
      .where('id', '=', reportId)
      .execute();
  },
  toRecords: async (_db, rows: ReportRow[]) =>
    rows.map((r) => ({
      id: r.id,
      hotel_id: r.hotel_id,
      hotel_name: r.hotel_name,
      booking_id: r.booking_id,
      confirmation_code: r.confirmation_code,
      user_id: r.user_id,
      driver: r.driver,
      night: r.night,
      level: r.level,
      note: r.note,
      hidden: r.hidden_at !== null,
      hidden_at: r.hidden_at,
      live: r.live,
      created_at: r.created_at,
    })),
});
