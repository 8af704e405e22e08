/**
 * THE rules of who a stay is for — how many rooms, how many adults — for the search, the hotel page's live check and
 * the booking alike (a team of two drivers books one room for two). No zod at run time: the storefront's first pages
 * use it.
 */

import { wholeNumber } from './wholeNumber';

export const MAX_ROOMS = 9;
export const MAX_ADULTS = 18;

export type Party = { rooms: number; adults: number };

export const DEFAULT_PARTY: Party = { rooms: 1, adults: 1 };

/** The storefront's URL parameters of a party (links drivers share carry them: never rename). */
export const partyParams = { rooms: 'rooms', adults: 'adults' } as const;


/** Each room needs an adult (suppliers refuse fewer): a party with more rooms than adults gets an adult per room. */
export function withRooms(party: Party, rooms: number): Party {
  return { rooms, adults: Math.max(party.adults, rooms) };
}

/** One choice of the Rooms or the Adults field. */
export type PartyChange = { rooms: number; adults?: never } | { adults: number; rooms?: never };

/**
 * The party after one choice, applied to the party as it is by then (not as the field last showed it: a quick second
 * choice must keep the first). Adults never go below the rooms.
 */
export function changeParty(party: Party, change: PartyChange): Party {
  return change.rooms !== undefined ? withRooms(party, change.rooms) : { rooms: party.rooms, adults: Math.max(change.adults, party.rooms) };
}

/** The party a URL asks for; a value out of range falls back to its default, and each room gets an adult. */
export function readParty(params: URLSearchParams): Party {
  const rooms = wholeNumber(params.get(partyParams.rooms), 1, MAX_ROOMS) ?? DEFAULT_PARTY.rooms;
  const adults = wholeNumber(params.get(partyParams.adults), 1, MAX_ADULTS) ?? DEFAULT_PARTY.adults;
  return withRooms({ rooms, adults }, rooms);
}

/** The URL's query with the party written into it (a default is left out, so shared links stay short). */
export function writeParty(params: URLSearchParams, party: Party): URLSearchParams {
  for (const key of ['rooms', 'adults'] as const) {
    if (party[key] === DEFAULT_PARTY[key]) params.delete(partyParams[key]);
    else params.set(partyParams[key], String(party[key]));
  }
  return params;
}

/** Guests per room, rounded up: a room must sleep them. */
export const guestsPerRoom = (party: Party) => Math.ceil(party.adults / party.rooms);

/** Whether `rooms` rooms of a type that sleeps `maxOccupancy` take the party: the search, live check and booking rule. */
export const roomsSleep = (maxOccupancy: number, party: Party) => maxOccupancy >= guestsPerRoom(party);

export const isDefaultParty = (party: Party) => party.rooms === DEFAULT_PARTY.rooms && party.adults === DEFAULT_PARTY.adults;
