import { sql, type RawBuilder } from 'kysely';
import { toMinor } from '@/api/money';
import { guestsPerRoom } from '@/api/party';
import type { RateStatus } from '@/api/schemas/hotelSearch';
import type { Db } from '@server/db';
import { isSupplierError, type AvailabilityResult, type InventorySupplier, type Offer } from '@server/suppliers/types';

export type Stay = { checkIn: string; checkOut: string; nights: number; rooms: number; adults: number };

/** A hotel's lowest average nightly price of one room for the stay, in minor units of its currency. */
export type HotelRateResult = { status: Exclude<RateStatus, 'pending'>; nightlyMinor: number | null; currency: string | null };

/**
 * Local inventory: for each room type, the stay's total where every night exists, is open and has `rooms` left;
 * the hotel's price is its cheapest such room. One statement for all hotels, reading room_inventory by its primary
 * key (room_id, date) per room. `hotels` is a list of ids, or one hotel's id as an expression (the search prices
 * each hotel it finds inside its own statement).
 */
export function localRatesQuery(db: Db, hotels: number[] | RawBuilder<number>, stay: Stay) {
  return db
    .selectFrom('rooms')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('room_inventory')
          .select([
            sql<number>`sum(room_inventory.price_minor)`.as('total'),
            sql<number>`count(*)`.as('nights'),
            sql<boolean>`bool_and(not room_inventory.closed and room_inventory.allotment - room_inventory.booked >= ${stay.rooms})`.as('open'),
            sql<string>`min(room_inventory.currency)`.as('currency'),
          ])
          .whereRef('room_inventory.room_id', '=', 'rooms.id')
          .where('room_inventory.date', '>=', stay.checkIn)
          .where('room_inventory.date', '<', stay.checkOut)
          .as('stay'),
      (join) => join.onTrue(),
    )
    .select(['rooms.hotel_id', sql<number>`min(stay.total)`.as('total'), sql<string>`min(stay.currency)`.as('currency')])
    .$call((q) => (Array.isArray(hotels) ? q.where('rooms.hotel_id', 'in', hotels) : q.where('rooms.hotel_id', '=', hotels)))
    .where('rooms.max_occupancy', '>=', guestsPerRoom(stay))
    .where(sql<boolean>`stay.nights = ${stay.nights}`)
    .where(sql<boolean>`stay.open`)
    .groupBy('rooms.hotel_id');
}

/** An offer's average nightly price of one room, in minor units. */
export function offerNightlyMinor(offer: Offer, stay: Pick<Stay, 'nights' | 'rooms'>): number {
  return toMinor(offer.totalAfterTax / (stay.nights * Math.max(1, offer.rooms || stay.rooms)), offer.currency);
}

const CHUNK = 50;

/**
 * DerbySoft shopping rates for its hotels, in chunks answered in parallel. A chunk that fails or has not answered
 * when the budget runs out makes only its hotels "unavailable"; the rest of the search stands.
 */
export async function supplierRates(
  inventory: InventorySupplier | null,
  hotels: { id: number; derbyId: string }[],
  stay: Stay,
  budgetMs: number,
  log?: { warn(obj: unknown, msg: string): void },
): Promise<Map<number, HotelRateResult>> {
  const out = new Map<number, HotelRateResult>();
  const unavailable: HotelRateResult = { status: 'unavailable', nightlyMinor: null, currency: null };
  if (!hotels.length) return out;
  if (!inventory) {
    for (const h of hotels) out.set(h.id, unavailable);
    return out;
  }
  const byDerbyId = new Map<string, number[]>();
  for (const h of hotels) byDerbyId.set(h.derbyId, [...(byDerbyId.get(h.derbyId) ?? []), h.id]);
  const derbyIds = [...byDerbyId.keys()];
  const chunks: string[][] = [];
  for (let i = 0; i < derbyIds.length; i += CHUNK) chunks.push(derbyIds.slice(i, i + CHUNK));

  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), budgetMs);
  });
  const set = (derbyId: string, rate: HotelRateResult) => {
    for (const id of byDerbyId.get(derbyId) ?? []) out.set(id, rate);
  };
  await Promise.all(
    chunks.map(async (chunk) => {
      const answer: AvailabilityResult | 'timeout' | { failed: unknown } = await Promise.race([
        inventory
          .getAvailability({ propertyIds: chunk, checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms, adults: stay.adults })
          .catch((err: unknown) => ({ failed: err })),
        budget,
      ]);
      if (answer === 'timeout' || 'failed' in answer) {
        if (answer !== 'timeout' && !isSupplierError(answer.failed)) log?.warn({ err: answer.failed }, 'supplier rates failed');
        for (const id of chunk) set(id, unavailable);
        return;
      }
      const best = new Map<string, Offer>();
      for (const offer of answer.offers) {
        const current = best.get(offer.propertyId);
        if (!current || offerNightlyMinor(offer, stay) < offerNightlyMinor(current, stay)) best.set(offer.propertyId, offer);
      }
      const failed = new Set(answer.partialErrors.map((e) => e.propertyId));
      for (const id of chunk) {
        const offer = best.get(id);
        if (offer) set(id, { status: 'available', nightlyMinor: offerNightlyMinor(offer, stay), currency: offer.currency });
        else set(id, failed.has(id) ? unavailable : { status: 'sold_out', nightlyMinor: null, currency: null });
      }
    }),
  );
  clearTimeout(timer);
  return out;
}
