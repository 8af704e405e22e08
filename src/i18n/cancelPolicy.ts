import type { RoomOffer } from '@/api/schemas/hotelSearch';

/** Which sentence describes a room's cancellation terms (keys under `booking:cancelPolicy`, and the booking mail's). */
export type CancelWording =
  | { key: 'unknown' }
  | { key: 'nonRefundable' }
  | { key: 'refundable' }
  | { key: 'freeUntil'; date: string; time: string };

/**
 * A cancellation policy in plain words. `free_until` is the hotel's local wall-clock time (YYYY-MM-DDTHH:mm), so it
 * is formatted as written, never shifted into the reader's time zone.
 */
export function cancelWording(policy: RoomOffer['cancel_policy'], locale: string): CancelWording {
  if (!policy) return { key: 'unknown' };
  if (!policy.refundable) return { key: 'nonRefundable' };
  const match = policy.free_until ? /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(policy.free_until) : null;
  if (!match) return { key: 'refundable' };
  const [, y, mo, d, h = '00', mi = '00'] = match;
  const wallClock = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  if (Number.isNaN(wallClock.getTime())) return { key: 'refundable' };
  const date = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(wallClock);
  const time = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(wallClock);
  return { key: 'freeUntil', date, time };
}
