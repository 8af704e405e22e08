import type { BookingStatus } from '@/api/schemas/bookings';
import type { BookingParkingReport, ParkingReportData } from '@/api/schemas/parkingReports';
import type { Db } from '@server/db';
import { HttpError } from '@server/lib/errors';
import { mapDbError } from '@server/plugins/crud';
import { reportsOfBookings, toParkingReport } from './queries';
import { reportableNight } from './rules';

const hotelClockOf = (b: ReportableBooking) => ({ timeZone: b.hotel_time_zone, longitude: b.hotel_longitude });

/** What the rules need of a booking: its stay, its status, where its hotel is and whether it has truck parking. */
export type ReportableBooking = { id: number; status: BookingStatus; checkin_date: string; checkout_date: string; hotel_longitude: number | null; hotel_time_zone: string | null; hotel_truck_parking: boolean };

/** The night a booking may report now: none at a hotel without truck parking (no lot to report on). */
const nightToReport = (b: ReportableBooking, now: number) => (b.hotel_truck_parking ? reportableNight(b, hotelClockOf(b), now) : null);

/**
 * What each booking may report now (null: nothing now), with the report already made for that night; one query for
 * any number of bookings (a page of the booking history).
 */
export async function parkingReportStates(db: Db, bookings: ReportableBooking[], now = Date.now()): Promise<Map<number, BookingParkingReport | null>> {
  const nights = new Map(bookings.map((b) => [b.id, nightToReport(b, now)]));
  const open = bookings.filter((b) => nights.get(b.id) !== null).map((b) => b.id);
  const reports = await reportsOfBookings(db, open);
  return new Map(
    bookings.map((b) => {
      const night = nights.get(b.id) ?? null;
      return [b.id, night === null ? null : { booking_id: b.id, night, report: reports.get(`${b.id}:${night}`) ?? null }];
    }),
  );
}

/** The driver's bookings at a hotel whose stay is around today: the ones that may be reporting now. */
async function bookingsAround(db: Db, where: { userId: number; bookingId?: number; hotelId?: number }, now: number): Promise<ReportableBooking[]> {
  // A day either side of the UTC date covers every hotel's own date; reportableNight then decides exactly.
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  let q = db
    .selectFrom('bookings')
    .innerJoin('hotels', 'hotels.id', 'bookings.hotel_id')
    .select([
      'bookings.id',
      'bookings.status',
      'bookings.checkin_date',
      'bookings.checkout_date',
      'hotels.longitude as hotel_longitude',
      'hotels.time_zone as hotel_time_zone',
      'hotels.commercial_parking_available as hotel_truck_parking',
    ])
    .where('bookings.user_id', '=', where.userId)
    .where('bookings.status', '=', 'confirmed')
    .where('bookings.checkin_date', '<=', day(1))
    .where('bookings.checkout_date', '>=', day(-1));
  if (where.bookingId !== undefined) q = q.where('bookings.id', '=', where.bookingId);
  if (where.hotelId !== undefined) q = q.where('bookings.hotel_id', '=', where.hotelId);
  return q.orderBy('bookings.checkin_date', 'desc').orderBy('bookings.id', 'desc').execute();
}

/** The driver's booking at this hotel that may report now, with its report for tonight, or null. */
export async function myReportAt(db: Db, userId: number, hotelId: number, now = Date.now()): Promise<BookingParkingReport | null> {
  const bookings = await bookingsAround(db, { userId, hotelId }, now);
  const states = await parkingReportStates(db, bookings, now);
  return bookings.map((b) => states.get(b.id) ?? null).find((s) => s !== null) ?? null;
}

/**
 * A driver's report of tonight's truck parking for their own booking: 404 for a booking that is not theirs (as
 * every booking route), 403 outside the stay or for a booking not confirmed, 409 when tonight is reported already.
 */
export async function createParkingReport(db: Db, userId: number, bookingId: number, input: ParkingReportData, now = Date.now()): Promise<BookingParkingReport> {
  const own = await db.selectFrom('bookings').select('hotel_id').where('id', '=', bookingId).where('user_id', '=', userId).executeTakeFirst();
  if (!own) throw new HttpError(404, 'errors.notFound');
  const [booking] = await bookingsAround(db, { userId, bookingId }, now);
  if (booking && !booking.hotel_truck_parking) throw new HttpError(403, 'errors.parkingReportNoLot', undefined, 'no_truck_parking');
  const night = booking ? nightToReport(booking, now) : null;
  if (!booking || night === null) throw new HttpError(403, 'errors.parkingReportNotStaying', undefined, 'not_staying');
  try {
    const row = await db
      .insertInto('parking_reports')
      .values({ hotel_id: own.hotel_id, booking_id: bookingId, user_id: userId, night, level: input.level, note: input.note || null })
      .returning(['id', 'level', 'note', 'created_at'])
      .executeTakeFirstOrThrow();
    return { booking_id: bookingId, night, report: toParkingReport({ ...row, age_minutes: 0 }) };
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'parking_reports_booking_night_key') {
      throw new HttpError(409, 'errors.parkingReportAlreadyMade', undefined, 'already_reported');
    }
    mapDbError(err);
  }
}
