import { addDays, isIsoDate, localIsoDate, MAX_NIGHTS as MAX_STAY_NIGHTS, nightsBetween, type Stay } from '../search/stayDates';

/** The nights a traveller asks about on a hotel page (`?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD`): the search's dates. */
export { addDays, defaultStay, localIsoDate, MAX_NIGHTS as MAX_STAY_NIGHTS, nightsBetween, type Stay } from '../search/stayDates';

const isCalendarDate = (value: string | null): value is string => isIsoDate(value);

/**
 * The stay the URL asks for, made sensible: a past or missing check-in becomes tonight, a check-out that is
 * missing, not after check-in, or more than the longest stay away becomes the next morning.
 */
export function readStay(params: URLSearchParams, now: Date): Stay {
  const today = localIsoDate(now);
  const askedIn = params.get('checkIn');
  const askedOut = params.get('checkOut');
  const checkIn = isCalendarDate(askedIn) && askedIn >= today ? askedIn : today;
  const outFits = isCalendarDate(askedOut) && askedOut > checkIn && nightsBetween(checkIn, askedOut) <= MAX_STAY_NIGHTS;
  return { checkIn, checkOut: outFits ? askedOut : addDays(checkIn, 1) };
}

/** The URL's query with the stay written into it; other parameters are kept. */
export function withStay(params: URLSearchParams, stay: Stay): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('checkIn', stay.checkIn);
  next.set('checkOut', stay.checkOut);
  return next;
}

/** A new check-in keeps the number of nights when it can; a new check-out must stay after check-in. */
export function changeStay(stay: Stay, change: Partial<Stay>, now: Date): Stay {
  if (change.checkIn !== undefined) {
    const nights = Math.max(1, nightsBetween(stay.checkIn, stay.checkOut));
    const checkIn = isCalendarDate(change.checkIn) && change.checkIn >= localIsoDate(now) ? change.checkIn : localIsoDate(now);
    return { checkIn, checkOut: addDays(checkIn, Math.min(nights, MAX_STAY_NIGHTS)) };
  }
  if (change.checkOut !== undefined) {
    const ok = isCalendarDate(change.checkOut) && change.checkOut > stay.checkIn && nightsBetween(stay.checkIn, change.checkOut) <= MAX_STAY_NIGHTS;
    return ok ? { ...stay, checkOut: change.checkOut } : stay;
  }
  return stay;
}

/** Where the Book button goes: the reservation page, with the room and the dates. */
export function reservationPath(slug: string, roomId: number, stay: Stay): string {
  const query = new URLSearchParams({ room: String(roomId), checkIn: stay.checkIn, checkOut: stay.checkOut });
  return `/hotels/reservation/${encodeURIComponent(slug)}?${query.toString()}`;
}
