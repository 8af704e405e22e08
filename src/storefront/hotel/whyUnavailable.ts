import { roomsSleep, type Party } from '@/api/party';
import type { RoomOffer } from '@/api/schemas/hotelSearch';

/** Why a room offer cannot be booked for the party: too few beds, fewer rooms left than asked for, or none left. */
export type Unavailable = { why: 'tooSmall' } | { why: 'fewLeft'; left: number } | { why: 'soldOut' };

export function whyUnavailable(offer: Pick<RoomOffer, 'max_occupancy' | 'rooms_left'>, party: Party): Unavailable {
  if (!roomsSleep(offer.max_occupancy, party)) return { why: 'tooSmall' };
  if (offer.rooms_left !== null && offer.rooms_left > 0 && offer.rooms_left < party.rooms) return { why: 'fewLeft', left: offer.rooms_left };
  return { why: 'soldOut' };
}
