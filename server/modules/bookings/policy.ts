import type { BookingStatus } from '@/api/schemas/bookings';
import type { StoredCancelPolicy } from '@server/db/types-bookings';

/**
 * Hotels keep no time zone; a cancellation deadline in "hotel local time" is read in the zone its longitude
 * falls in (15 degrees an hour: Joplin at -94.5 is UTC-6). Off by an hour at worst near a zone's edge or in
 * summer time, which the deadline's wording ("hotel's local time") leaves to the hotel.
 */
export function utcOffsetHours(longitude: number | null): number {
  return longitude === null ? -5 : Math.round(longitude / 15);
}

/** The instant a hotel-local "YYYY-MM-DDTHH:mm" falls on. */
export function localDeadline(freeUntil: string, longitude: number | null): number {
  return Date.parse(`${freeUntil}:00Z`) - utcOffsetHours(longitude) * 3_600_000;
}

/** Whether the driver may still cancel: a confirmed, refundable booking before its free-cancellation deadline. */
export function driverMayCancel(
  b: { status: BookingStatus; cancel_policy: StoredCancelPolicy | null; checkin_date: string },
  hotelLongitude: number | null,
  now = Date.now(),
): boolean {
  if (b.status !== 'confirmed') return false;
  const policy = b.cancel_policy;
  if (!policy || !policy.refundable) return false;
  const deadline = policy.free_until ?? `${b.checkin_date}T00:00`;
  return now < localDeadline(deadline, hotelLongitude);
}

/** Staff may cancel any booking that is not over: pending (the supplier never confirmed) or confirmed. */
export const staffMayCancel = (b: { status: BookingStatus }) => b.status === 'confirmed' || b.status === 'pending';
