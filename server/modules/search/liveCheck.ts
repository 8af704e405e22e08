import { sql } from 'kysely';
import { type z } from 'zod';
import type { roomCheckRequest, LiveCheckResponse, RoomOffer } from '@/api/schemas/hotelSearch';
import { fromMinor, toMinor } from '@/api/money';
import { nightsBetween } from '@/api/stay';
import type { Db } from '@server/db';
import type { CancelPolicy, InventorySupplier, Offer } from '@server/suppliers/types';
import { roomsForSupplierCodes } from '../roommaps/resolve';
import { toUsd, toUsdCents, usdRates } from '../settings/currencyRates';
import type { Lookup, LookupWork } from './lookups';
import { roomsSleep } from '@/api/party';
import type { Stay } from './rates';

export type LiveCheckDeps = { db: Db; inventory: InventorySupplier | null; budgetMs: number; log: { warn(obj: unknown, msg: string): void } };
export type LiveCheckParams = z.output<typeof roomCheckRequest>;
export type LiveCheckResult = Pick<LiveCheckResponse, 'nights' | 'rates_unavailable' | 'rooms'>;

/** Our own hotels' rule: free cancellation until 6 p.m. hotel time on the day of arrival. */
export function localCancelPolicy(checkIn: string): RoomOffer['cancel_policy'] {
  return { refundable: true, free_until: `${checkIn}T18:00`, description: null };
}

function supplierCancelPolicy(p: CancelPolicy | null): RoomOffer['cancel_policy'] {
  return p ? { refundable: p.refundable, free_until: p.freeUntil, description: p.description } : null;
}


type RoomRow = { id: number; room_id: string; name: string; beds: string | null; max_occupancy: number };

const roomsOf = (db: Db, hotelId: number): Promise<RoomRow[]> =>
  db.selectFrom('rooms').select(['id', 'room_id', 'name', 'beds', 'max_occupancy']).where('hotel_id', '=', hotelId).orderBy('name').orderBy('id').execute();

const emptyOffer = (room: RoomRow): RoomOffer => ({
  room_id: room.id,
  roomId: room.room_id,
  name: room.name,
  beds: room.beds,
  max_occupancy: room.max_occupancy,
  available: false,
  rooms_left: null,
  currency: null,
  nightly: [],
  total: null,
  total_usd: null,
  rate_id: null,
  cancel_policy: null,
});

/** Local inventory: each room type's nights for the stay; bookable when every night is there, open and has rooms left. */
async function localOffers(db: Db, rooms: RoomRow[], stay: Stay, usd: Record<string, number>): Promise<RoomOffer[]> {
  const nights = rooms.length
    ? await db
        .selectFrom('room_inventory')
        .select(['room_id', 'date', 'allotment', 'booked', 'price_minor', 'currency', 'closed'])
        .where('room_id', 'in', rooms.map((r) => r.id))
        .where('date', '>=', stay.checkIn)
        .where('date', '<', stay.checkOut)
        .orderBy('room_id')
        .orderBy('date')
        .execute()
    : [];
  return rooms.map((room) => {
    const own = nights.filter((n) => n.room_id === room.id);
    const free = own.map((n) => (n.closed ? 0 : n.allotment - n.booked));
    const roomsLeft = own.length === stay.nights ? Math.max(0, Math.min(...free)) : 0;
    const fits = roomsSleep(room.max_occupancy, stay);
    if (own.length !== stay.nights || roomsLeft < stay.rooms || !fits) return { ...emptyOffer(room), rooms_left: own.length === stay.nights ? roomsLeft : 0 };
    const currency = own[0]!.currency;
    const totalMinor = own.reduce((sum, n) => sum + n.price_minor, 0) * stay.rooms;
    return {
      ...emptyOffer(room),
      available: true,
      rooms_left: roomsLeft,
      currency,
      nightly: own.map((n) => ({ date: n.date, amount: fromMinor(n.price_minor, currency) })),
      total: fromMinor(totalMinor, currency),
      total_usd: toUsd(totalMinor, currency, usd),
      cancel_policy: localCancelPolicy(stay.checkIn),
    };
  });
}

/**
 * DerbySoft: shopping for the hotel (the same call, occupancy and rate plans as the search's), then each room type's
 * cheapest product priced live. Its room codes are mapped to our rooms (supplier_room_maps; a code met for the first
 * time gets a room of the supplier's own type), so every offer the search priced is one a driver can book here.
 */
