import { hotelInstant, type HotelClockSource } from '@/api/hotelClock';
import type { BookingStatus } from '@/api/schemas/bookings';
import type { StoredCancelPolicy } from '@server/db/types-bookings';

/**
 * Whether the driver may still cancel: a confirmed, refundable booking before its free-cancellation deadline, which
 * is in the hotel's local time, read on the hotel's clock (its time zone; its longitude only when it has none).
 */
export function driverMayCancel(
  b: { status: BookingStatus; cancel_policy: StoredCancelPolicy | null; checkin_date: string },
  hotel: HotelClockSource,
  now = Date.now(),
): boolean {
  if (b.status !== 'confirmed') return false;
  const policy = b.cancel_policy;
  if (!policy || !policy.refundable) return false;
  const deadline = policy.free_until ?? `${b.checkin_date}T00:00`;
  return now < hotelInstant(deadline, hotel);
}

/** Staff may cancel any booking that is not over: pending (the supplier never confirmed) or confirmed. */
export const staffMayCancel = (b: { status: BookingStatus }) => b.status === 'confirmed' || b.status === 'pending';
