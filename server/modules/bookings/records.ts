import { sql, type Kysely, type Selectable } from 'kysely';
import { fromMinor } from '@/api/money';
import type { Booking } from '@/api/schemas/bookings';
import type { Translations } from '@/api/schemas/content';
import type { Db } from '@server/db';
import type { BookingsTable } from '@server/db/types-bookings';
import { parkingReportStates } from '../parkingReports/service';
import { driverMayCancel } from './policy';

/** What a booking shows of its hotel and room, selected beside it (a booking read, or the stay a booking is made for). */
export const stayColumns = [
  'hotels.slug as hotel_slug',
  'hotels.hotel_name',
  'hotels.address as hotel_address',
  'hotels.city as hotel_city',
  'hotels.province as hotel_province',
  sql<string | null>`case when hotels.show_contact_info then hotels.phone end`.as('hotel_phone'),
  'hotels.latitude as hotel_latitude',
  'hotels.longitude as hotel_longitude',
  'hotels.time_zone as hotel_time_zone',
  'hotels.commercial_parking_available as hotel_truck_parking',
  'hotels.checkin_time as hotel_checkin_time',
  'hotels.truck_entrance as hotel_truck_entrance',
  'hotels.truck_entrance_i18n as hotel_truck_entrance_i18n',
  'hotels.parking_description as hotel_parking_description',
  'hotels.parking_description_i18n as hotel_parking_description_i18n',
  sql<string | null>`(select p.url from hotel_pictures p where p.hotel_id = hotels.id and p.room_id is null order by p.position, p.id limit 1)`.as('hotel_thumbnail'),
  'rooms.room_id as room_code',
  'rooms.name as room_name',
] as const;

/** The hotel's clock of a booking row (hotelZone in src/api/hotelClock.ts reads it). */
export const hotelClockOf = (r: { hotel_time_zone: string | null; hotel_longitude: number | null }) => ({ timeZone: r.hotel_time_zone, longitude: r.hotel_longitude });

/** Bookings with the hotel and room they are for: the base of every booking read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- also a CRUD declaration's baseQuery (Kysely<any>)
export function bookingBaseQuery(db: Kysely<any>) {
  return db.selectFrom('bookings').innerJoin('hotels', 'hotels.id', 'bookings.hotel_id').innerJoin('rooms', 'rooms.id', 'bookings.room_id').selectAll('bookings').select(stayColumns);
}

export type BookingRow = Selectable<BookingsTable> & {
  hotel_slug: string;
  hotel_name: string;
  hotel_address: string | null;
  hotel_city: string | null;
  hotel_province: string | null;
  hotel_phone: string | null;
  hotel_latitude: number | null;
  hotel_longitude: number | null;
  hotel_time_zone: string | null;
  hotel_truck_parking: boolean;
  hotel_checkin_time: string | null;
  hotel_truck_entrance: string | null;
  hotel_truck_entrance_i18n: Translations | null;
  hotel_parking_description: string | null;
  hotel_parking_description_i18n: Translations | null;
  hotel_thumbnail: string | null;
  room_code: string;
  room_name: string;
};

/** A booking's history entry as read: its actor's name comes from the users table. */
export type BookingEventRow = { booking_id: number; status: Booking['status']; note: string | null; created_at: string; first_name: string | null; last_name: string | null };

/** Rows to API bookings, with each booking's history and parking report, in three queries whatever the page size. */
export async function toBookings(db: Db, rows: BookingRow[], now = Date.now()): Promise<Booking[]> {
  const ids = rows.map((r) => r.id);
  const events = ids.length
    ? await db
        .selectFrom('booking_events')
        .leftJoin('users', 'users.id', 'booking_events.actor_id')
        .select(['booking_events.booking_id', 'booking_events.status', 'booking_events.note', 'booking_events.created_at', 'users.first_name', 'users.last_name'])
        .where('booking_events.booking_id', 'in', ids)
        .orderBy('booking_events.booking_id')
        .orderBy('booking_events.id')
        .execute()
    : [];
  const parkingReportsOf = await parkingReportStates(db, rows, now);
  return rows.map((r) => toBooking(r, events.filter((e) => e.booking_id === r.id), parkingReportsOf.get(r.id) ?? null, now));
}

/** One row, its history (oldest first) and its parking-report state as the API answers it. */
export function toBooking(r: BookingRow, events: BookingEventRow[], parkingReport: Booking['parking_report'], now = Date.now()): Booking {
  return {
    id: r.id,
    confirmation_code: r.confirmation_code,
    status: r.status,
    user_id: r.user_id,
    hotel: {
      id: r.hotel_id,
      slug: r.hotel_slug,
      hotelName: r.hotel_name,
      address: r.hotel_address,
      city: r.hotel_city,
      province: r.hotel_province,
      phone: r.hotel_phone,
      thumbnail: r.hotel_thumbnail,
      latitude: r.hotel_latitude,
      longitude: r.hotel_longitude,
      checkinTime: r.hotel_checkin_time,
      truckEntrance: r.hotel_truck_entrance,
      truckEntrance_i18n: r.hotel_truck_entrance_i18n ?? {},
      parkingDescription: r.hotel_parking_description,
      parkingDescription_i18n: r.hotel_parking_description_i18n ?? {},
    },
    room: { id: r.room_id, roomId: r.room_code, name: r.room_name },
    checkin_date: r.checkin_date,
    checkout_date: r.checkout_date,
    nights: r.nights,
    rooms: r.rooms,
    adults: r.adults,
    currency: r.currency,
    nightly: r.nightly.map((n) => ({ date: n.date, amount: fromMinor(n.amount_minor, r.currency) })),
    total: fromMinor(r.total_minor, r.currency),
    guest: r.guest,
    truck: { parking_needed: r.truck.parking_needed, vehicle_type: r.truck.vehicle_type as Booking['truck']['vehicle_type'], length_ft: r.truck.length_ft },
    special_requests: r.special_requests,
    cancel_policy: r.cancel_policy,
    cancellable: driverMayCancel(r, hotelClockOf(r), now),
    supplier: r.supplier,
    supplier_reference: r.supplier_res_id,
    failure_reason: r.failure_reason,
    created_at: r.created_at,
    confirmed_at: r.confirmed_at,
    cancelled_at: r.cancelled_at,
    failed_at: r.failed_at,
    events: events.map((e) => ({ status: e.status, note: e.note, actor: e.first_name ? `${e.first_name} ${e.last_name ?? ''}`.trim() : null, created_at: e.created_at })),
    parking_report: parkingReport,
  };
}

export async function loadBooking(db: Db, id: number): Promise<Booking | null> {
  const row = (await bookingBaseQuery(db).where('bookings.id', '=', id).executeTakeFirst()) as BookingRow | undefined;
  return row ? ((await toBookings(db, [row]))[0] ?? null) : null;
}