async function supplierOffers(db: Db, hotelId: number, inventory: InventorySupplier, derbyId: string, stay: Stay, usd: Record<string, number>): Promise<RoomOffer[]> {
  const query = { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.rooms, adults: stay.adults };
  const shopped = await inventory.getAvailability({ ...query, propertyIds: [derbyId] });
  if (shopped.partialErrors.length) throw shopped.partialErrors[0]!.error;
  const cheapest = new Map<string, Offer>();
  for (const offer of shopped.offers) {
    const current = cheapest.get(offer.roomId);
    if (!current || offer.totalAfterTax < current.totalAfterTax) cheapest.set(offer.roomId, offer);
  }
  const live = new Map<string, Offer | null>();
  await Promise.all(
    [...cheapest.values()].map(async (offer) => {
      live.set(offer.roomId, await inventory.checkOffer({ ...query, propertyId: derbyId, roomId: offer.roomId, rateId: offer.rateId }));
    }),
  );
  const roomOf = await roomsForSupplierCodes(db, hotelId, 'derbysoft', [...live.keys()]);
  // Several codes may be one of our rooms (staff mapped them so): its cheapest offer that is still there.
  const byRoom = new Map<number, Offer>();
  for (const [code, offer] of live) {
    const roomId = roomOf.get(code);
    if (!offer || roomId === undefined) continue;
    const current = byRoom.get(roomId);
    if (!current || offer.totalAfterTax < current.totalAfterTax) byRoom.set(roomId, offer);
  }
  const rooms = await roomsOf(db, hotelId);
  return rooms.map((room) => {
    const offer = byRoom.get(room.id);
    if (!offer) return emptyOffer(room);
    return {
      ...emptyOffer(room),
      available: true,
      rooms_left: offer.inventory,
      currency: offer.currency,
      nightly: offer.nightly.map((n) => ({ date: n.date, amount: n.amountAfterTax })),
      total: offer.totalAfterTax,
      total_usd: toUsd(toMinor(offer.totalAfterTax, offer.currency), offer.currency, usd),
      rate_id: offer.rateId,
      cancel_policy: supplierCancelPolicy(offer.cancelPolicy),
    };
  });
}

/**
 * A live check is the truth about a DerbySoft hotel's price: the searches of the same stay (still alive) that showed
 * the supplier's cached price are corrected to it — the live lowest nightly price, or sold out — so a results page
 * read again never shows a price the hotel page cannot sell. A result that showed a price the check did not find
 * (another amount or currency, or none) is marked changed, and stays marked: the driver may have seen the old one.
 */
async function recheckSearches(db: Db, hotelId: number, stay: Stay, offers: RoomOffer[], usd: Record<string, number>) {
  const priced = offers.filter((o) => o.available && o.total !== null && o.currency !== null);
  const cheapest = priced.sort((a, b) => (a.total_usd ?? a.total!) - (b.total_usd ?? b.total!))[0];
  const nightlyMinor = cheapest ? toMinor(cheapest.total! / (stay.nights * stay.rooms), cheapest.currency!) : null;
  const currency = cheapest?.currency ?? null;
  await db
    .updateTable('search_results')
    .set({
      rate_status: cheapest ? 'available' : 'sold_out',
      nightly_minor: nightlyMinor,
      currency,
      nightly_usd_cents: nightlyMinor !== null && currency ? toUsdCents(nightlyMinor, currency, usd) : null,
      price_changed: sql<boolean>`search_results.price_changed or (search_results.rate_status = 'available' and (search_results.nightly_minor, search_results.currency) is distinct from (${nightlyMinor}::integer, ${currency}::varchar))`,
    })
    .where('hotel_id', '=', hotelId)
    .where('token', 'in', (eb) =>
      eb
        .selectFrom('lookups')
        .select('token')
        .where('kind', '=', 'search')
        .where('expires_at', '>', new Date().toISOString())
        .where(sql<boolean>`params->>'checkInDate' = ${stay.checkIn} and params->>'checkOutDate' = ${stay.checkOut}`)
        .where(sql<boolean>`(params->'criteria'->>'rooms')::int = ${stay.rooms} and (params->'criteria'->>'adults')::int = ${stay.adults}`),
    )
    .execute();
}

/** The stored request, validated when it was posted. */
export const liveCheckParamsOf = (lookup: Lookup): LiveCheckParams => lookup.params as LiveCheckParams;

/** The room live check of one hotel for a stay (spec section 4); supplier failure or slowness -> rates unavailable. */
export function liveCheckWork(deps: LiveCheckDeps): LookupWork {
  return async (lookup) => {
    const { db } = deps;
    const p = liveCheckParamsOf(lookup);
    const stay: Stay = { checkIn: p.checkin_date, checkOut: p.checkout_date, nights: nightsBetween(p.checkin_date, p.checkout_date), rooms: p.rooms, adults: p.adults };
    const hotel = await db.selectFrom('hotels').select(['id', 'derby_hotel_id', 'available_on_derby']).where('id', '=', lookup.hotel_id!).executeTakeFirst();
    const rooms = await roomsOf(db, lookup.hotel_id!);
    const { rates: usd } = await usdRates(db);
    let result: LiveCheckResult;
    if (hotel?.available_on_derby && hotel.derby_hotel_id) {
      const inventory = deps.inventory;
      let timer: NodeJS.Timeout | undefined;
      const offers = inventory
        ? await Promise.race([
            supplierOffers(db, hotel.id, inventory, hotel.derby_hotel_id, stay, usd).catch((err: unknown) => {
              deps.log.warn({ err, hotelId: hotel.id }, 'live check: supplier failed');
              return null;
            }),
            new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deps.budgetMs))),
          ])
        : null;
      clearTimeout(timer);
      result = { nights: stay.nights, rates_unavailable: offers === null, rooms: offers ?? rooms.map(emptyOffer) };
      if (offers) await recheckSearches(db, hotel.id, stay, offers, usd);
    } else {
      result = { nights: stay.nights, rates_unavailable: false, rooms: await localOffers(db, rooms, stay, usd) };
    }
    return result;
  };
}
