import { z } from 'zod';
import { booking, type Booking } from '@/api/schemas/bookings';

/**
 * A confirmed booking's arrival card: what a driver needs to reach the hotel and check in, kept on their device so it
 * opens with no network. It holds no price or availability — those are only true when the server says them now —
 * and it says when it was saved. The hotel facts are the booking answer's own (`booking.hotel`), so the card is
 * described once.
 */
export const arrivalCard = z.object({
  booking_id: z.number(),
  /** Whose booking: the device keeps only the signed-in driver's cards (cardStore.ts). */
  user_id: z.number(),
  confirmation_code: z.string(),
  hotel: booking.shape.hotel.omit({ id: true, thumbnail: true }),
  room: z.string(),
  checkin_date: z.string(),
  checkout_date: z.string(),
  nights: z.number(),
  /** When the device saved it (ISO instant): the card is as of then. */
  saved_at: z.string(),
});
export type ArrivalCard = z.infer<typeof arrivalCard>;

/** Today's date on the device, 'YYYY-MM-DD'. */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a booking earns a card on the device: confirmed, and its stay not over (checkout today counts). */
export function keepsArrivalCard(b: Pick<Booking, 'status' | 'checkout_date' | 'user_id'>, today: string): boolean {
  return b.status === 'confirmed' && b.user_id !== null && b.checkout_date.slice(0, 10) >= today;
}

/** The card of a booking that keeps one (keepsArrivalCard), as of `savedAt`. */
export function arrivalCardOf(b: Booking, savedAt: Date): ArrivalCard {
  const { id: _id, thumbnail: _thumbnail, ...hotel } = b.hotel;
  return {
    booking_id: b.id,
    user_id: b.user_id ?? 0,
    confirmation_code: b.confirmation_code,
    hotel,
    room: b.room.name,
    checkin_date: b.checkin_date,
    checkout_date: b.checkout_date,
    nights: b.nights,
    saved_at: savedAt.toISOString(),
  };
}

/** Cards soonest first (the next stay on top). */
export function byArrival(a: ArrivalCard, b: ArrivalCard): number {
  return a.checkin_date.localeCompare(b.checkin_date) || a.booking_id - b.booking_id;
}

/**
 * Links that open the hotel's coordinates in a maps app: `geo:` (the phone's own maps app, which may work offline)
 * and OpenStreetMap on the web (where no app takes geo:). Null without coordinates.
 */
export function mapLinks(hotel: Pick<ArrivalCard['hotel'], 'latitude' | 'longitude' | 'hotelName'>): { geo: string; web: string } | null {
  const { latitude: lat, longitude: lng } = hotel;
  if (lat === null || lng === null) return null;
  const at = `${lat},${lng}`;
  // The label sits in parentheses, so its own are escaped too (encodeURIComponent leaves them).
  const label = encodeURIComponent(hotel.hotelName).replace(/\(/g, '%28').replace(/\)/g, '%29');
  return {
    geo: `geo:${at}?q=${at}(${label})`,
    web: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  };
}

/** A time of day ('HH:MM', the hotel's clock) as the reader's language writes it: '3:00 PM', '15:00'. */
export function formatClockTime(hhmm: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return at.toLocaleTimeString(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
}
