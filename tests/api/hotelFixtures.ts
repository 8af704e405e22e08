import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db';

/** A date `offset` days from today (UTC), YYYY-MM-DD. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type TestHotel = {
  name: string;
  lat?: number;
  lng?: number;
  parking?: boolean;
  brandId?: number | null;
  /** Nightly price, minor units; null = no inventory at all (sold out). */
  price?: number | null;
  /** Rooms of the one room type on each night. */
  allotment?: number;
  /** Inventory nights: `days` of them from `from` days from today. */
  from?: number;
  days?: number;
  /** On DerbySoft: priced by the supplier, no local inventory. */
  derbyId?: string;
  city?: string;
  province?: string;
  country?: string;
  postal?: string;
  currency?: string;
};

/** A hotel with one room type ("King room", roomId KING) and its nights, as the search and booking tests need. */
export async function addTestHotel(db: Db, h: TestHotel) {
  const slug = `${h.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 6)}`;
  const currency = h.currency ?? 'USD';
  const hotel = await db
    .insertInto('hotels')
    .values({
      slug,
      hotel_name: h.name,
      brand_id: h.brandId ?? null,
      city: h.city ?? null,
      province: h.province ?? null,
      country: h.country ?? null,
      postal_code: h.postal ?? null,
      latitude: h.lat ?? 37.08,
      longitude: h.lng ?? -94.5,
      commercial_parking_available: h.parking ?? true,
      interstate_hwy: 'I-44 Exit 8',
      currency,
      available_on_derby: Boolean(h.derbyId),
      derby_hotel_id: h.derbyId ?? null,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await db
    .insertInto('rooms')
    .values({ hotel_id: hotel.id, room_id: 'KING', name: 'King room', beds: '1 King', max_occupancy: 2, description: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const price = h.price === undefined ? 8900 : h.price;
  if (price !== null && !h.derbyId) {
    const from = h.from ?? 5;
    await db
      .insertInto('room_inventory')
      .values(Array.from({ length: h.days ?? 20 }, (_, i) => ({ room_id: room.id, date: day(from + i), allotment: h.allotment ?? 3, price_minor: price, currency })))
      .execute();
  }
  return { id: hotel.id, hotelId: hotel.id, slug, roomId: room.id };
}

/**
 * A booking written straight to the table (a stay that has begun or ended, which the API would not book): nights
 * [checkin, checkin + nights) of the hotel's one room type, for `userId`.
 */
export async function addTestBooking(
  db: Db,
  b: { userId: number; hotelId: number; roomId: number; checkin: string; nights: number; status?: 'pending' | 'confirmed' | 'cancelled' | 'failed' },
) {
  const status = b.status ?? 'confirmed';
  const checkout = new Date(Date.parse(`${b.checkin}T00:00:00Z`) + b.nights * 86_400_000).toISOString().slice(0, 10);
  const row = await db
    .insertInto('bookings')
    .values({
      confirmation_code: randomUUID().slice(0, 8).toUpperCase(),
      user_id: b.userId,
      hotel_id: b.hotelId,
      room_id: b.roomId,
      checkin_date: b.checkin,
      checkout_date: checkout,
      nights: b.nights,
      rooms: 1,
      adults: 1,
      status,
      currency: 'USD',
      total_minor: 8900 * b.nights,
      nightly: '[]',
      guest: JSON.stringify({ first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com', phone: null }),
      truck: JSON.stringify({ parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 }),
      special_requests: null,
      cancel_policy: null,
      supplier: 'local',
      rate_id: null,
      supplier_res_id: null,
      derby_res_id: null,
      failure_reason: null,
      idempotency_key: randomUUID(),
      request_hash: 'test',
      confirmed_at: status === 'confirmed' ? new Date().toISOString() : null,
      cancelled_at: null,
      failed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
