import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairQueueOf } from '@server/db/fairQueue';
import { addTestHotel, day } from './hotelFixtures';
import { dbKind, setupTestApp, type SignedIn, type TestContext } from './harness';
import { statementLog } from './statementLog';

/**
 * PGlite serves one statement (or transaction) at a time. A booking and a page read queued behind searches are
 * served before the searches' own statements: they wait for the statement running, never for the whole queue of
 * searches. Order of completion only; nothing is timed.
 */
describe.skipIf(dbKind !== 'pglite')('fair queueing on the embedded database', () => {
  let t: TestContext;
  let driver: SignedIn;
  let hotel: Awaited<ReturnType<typeof addTestHotel>>;
  const order: string[] = [];
  // A search ends with the one statement that writes its results (raw SQL); each completes in this order.
  const watch = statementLog((text) => {
    if (/insert into search_results/i.test(text)) order.push('search');
  });

  beforeAll(async () => {
    t = await setupTestApp({ SEARCH_RATE_LIMIT: '1000' }, { plugins: [watch.plugin] });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    hotel = await addTestHotel(t.db, { name: 'Queue Inn Joplin', lat: 37.08, lng: -94.5, allotment: 5, from: 3, days: 10 });
    for (let i = 0; i < 5; i++) await addTestHotel(t.db, { name: `Nearby Motel ${i}`, lat: 37.08 + i / 100, lng: -94.5 });
  });
  afterAll(() => t?.close());

  it('a booking and a hotel page read complete before the searches queued ahead of them', async () => {
    // Hold the one connection, as a long search statement would, while everything below queues up.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      holding();
      await gate;
    });
    await held;

    const search = { checkInDate: day(4), checkOutDate: day(6), location: { latitude: 37.08, longitude: -94.5 } };
    const searches = Array.from({ length: 4 }, () => t.app.inject({ method: 'POST', url: '/api/hotels/search', payload: search }));
    const booking = t.app
      .inject({
        method: 'POST',
        url: `/api/bookings/${hotel.hotelId}/${hotel.roomId}`,
        headers: { ...driver.auth, 'idempotency-key': randomUUID() },
        payload: {
          checkin_date: day(4),
          checkout_date: day(6),
          guest: { first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com', phone: '+1 417 555 0100' },
          truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
          expected_total: 178,
          currency: 'USD',
        },
      })
      .then((res) => {
        order.push('booking');
        return res;
      });
    const page = t.app.inject({ method: 'GET', url: `/api/hotel/${hotel.slug}` }).then((res) => {
      order.push('page');
      return res;
    });

    // Every request has come to the database and waits for it: the four searches' first statements (the lookup's
    // insert) ahead of the booking's and the page's.
    const queue = fairQueueOf(t.db)!;
    while (queue.waiting.normal < 6) await new Promise((resolve) => setImmediate(resolve));

    release();
    await holder;
    const [booked, read, ...started] = await Promise.all([booking, page, ...searches]);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(read.statusCode, read.body).toBe(200);
    for (const s of started) expect(s.statusCode, s.body).toBe(201);
    await t.app.background.settled();

    const lookups = await t.db.selectFrom('lookups').select(['status', 'error']).execute();
    expect(lookups.map((l) => l.status), JSON.stringify(lookups)).toEqual(['complete', 'complete', 'complete', 'complete']);
    expect(order.filter((o) => o === 'search'), order.join(', ')).toHaveLength(4);
    expect(order.slice(0, 2).sort(), order.join(', ')).toEqual(['booking', 'page']);
  });
});
