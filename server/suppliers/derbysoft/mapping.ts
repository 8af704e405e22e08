import { roundMoney } from '@/api/money';
import { addDays, isIsoDate, nightsBetween } from '@/api/stay';
import { SupplierError, type CancelPolicy, type Fee, type Offer, type ReservationStatus, type StayQuery } from '../types';
import type { DerbyCancelPolicy, DerbyFee, DerbyRoomRate, DetailResponse, RoomCriteria } from './wire';

/** DerbySoft's code for a rate that keeps the whole amount on any cancellation. */
export const NON_REFUNDABLE_CODE = 'AD100P_100P';

const DAY_MS = 86_400_000;

/** Checks a stay before it goes on the wire; a bad one is our bug or the user's input, never the supplier's. */
export function validateStay(q: StayQuery, maxNights: number): void {
  const bad = (message: string) => new SupplierError('derbysoft', 'validation', message, { retryable: false });
  if (!isIsoDate(q.checkIn)) throw bad('checkIn must be YYYY-MM-DD');
  if (!isIsoDate(q.checkOut)) throw bad('checkOut must be YYYY-MM-DD');
  const nights = nightsBetween(q.checkIn, q.checkOut);
  if (nights < 1) throw bad('checkOut must be after checkIn');
  if (nights > maxNights) throw bad(`a stay may last at most ${maxNights} nights`);
  if (!Number.isInteger(q.rooms) || q.rooms < 1 || q.rooms > 9) throw bad('rooms must be 1 to 9');
  if (!Number.isInteger(q.adults) || q.adults < q.rooms) throw bad('at least one adult per room');
  if ((q.children ?? []).some((age) => !Number.isInteger(age) || age < 0 || age > 17)) throw bad('child ages must be 0 to 17');
}

export function roomCriteria(q: StayQuery): RoomCriteria {
  const children = q.children ?? [];
  return { roomCount: q.rooms, adultCount: q.adults, childCount: children.length, childAges: children };
}

type OfferKey = { h: string; r: string; t: string; i: string; o: string; n: number; a: number; c: number[] };

