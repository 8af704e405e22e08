import { describe, expect, it } from 'vitest';
import { attemptStorageKey, createAttemptKeys, newIdempotencyKey } from '@/storefront/booking/bookingAttempt';

const scope = { hotelId: 7, roomId: 42, checkIn: '2026-12-01', checkOut: '2026-12-03', rooms: 1, adults: 1 };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('booking attempt keys', () => {
  it('makes keys the API accepts', () => {
    for (let i = 0; i < 20; i++) expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(new Set(Array.from({ length: 50 }, newIdempotencyKey)).size).toBe(50);
  });

  it('keeps one key per hotel, room, dates and party until the attempt ends', () => {
    const storage = memoryStorage();
    let n = 0;
    const keys = createAttemptKeys(storage, () => `key-number-${++n}`);
    const first = keys.current(scope);
    expect(keys.current(scope)).toBe(first);
    expect(keys.current({ ...scope, checkOut: '2026-12-04' })).not.toBe(first);
    expect(keys.current({ ...scope, roomId: 43 })).not.toBe(first);
    expect(keys.current({ ...scope, adults: 2 })).not.toBe(first);
    expect(keys.current({ ...scope, rooms: 2, adults: 2 })).not.toBe(first);
    keys.finish(scope);
    const second = keys.current(scope);
    expect(second).not.toBe(first);
    expect(storage.items.get(attemptStorageKey(scope))).toBe(second);
  });

  it('survives a reload: a new page with the same storage sends the same key', () => {
    const storage = memoryStorage();
    const before = createAttemptKeys(storage).current(scope);
    const afterReload = createAttemptKeys(storage);
    expect(afterReload.current(scope)).toBe(before);
  });

  it('replaces a kept value the API would refuse', () => {
    const storage = memoryStorage();
    storage.setItem(attemptStorageKey(scope), 'bad key!');
    const key = createAttemptKeys(storage).current(scope);
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
  });

  it('works without storage (blocked or throwing), for the life of the page', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    for (const store of [null, broken]) {
      const keys = createAttemptKeys(store);
      const key = keys.current(scope);
      expect(keys.current(scope)).toBe(key);
      keys.finish(scope);
      expect(keys.current(scope)).not.toBe(key);
    }
  });
});
