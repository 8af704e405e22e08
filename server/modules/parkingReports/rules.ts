import { addDays } from '@/api/stay';
import type { BookingStatus } from '@/api/schemas/bookings';
import { hotelToday, type HotelClockSource } from '@/api/hotelClock';

type StayOf = { status: BookingStatus; checkin_date: string; checkout_date: string };

/**
 * The night of a booking its driver may report the truck parking of now, or null (DESIGN: "A driver who stayed").
 * A confirmed booking from its check-in day to its check-out day, at the hotel's date (on its clock: hotelToday): tonight while the stay lasts,
 * its last night on the morning of check-out. Before the stay nobody has seen the lot; a day after it, what they saw
 * would already have faded.
 */
export function reportableNight(booking: StayOf, hotel: HotelClockSource, now = Date.now()): string | null {
  if (booking.status !== 'confirmed') return null;
  const today = hotelToday(hotel, now);
  if (today < booking.checkin_date || today > booking.checkout_date) return null;
  return today === booking.checkout_date ? addDays(today, -1) : today;
}
