import { roundMoney } from '@/api/money';
import { addDays } from '@/api/stay';
import type { DerbyCancelPolicy, DerbyFee, DerbyRoomRate, RoomCriteria } from '../derbysoft/wire';
import type { SimHotel, SimRoomType } from './catalogue';
import { unit } from './prng';

/** Rate plans every simulated DerbySoft hotel sells. */
export const RATE_PLANS = [
  { rateId: 'BAR', factor: 1 },
  { rateId: 'NRF', factor: 0.9 },
] as const;

export const TAX_RATE = 0.12;

/** The simulated DerbySoft prices in US dollars. */
const SIM_CURRENCY = 'USD';
const round2 = (n: number) => roundMoney(n, SIM_CURRENCY);

export function nightsOf(checkin: string, checkout: string): string[] {
  const out: string[] = [];
  for (let d = checkin; d < checkout && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Price before tax of one room for one night; `live` adds the hotel's drift (cached shopping rates lag behind). */
export function nightPrice(h: SimHotel, room: SimRoomType, rateId: string, date: string, live: boolean, drift: number): number {
  const d = new Date(`${date}T00:00:00Z`);
  const weekend = d.getUTCDay() === 5 || d.getUTCDay() === 6 ? 1.1 : 1;
  const summer = [5, 6, 7].includes(d.getUTCMonth()) ? 1.08 : 1;
  const noise = 0.95 + unit(`${h.hotelCode}|${room.roomCode}|${date}`) * 0.1;
  const plan = RATE_PLANS.find((p) => p.rateId === rateId)?.factor ?? 1;
  return round2(h.baseRate * room.factor * weekend * summer * noise * plan * (live ? 1 + drift : 1));
}

/** Rooms the hotel has for sale that night before any booking (a few nights are sold out everywhere). */
export function baseAllotment(h: SimHotel, room: SimRoomType, date: string): number {
  if (h.derby?.soldOut) return 0;
  if (unit(`${h.hotelCode}|${room.roomCode}|${date}|closed`) < 0.03) return 0;
  return 2 + Math.floor(unit(`${h.hotelCode}|${room.roomCode}|${date}|allot`) * 6);
}

export function cancelPolicyOf(rateId: string): DerbyCancelPolicy {
  if (rateId === 'NRF') {
    return {
      code: 'AD100P_100P',
      description: 'Non-refundable: the full stay is charged on cancellation or no-show.',
      cancelPenalties: [
        {
          noShow: false,
          cancellable: false,
          cancelDeadline: { offsetTimeDropType: 'BeforeArrival', offsetTimeUnit: 'D', offsetTimeValue: 999 },
          penaltyCharge: { chargeBase: 'FullStay' },
        },
      ],
    };
  }
  return {
    code: '1D6PM_1N',
    description: 'Free cancellation until 6 PM the day before arrival; later, one night is charged.',
    cancelPenalties: [
      {
        noShow: false,
        cancellable: true,
        cancelDeadline: { offsetTimeDropType: 'BeforeArrival', offsetTimeUnit: 'D', offsetTimeValue: 1, dealineTime: '6PM' },
        penaltyCharge: { chargeBase: 'NightBase', nights: 1 },
      },
      { noShow: true, cancellable: true, penaltyCharge: { chargeBase: 'FullStay' } },
    ],
  };
}

export function feesOf(h: SimHotel, checkin: string, checkout: string): DerbyFee[] {
  if (!h.truckParking.fee) return [];
  return [
    {
      dateRange: { start: checkin, end: checkout },
      fee: { name: 'Truck parking', type: 'Exclusive', amount: h.truckParking.fee, amountType: 'Fixed', chargeType: 'PerRoomPerNight' },
    },
  ];
}

export type RoomRateQuery = { checkin: string; checkout: string; criteria: RoomCriteria; live: boolean; drift: number; booked: (room: string, date: string) => number };

/** Every room and rate of the hotel that has a room free each night of the stay for the whole party. */
export function roomRatesFor(h: SimHotel, q: RoomRateQuery): DerbyRoomRate[] {
  const nights = nightsOf(q.checkin, q.checkout);
  const out: DerbyRoomRate[] = [];
  for (const room of h.roomTypes) {
    const guests = q.criteria.adultCount + (q.criteria.childCount ?? 0);
    if (guests > room.maxOccupancy * q.criteria.roomCount) continue;
    const free = Math.min(...nights.map((d) => baseAllotment(h, room, d) - q.booked(room.roomCode, d)));
    if (free < q.criteria.roomCount) continue;
    for (const plan of RATE_PLANS) {
      const before = nights.map((d) => nightPrice(h, room, plan.rateId, d, q.live, q.drift));
      out.push({
        roomCriteria: q.criteria,
        inventory: free,
        roomId: room.roomCode,
        rateId: plan.rateId,
        currency: SIM_CURRENCY,
        amountBeforeTax: before,
        amountAfterTax: before.map((b) => round2(b * (1 + TAX_RATE))),
        mealPlan: h.brand.breakfast ? 'BB' : 'RO',
        cancelPolicy: cancelPolicyOf(plan.rateId),
        fees: feesOf(h, q.checkin, q.checkout),
      });
    }
  }
  return out;
}

/** The reservation total as DerbySoft states it: per-night amounts summed, times the rooms. */
export function totalOf(rate: DerbyRoomRate, rooms: number): { amountBeforeTax: number; amountAfterTax: number } {
  const sum = (a: number[]) => round2(a.reduce((s, n) => s + n, 0) * rooms);
  return { amountBeforeTax: sum(rate.amountBeforeTax), amountAfterTax: sum(rate.amountAfterTax) };
}
