import { deskOpenAt, hotelZone, instantOf, wallClock } from '@/api/hotelClock';
import { driveMinutesOf, type HoursLeft } from '@/api/reach';
import type { Arrival } from '@/api/schemas/reach';
import type { HotelSummary } from '@/api/schemas/hotels';
import { localCancelPolicy } from './liveCheck';

export type ArrivalInput = {
  /** When the driver set off: the search's own time. */
  departAt: number;
  /** Km to drive; null when the search had no starting point. */
  driveKm: number | null;
  hoursLeft: HoursLeft;
  /** Whether the search placed the hotel within the hours left (the statement decided it). */
  reachable: boolean;
  hotel: Pick<HotelSummary, 'timeZone' | 'longitude' | 'frontDesk' | 'supplier'>;
  checkIn: string;
};

/**
 * The free-cancellation deadline of the stay on the hotel's clock, where we know it: our own inventory's rule.
 * A supplier's deadline comes with its rates, per room, on the hotel's page.
 */
const freeCancelUntil = (hotel: ArrivalInput['hotel'], checkIn: string) => (hotel.supplier === 'derbysoft' ? null : localCancelPolicy(checkIn)?.free_until ?? null);

/** The arrival of a driver setting off at `departAt`, on the hotel's clock, with what makes it a late one. */
export function arrivalOf({ departAt, driveKm, hoursLeft, reachable, hotel, checkIn }: ArrivalInput): Arrival | null {
  if (driveKm === null) return null;
  const minutes = driveMinutesOf(driveKm, hoursLeft.speedKmh);
  const at = departAt + Math.round(minutes * 60_000);
  const zone = hotelZone(hotel);
  const desk = hotel.frontDesk;
  const deadline = freeCancelUntil(hotel, checkIn);
  const stayLater = wallClock(at, zone).date < checkIn;
  return {
    drive_km: Math.round(driveKm * 10) / 10,
    drive_minutes: Math.round(minutes),
    arrives_at: new Date(at).toISOString(),
    time_zone: zone,
    reachable,
    desk_closed: !stayLater && !desk.open_24h && desk.opens !== null && desk.closes !== null && !deskOpenAt(wallClock(at, zone).minutes, desk.opens, desk.closes),
    after_free_cancellation: stayLater || deadline === null ? null : at >= instantOf(deadline, zone),
    stay_later: stayLater,
  };
}
