import { type z } from 'zod';
import { nightsBetween, type roomCheckRequest, type LiveCheckResponse, type RoomOffer } from '../../../src/api/schemas/hotelSearch';
import type { Db } from '../../db';
import type { CancelPolicy, InventorySupplier, Offer } from '../../suppliers/types';
import { toUsdCents, usdRates } from '../settings/currencyRates';
import type { Lookup, LookupWork } from './lookups';
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

const toMajor = (minor: number) => Math.round(minor) / 100;
/** Minor units of a currency as US dollars, through the rates staff keep (the search converts the same way). */
const usdOf = (minor: number, currency: string, usd: Record<string, number>) => {
  const cents = toUsdCents(minor, currency, usd);
  return cents === null ? null : cents / 100;
};

type RoomRow = { id: number; room_id: string; name: string; beds: string | null; max_occupancy: number };

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
    const fits = room.max_occupancy * stay.rooms >= stay.adults;
    if (own.length !== stay.nights || roomsLeft < stay.rooms || !fits) return { ...emptyOffer(room), rooms_left: own.length === stay.nights ? roomsLeft : 0 };
    const currency = own[0]!.currency;
    const totalMinor = own.reduce((sum, n) => sum + n.price_minor, 0) * stay.rooms;
    return {
      ...emptyOffer(room),
      available: true,
      rooms_left: roomsLeft,
      currency,
      nightly: own.map((n) => ({ date: n.date, amount: toMajor(n.price_minor) })),
      total: toMajor(totalMinor),
      total_usd: usdOf(totalMinor, currency, usd),
      cancel_policy: localCancelPolicy(stay.checkIn),
    };
  });
}

/** DerbySoft: shopping for the hotel, then each room's product priced live; a room with no product is sold out. */
async function supplierOffers(inventory: InventorySupplier, derbyId: string, rooms: RoomRow[], stay: Stay, usd: Record<string, number>): Promise<RoomOffer[]> {
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
  return rooms.map((room) => {
    const offer = live.get(room.room_id);
    if (!offer) return emptyOffer(room);
    return {
      ...emptyOffer(room),
      available: true,
      rooms_left: offer.inventory,
      currency: offer.currency,
      nightly: offer.nightly.map((n) => ({ date: n.date, amount: n.amountAfterTax })),
      total: offer.totalAfterTax,
      total_usd: usdOf(offer.totalAfterTax * 100, offer.currency, usd),
      rate_id: offer.rateId,
      cancel_policy: supplierCancelPolicy(offer.cancelPolicy),
    };
  });
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
    const rooms = await db.selectFrom('rooms').select(['id', 'room_id', 'name', 'beds', 'max_occupancy']).where('hotel_id', '=', lookup.hotel_id!).orderBy('name').orderBy('id').execute();
    const { rates: usd } = await usdRates(db);
    let result: LiveCheckResult;
    if (hotel?.available_on_derby && hotel.derby_hotel_id) {
      const inventory = deps.inventory;
      let timer: NodeJS.Timeout | undefined;
      const offers = inventory
        ? await Promise.race([
            supplierOffers(inventory, hotel.derby_hotel_id, rooms, stay, usd).catch((err: unknown) => {
              deps.log.warn({ err, hotelId: hotel.id }, 'live check: supplier failed');
              return null;
            }),
            new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), deps.budgetMs))),
          ])
        : null;
      clearTimeout(timer);
      result = { nights: stay.nights, rates_unavailable: offers === null, rooms: offers ?? rooms.map(emptyOffer) };
    } else {
      result = { nights: stay.nights, rates_unavailable: false, rooms: await localOffers(db, rooms, stay, usd) };
    }
    return result;
  };
}
