import { describe, expect, it } from 'vitest';
import { PriorityLock, currentPriority, withLowPriority, type Priority } from '@server/db/fairQueue';

/** Takes the lock, notes who got it, and leaves the release to the test. */
function taker(lock: PriorityLock, order: string[]) {
  return (name: string, p: Priority) => lock.acquire(p).then(() => order.push(name));
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PriorityLock', () => {
  it('hands a released lock to the oldest normal waiter before any low one', async () => {
    const lock = new PriorityLock();
    const order: string[] = [];
    const take = taker(lock, order);
    await lock.acquire('low');
    void take('search 1', 'low');
    void take('search 2', 'low');
    void take('booking', 'normal');
    void take('page', 'normal');
    expect(lock.waiting).toEqual({ normal: 2, low: 2 });
    for (let i = 0; i < 4; i++) {
      lock.release();
      await settle();
    }
    expect(order).toEqual(['booking', 'page', 'search 1', 'search 2']);
    lock.release();
    expect(lock.waiting).toEqual({ normal: 0, low: 0 });
    // Free again: the next taker gets it at once.
    await lock.acquire('normal');
  });

  it('lets a low waiter through after it was passed over maxPassOver times, so searches are slowed, never stopped', async () => {
    const lock = new PriorityLock(2);
    const order: string[] = [];
    const take = taker(lock, order);
    await lock.acquire('normal');
    void take('search', 'low');
    for (let i = 1; i <= 4; i++) void take(`page ${i}`, 'normal');
    for (let i = 0; i < 5; i++) {
      lock.release();
      await settle();
    }
    expect(order).toEqual(['page 1', 'page 2', 'search', 'page 3', 'page 4']);
  });

  it('gives a request asking again within the same turn (between two of its statements) the lock before low work', async () => {
    const lock = new PriorityLock();
    const order: string[] = [];
    await lock.acquire('normal');
    void lock.acquire('low').then(() => order.push('search'));
    lock.release();
    await Promise.resolve();
    void lock.acquire('normal').then(() => order.push('booking, next statement'));
    await settle();
    lock.release();
    await settle();
    expect(order).toEqual(['booking, next statement', 'search']);
  });

  it('hands low work out by its place: a search that started earlier goes before later ones, even asking last', async () => {
    const lock = new PriorityLock();
    const order: string[] = [];
    await lock.acquire('normal');
    void lock.acquire('low', 200).then(() => order.push('search started at 200'));
    void lock.acquire('low', 300).then(() => order.push('search started at 300'));
    // Its first statement done, the search of 100 asks again, after the others: it goes first.
    void lock.acquire('low', 100).then(() => order.push('search started at 100, second statement'));
    void lock.acquire('low', 300).then(() => order.push('another search started at 300'));
    for (let i = 0; i < 5; i++) {
      lock.release();
      await settle();
    }
    expect(order).toEqual(['search started at 100, second statement', 'search started at 200', 'search started at 300', 'another search started at 300']);
  });

  it('places work that keeps its place by when it started, other low work by when each statement asks', async () => {
    const places = async (keepPlace: boolean) =>
      withLowPriority(async () => {
        const lock = new PriorityLock();
        await lock.acquire('normal');
        const order: string[] = [];
        const first = performance.now();
        await new Promise((r) => setTimeout(r, 20));
        // Someone else's work placed between this work's start and its next statement.
        void lock.acquire('low', first + 10).then(() => order.push('other'));
        void lock.acquire('low').then(() => order.push('this work'));
        lock.release();
        await settle();
        lock.release();
        await settle();
        return order;
      }, { keepPlace });
    expect(await places(true)).toEqual(['this work', 'other']);
    expect(await places(false)).toEqual(['other', 'this work']);
  });

  it('knows the priority of the code it runs in, through awaits', async () => {
    expect(currentPriority()).toBe('normal');
    const inside = await withLowPriority(async () => {
      await settle();
      return currentPriority();
    });
    expect(inside).toBe('low');
    expect(currentPriority()).toBe('normal');
  });
});
