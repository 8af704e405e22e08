/**
 * Spec section 7: a search carries Session-Time, User-Id and Session-Id "taken from local storage" — one browsing
 * session id and its start, kept for a day, so support can follow a driver's searches.
 */
const KEY = 'rigrest.searchSession';
const MAX_AGE_MS = 24 * 60 * 60_000;

type StoredSession = { id: string; time: string };

function newId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function readStored(): StoredSession | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StoredSession> | null;
    if (parsed?.id && parsed.time && Date.now() - Date.parse(parsed.time) < MAX_AGE_MS) return { id: parsed.id, time: parsed.time };
  } catch {
    // A damaged entry is replaced below.
  }
  return null;
}

export function searchSessionHeaders(userId: number | null | undefined): { time: string; userId: string; sessionId: string } {
  let session: StoredSession | null = null;
  try {
    session = readStored();
    if (!session) {
      session = { id: newId(), time: new Date().toISOString() };
      localStorage.setItem(KEY, JSON.stringify(session));
    }
  } catch {
    // Private mode without storage: a session of one search.
    session = { id: newId(), time: new Date().toISOString() };
  }
  return { time: session.time, userId: userId ? String(userId) : '', sessionId: session.id };
}
