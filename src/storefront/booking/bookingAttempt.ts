/**
 * The Idempotency-Key of a booking attempt. It is made once and kept in sessionStorage under the hotel, room and
 * dates and party, so a retry after a network error, a second click or a reload of the page sends the same key and the
 * server answers with the first booking instead of making a second one. A settled answer (booked, refused, price
 * changed) ends the attempt: the next Book is a new attempt with a new key.
 */
export type AttemptScope = { hotelId: number; roomId: number; checkIn: string; checkOut: string; rooms: number; adults: number };

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'rigrest.booking-attempt';

export const attemptStorageKey = (s: AttemptScope) => `${PREFIX}:${s.hotelId}:${s.roomId}:${s.checkIn}:${s.checkOut}:${s.rooms}:${s.adults}`;

/** A key the API accepts (8-100 of [A-Za-z0-9_.:-]). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

const VALID = /^[A-Za-z0-9_.:-]{8,100}$/;

function sessionStore(): KeyStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the key then lives as long as the page
  }
}

export function createAttemptKeys(store: KeyStore | null = sessionStore(), makeKey: () => string = newIdempotencyKey) {
  const memory = new Map<string, string>();
  const read = (name: string) => {
    try {
      return store?.getItem(name) ?? memory.get(name) ?? null;
    } catch {
      return memory.get(name) ?? null;
    }
  };
  const write = (name: string, value: string | null) => {
    if (value === null) memory.delete(name);
    else memory.set(name, value);
    try {
      if (value === null) store?.removeItem(name);
      else store?.setItem(name, value);
    } catch {
      // quota or privacy mode: the in-memory copy still covers retries on this page
    }
  };
  return {
    /** The attempt's key: the kept one, or a new one that is kept from now on. */
    current(scope: AttemptScope): string {
      const name = attemptStorageKey(scope);
      const kept = read(name);
      if (kept && VALID.test(kept)) return kept;
      const key = makeKey();
      write(name, key);
      return key;
    },
    /** Ends the attempt: the next `current` makes a new key. */
    finish(scope: AttemptScope): void {
      write(attemptStorageKey(scope), null);
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