export function encodeOfferId(hotelId: string, rate: { roomId: string; rateId: string }, q: StayQuery): string {
  const key: OfferKey = { h: hotelId, r: rate.roomId, t: rate.rateId, i: q.checkIn, o: q.checkOut, n: q.rooms, a: q.adults, c: q.children ?? [] };
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeOfferId(offerId: string): StayQuery & { propertyId: string; roomId: string; rateId: string } {
  try {
    const k = JSON.parse(Buffer.from(offerId, 'base64url').toString('utf8')) as OfferKey;
    if (typeof k.h === 'string' && typeof k.r === 'string' && typeof k.t === 'string' && typeof k.i === 'string' && typeof k.o === 'string') {
      return { propertyId: k.h, roomId: k.r, rateId: k.t, checkIn: k.i, checkOut: k.o, rooms: k.n, adults: k.a, children: k.c };
    }
  } catch {
    // fall through
  }
  throw new SupplierError('derbysoft', 'validation', 'derbysoft: unknown offer id', { retryable: false });
}

/** Hotel-local deadline: arrival (midnight of check-in) minus the offset, at the stated time of day if any. */
export function deadlineOf(checkIn: string, d: NonNullable<NonNullable<DerbyCancelPolicy['cancelPenalties']>[number]['cancelDeadline']>): string | null {
  if (d.offsetTimeDropType && d.offsetTimeDropType !== 'BeforeArrival') return null;
  const value = typeof d.offsetTimeValue === 'number' ? d.offsetTimeValue : 0;
  const hours = d.offsetTimeUnit === 'H' ? value : value * 24;
  let at = Date.parse(`${checkIn}T00:00:00Z`) - hours * 3_600_000;
  const time = timeOfDay(d.dealineTime);
  if (time !== null) at = Math.floor(at / DAY_MS) * DAY_MS + time * 60_000;
  return new Date(at).toISOString().slice(0, 16);
}

/** "6PM" -> 1080, "18:00" -> 1080 (minutes after midnight); null when absent or "any date time". */
function timeOfDay(s: string | undefined): number | null {
  if (!s) return null;
  const ampm = /^\s*(\d{1,2})(?::(\d{2}))?\s*([AP])M\s*$/i.exec(s);
  if (ampm) return ((Number(ampm[1]) % 12) + (ampm[3]!.toUpperCase() === 'P' ? 12 : 0)) * 60 + Number(ampm[2] ?? 0);
  const hhmm = /^\s*(\d{1,2}):(\d{2})/.exec(s);
  return hhmm ? Number(hhmm[1]) * 60 + Number(hhmm[2]) : null;
}

export function normaliseCancelPolicy(p: DerbyCancelPolicy | undefined, checkIn: string): CancelPolicy | null {
  if (!p) return null;
  const code = p.code ?? null;
  const description = p.description ?? null;
  if (code === NON_REFUNDABLE_CODE) return { code, refundable: false, description, freeUntil: null, penalty: { basis: 'full_stay', value: 100 } };
  const penalties = (p.cancelPenalties ?? []).filter((x) => !x.noShow);
  if (penalties.some((x) => x.cancellable === false)) {
    return { code, refundable: false, description, freeUntil: null, penalty: penaltyOf(penalties.find((x) => x.cancellable === false)?.penaltyCharge) };
  }
  const deadlines = penalties.map((x) => (x.cancelDeadline ? deadlineOf(checkIn, x.cancelDeadline) : null)).filter((d): d is string => d !== null);
  // Several penalties: the earliest deadline is when cancelling stops being free.
  const freeUntil = deadlines.sort()[0] ?? null;
  return { code, refundable: true, description, freeUntil, penalty: penaltyOf(penalties[0]?.penaltyCharge) };
}

function penaltyOf(c: NonNullable<DerbyCancelPolicy['cancelPenalties']>[number]['penaltyCharge']): CancelPolicy['penalty'] {
  if (!c) return null;
  if (c.chargeBase === 'FullStay') return { basis: 'full_stay', value: 100 };
  if (c.chargeBase === 'NightBase') return { basis: 'nights', value: c.nights ?? 1 };
  if (typeof c.percent === 'number') return { basis: 'percent', value: c.percent };
  if (typeof c.amount === 'number') return { basis: 'amount', value: c.amount };
  return null;
}

const FEE_PER: Record<string, Fee['per']> = {
  PerRoomPerNight: 'room_night',
  PerRoomPerStay: 'room_stay',
  PerPersonPerNight: 'person_night',
  PerPersonPerStay: 'person_stay',
};

export function normaliseFees(fees: DerbyFee[] | undefined): Fee[] {
  return (fees ?? [])
    .filter((f) => typeof f.fee?.amount === 'number')
    .map((f) => ({
      name: f.fee?.name ?? 'Fee',
      amount: f.fee!.amount!,
      percent: f.fee?.amountType === 'Percent',
      inclusive: f.fee?.type === 'Inclusive',
      per: FEE_PER[f.fee?.chargeType ?? ''] ?? null,
    }));
}

export function mapRoomRate(hotelId: string, r: DerbyRoomRate, q: StayQuery, extra: { cancelPolicy?: DerbyCancelPolicy; fees?: DerbyFee[] } = {}): Offer {
  const nights = nightsBetween(q.checkIn, q.checkOut);
  const before = r.amountBeforeTax ?? [];
  const after = r.amountAfterTax ?? before;
  if (before.length !== nights || after.length !== nights) {
    throw new SupplierError('derbysoft', 'unavailable', `derbysoft: ${hotelId}/${r.roomId}/${r.rateId} has ${before.length} nightly amounts for ${nights} nights`, {
      retryable: false,
    });
  }
  const money = (amount: number) => roundMoney(amount, r.currency);
  const nightly = before.map((b, i) => ({ date: addDays(q.checkIn, i), amountBeforeTax: money(b), amountAfterTax: money(after[i]!) }));
  const sum = (k: 'amountBeforeTax' | 'amountAfterTax') => money(nightly.reduce((s, n) => s + n[k], 0) * q.rooms);
  return {
    offerId: encodeOfferId(hotelId, r, q),
    propertyId: hotelId,
    roomId: r.roomId,
    rateId: r.rateId,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    rooms: q.rooms,
    currency: r.currency,
    nightly,
    totalBeforeTax: sum('amountBeforeTax'),
    totalAfterTax: sum('amountAfterTax'),
    inventory: typeof r.inventory === 'number' ? r.inventory : null,
    mealPlan: r.mealPlan ?? null,
    cancelPolicy: normaliseCancelPolicy(r.cancelPolicy ?? extra.cancelPolicy, q.checkIn),
    fees: normaliseFees(r.fees ?? extra.fees),
  };
}

/** The room rate as sent back in prebook/book: the supplier's own per-night amounts. */
export function wireRoomRate(o: Offer): DerbyRoomRate {
  return {
    roomId: o.roomId,
    rateId: o.rateId,
    currency: o.currency,
    amountBeforeTax: o.nightly.map((n) => n.amountBeforeTax),
    amountAfterTax: o.nightly.map((n) => n.amountAfterTax),
    ...(o.mealPlan ? { mealPlan: o.mealPlan } : {}),
  };
}

export function mapDetailStatus(d: DetailResponse): ReservationStatus['status'] {
  const result = (d.result ?? '').toLowerCase();
  if (result === 'processing') return 'processing';
  if (result === 'failed') return 'failed';
  switch ((d.status ?? '').toLowerCase()) {
    case 'confirmed':
      return 'confirmed';
    case 'cancelled':
    case 'canceled':
      return 'cancelled';
    case 'modified':
      return 'modified';
    default:
      return 'unknown';
  }
}
