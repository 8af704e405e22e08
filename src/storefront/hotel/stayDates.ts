import { writeParty, type Party } from '@/api/party';
import { addDays, checkInProblem, checkOutProblem, localIsoDate, MAX_STAY_NIGHTS, nightsBetween, stayParams, type Stay } from '@/api/stay';

/** The URL's query with the stay written into it; other parameters are kept. */
export function withStay(params: URLSearchParams, stay: Stay): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(stayParams.checkIn, stay.checkIn);
  next.set(stayParams.checkOut, stay.checkOut);
  return next;
}

/** A new check-in keeps the number of nights when it can; a new check-out must fit the stay's rules. */
export function changeStay(stay: Stay, change: Partial<Stay>, now: Date): Stay {
  const today = localIsoDate(now);
  if (change.checkIn !== undefined) {
    const nights = Math.max(1, nightsBetween(stay.checkIn, stay.checkOut));
    const checkIn = checkInProblem(change.checkIn, today) ? today : change.checkIn;
    return { checkIn, checkOut: addDays(checkIn, Math.min(nights, MAX_STAY_NIGHTS)) };
  }
  if (change.checkOut !== undefined) return checkOutProblem(stay.checkIn, change.checkOut) ? stay : { ...stay, checkOut: change.checkOut };
  return stay;
}

/** A hotel page's query for a stay and its party (the party left out when it is one adult in one room). */
export function stayQuery(stay: Stay, party: Party): string {
  return writeParty(withStay(new URLSearchParams(), stay), party).toString();
}

/** Where the Book button goes: the reservation page, with the room, the dates and the party. */
export function reservationPath(slug: string, roomId: number, stay: Stay, party: Party): string {
  return `/hotels/reservation/${encodeURIComponent(slug)}?room=${roomId}&${stayQuery(stay, party)}`;
}
