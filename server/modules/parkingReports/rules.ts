import { addDays } from '@/api/stay';
import type { BookingStatus } from '@/api/schemas/bookings';
import { utcOffsetHours } from '../bookings/policy';

/** The calendar date at the hotel now (hotels keep no time zone: the one their longitude falls in, as for deadlines). */
export function hotelToday(hotelLongitude: number | null, now = Date.now()): string {
  return new Date(now + utcOffsetHours(hotelLongitude) * 3_600_000).toISOString().slice(0, 10);
}

type StayOf = { status: BookingStatus; checkin_date: string; checkout_date: string };

/**
 * The night of a booking its driver may report the truck parking of now, or null (DESIGN: "A driver who stayed").
 * A confirmed booking from its check-in day to its check-out day, at the hotel's date: tonight while the stay lasts,
 * its last night on the morning of check-out. Before the stay nobody has seen the lot; a day after it, what they saw
 * would already have faded.
 */
export function reportableNight(booking: StayOf, hotelLongitude: number | null, now = Date.now()): string | null {
  if (booking.status !== 'confirmed') return null;
  const today = hotelToday(hotelLongitude, now);
  if (today < booking.checkin_date || today > booking.checkout_date) return null;
  return today === booking.checkout_date ? addDays(today, -1) : today;
}
