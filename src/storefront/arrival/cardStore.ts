import type { ArrivalCard } from './arrivalCard';

/**
 * The arrival cards on this device, in IndexedDB (DESIGN.md, "Arrival cards offline"): one record per booking, with
 * the driver it belongs to. The store only ever holds the cards of the driver whose token the browser holds: signing
 * out (or a token the server refuses) empties it, and a different driver signing in drops the previous one's.
 * Records are read back unchecked here (the session loads this module on every page of a signed-in driver);
 * useArrivalCards.ts parses them before anything shows them.
 */

const DB_NAME = 'rigrest';
const DB_VERSION = 1;
const STORE = 'arrival-cards';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'booking_id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction over the store and resolves when it has committed. */
async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await database();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request ? request.result : undefined);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Every record kept, as stored. */
export async function readStoredCards(): Promise<unknown[]> {
  return (await inStore<unknown[]>('readonly', (store) => store.getAll())) ?? [];
}

/** Saves `put` (replacing a booking's earlier card) and removes the cards of `remove` (booking ids), in one go. */
export async function changeCards(put: ArrivalCard[], remove: number[]): Promise<void> {
  if (!put.length && !remove.length) return;
  await inStore('readwrite', (store) => {
    for (const card of put) store.put(card);
    for (const id of remove) store.delete(id);
  });
}

/** Drops the cards of anyone but `userId` (another driver signed in on this device). */
export async function keepOnlyCardsOf(userId: number): Promise<void> {
  const others = (await readStoredCards()).flatMap((row) => {
    const { user_id, booking_id } = (row ?? {}) as Partial<ArrivalCard>;
    return user_id !== userId && typeof booking_id === 'number' ? [booking_id] : [];
  });
  await changeCards([], others);
}

/** Empties the store (signed out). */
export async function clearCards(): Promise<void> {
  await inStore('readwrite', (store) => {
    store.clear();
  });
}
