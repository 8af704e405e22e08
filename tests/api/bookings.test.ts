import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { wallClock } from '@/api/hotelClock';
import type { Booking } from '@/api/schemas/bookings';
import type { Db } from '@server/db';
import { BOOKING_MAIL_JOB } from '@server/modules/bookings/notify';
import { SupplierError } from '@server/suppliers/types';
import { fakeInventory } from './fakeInventory';
import { addTestHotel, day, type TestHotel } from './hotelFixtures';
import { dbKind, setupTestApp, type SignedIn, type TestContext } from './harness';

/** A hotel with one room type of `allotment` rooms for `days` nights from `from` (days from today), at `price` cents. */
const addHotel = (db: Db, name: string, opts: Omit<TestHotel, 'name'> = {}) => addTestHotel(db, { name, ...opts });

const guest = { first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com', phone: '+1 417 555 0100' };

/** A booking request for nights [from, from + nights) at `nightly` dollars. */
const request = (from: number, nights: number, nightly = 89, extra: Record<string, unknown> = {}) => ({
  checkin_date: day(from),
  checkout_date: day(from + nights),
  guest,
  truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
  special_requests: 'Late arrival, around 11 pm',
  expected_total: nightly * nights,
  currency: 'USD',
  ...extra,
});

describe('bookings', () => {
  let t: TestContext;
  let inv: ReturnType<typeof fakeInventory>;
  let driver: SignedIn;
  let other: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    inv = fakeInventory();
    // A short supplier deadline, so a slow supplier is answered for in seconds here.
    t = await setupTestApp({ BOOKING_SUPPLIER_DEADLINE_MS: '2000' }, { suppliers: { content: null as never, inventory: inv.supplier }, jobPollMs: 20 });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker', first_name: 'Dana' });
    other = await t.signedIn({ email: 'other@example.com', role: 'Trucker' });
    staff = await t.signedIn({ email: 'staff@example.com', role: 'Admin', first_name: 'Sam', last_name: 'Staff' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    inv.state.book = { kind: 'ok' };
    inv.state.delayMs = 0;
    inv.state.fail = null;
    inv.state.partial = null;
  });

  /** Books, then waits for the job worker to send the mail the booking queued (the answer does not wait for it). */
  const book = async (hotelId: number, roomId: number, body: Record<string, unknown>, who: SignedIn = driver, key: string | null = randomUUID()) => {
    const res = await t.request({ method: 'POST', url: `/api/bookings/${hotelId}/${roomId}`, payload: body, token: who.auth, headers: key ? { 'idempotency-key': key } : {} });
    await t.jobsDone(BOOKING_MAIL_JOB);
    return res;
  };
  const booked = async (roomId: number) =>
    (await t.db.selectFrom('room_inventory').select(['date', 'booked', 'allotment']).where('room_id', '=', roomId).orderBy('date').execute()).map((n) => ({ ...n }));
  const bookingCount = async (roomId: number, status?: string) => {
    let q = t.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).where('room_id', '=', roomId);
    if (status) q = q.where('status', '=', status as never);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  describe('our own inventory', () => {
    it('books every night of the stay, prices it on the server, tells the driver (mail and notification)', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Joplin Rest');
      const mails = t.mail.sent.length;
      const res = await book(hotelId, roomId, request(6, 2));
      expect(res.statusCode, res.body).toBe(201);
      const b = res.json() as Booking;
      expect(b).toMatchObject({
        status: 'confirmed',
        checkin_date: day(6),
        checkout_date: day(8),
        nights: 2,
        rooms: 1,
        currency: 'USD',
        total: 178,
        supplier: 'local',
        guest,
        truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
        special_requests: 'Late arrival, around 11 pm',
        cancellable: true,
        cancel_policy: { refundable: true, free_until: `${day(6)}T18:00` },
        hotel: { id: hotelId, hotelName: 'Joplin Rest' },
        room: { id: roomId, name: 'King room' },
      });
      expect(b.confirmation_code).toMatch(/^RR[2-9A-HJ-NP-Z]{8}$/);
      expect(b.nightly).toEqual([
        { date: day(6), amount: 89 },
        { date: day(7), amount: 89 },
      ]);
      expect(b.events.map((e) => e.status)).toEqual(['confirmed']);
      expect(b.confirmed_at).toBeTruthy();
      const nights = await booked(roomId);
      expect(nights.filter((n) => n.booked === 1).map((n) => n.date)).toEqual([day(6), day(7)]);
      expect(t.mail.sent.length).toBe(mails + 1);
      expect(t.mail.sent.at(-1)).toMatchObject({ to: driver.email });
      expect(t.mail.sent.at(-1)!.subject).toContain(b.confirmation_code);
      const note = await t.db.selectFrom('user_notifications').selectAll().where('user_id', '=', driver.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(note.data.title).toBe('Booking confirmed');
      expect(note.data.description).toContain(b.confirmation_code);
    });

    it('writes a hotel\'s name into the notification\'s HTML as text: "A&W <Truck Stop>" is no markup there', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'A&W <Truck Stop> <img src=x onerror=alert(1)>');
      expect((await book(hotelId, roomId, request(12, 1))).statusCode).toBe(201);
      const note = await t.db.selectFrom('user_notifications').selectAll().where('user_id', '=', driver.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(note.data.description).toContain('A&amp;W &lt;Truck Stop&gt; &lt;img src=x onerror=alert(1)&gt;');
      expect(note.data.description).not.toContain('<');
      // The mail is plain text: the name as it is.
      expect(t.mail.sent.at(-1)!.text).toContain('A&W <Truck Stop>');
    });

    it('refuses a stay with a night gone (409 no longer available) and takes none of its nights', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Nearly Full', { allotment: 1 });
      expect((await book(hotelId, roomId, request(8, 1))).statusCode).toBe(201);
      const res = await book(hotelId, roomId, request(6, 4)); // nights 6..9, night 8 is gone
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'no_longer_available', message: 'Sorry, this room is no longer available for these dates' });
      expect((await booked(roomId)).filter((n) => n.booked > 0).map((n) => n.date)).toEqual([day(8)]);
      expect(await bookingCount(roomId)).toBe(1);
      // Outside the inventory window, and on a closed night, too.
      expect((await book(hotelId, roomId, request(30, 2))).statusCode).toBe(409);
      await t.db.updateTable('room_inventory').set({ closed: true }).where('room_id', '=', roomId).where('date', '=', day(10)).execute();
      expect((await book(hotelId, roomId, request(10, 1))).statusCode).toBe(409);
    });

    it('refuses a stay that starts more than a year ahead with the rule (400), not "no longer available"', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Far Ahead', { allotment: 1 });
      const res = await book(hotelId, roomId, request(400, 1));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.checkin_date).toEqual(['Check-in date must be within a year of today']);
      expect(await bookingCount(roomId)).toBe(0);
    });

    it('refuses more guests than the rooms sleep (422) and takes nothing; enough rooms for them books', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Two To A Room', { allotment: 3 }); // King room: sleeps 2
      const crowded = await book(hotelId, roomId, request(5, 1, 89, { adults: 5, rooms: 1 }));
      expect(crowded.statusCode).toBe(422);
      expect(crowded.json()).toMatchObject({ code: 'too_many_guests', message: 'Too many guests for this room type. Guests per room: at most 2; guests in this booking: 5. Book more rooms or another room type.' });
      expect((await book(hotelId, roomId, request(5, 1, 89, { adults: 5, rooms: 2 }))).statusCode).toBe(422);
      expect(await bookingCount(roomId)).toBe(0);
      expect((await booked(roomId)).every((n) => n.booked === 0)).toBe(true);
      const fits = await book(hotelId, roomId, request(5, 1, 89 * 3, { adults: 5, rooms: 3 }));
      expect(fits.statusCode).toBe(201);
      expect(fits.json()).toMatchObject({ adults: 5, rooms: 3 });
      // Each room needs an adult: two adults cannot take three rooms (400, the field named), and nothing is held.
      const empty = await book(hotelId, roomId, request(5, 1, 89 * 3, { adults: 2, rooms: 3 }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.adults).toEqual(['Adults should be at least 3']);
      expect(await bookingCount(roomId)).toBe(1);
    });

    it('shows a price change instead of charging it (409 with the new total), and books at the new price when confirmed', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Repriced Inn');
      await t.db.updateTable('room_inventory').set({ price_minor: 9900 }).where('room_id', '=', roomId).where('date', '=', day(7)).execute();
      const res = await book(hotelId, roomId, request(6, 2, 89));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'price_changed', total: 188, currency: 'USD', nightly: [{ date: day(6), amount: 89 }, { date: day(7), amount: 99 }] });
      expect(await bookingCount(roomId)).toBe(0);
      expect((await booked(roomId)).every((n) => n.booked === 0)).toBe(true);
      const again = await book(hotelId, roomId, request(6, 2, 89, { expected_total: 188 }));
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json().total).toBe(188);
    });

    it('the nights guard of a booking statement fails with its own code on either database', async () => {
      // What createLocal tells apart from other failures (then it reads the nights again to say sold out or repriced).
      await expect(sql`select booking_nights_taken(1::bigint, 2)`.execute(t.db)).rejects.toMatchObject({ code: 'RRB01' });
      expect((await sql<{ ok: boolean }>`select booking_nights_taken(2::bigint, 2) as ok`.execute(t.db)).rows[0]!.ok).toBe(true);
    });

    // Two connections at once: the embedded database runs one statement at a time, so only PostgreSQL can hold a
    // night's row lock while a booking waits for it.
    it.runIf(dbKind === 'postgres')('tells the new price when a night is repriced while the booking waits for its lock, and books nothing', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Locked Reprice Inn');
      let pending!: Promise<Awaited<ReturnType<typeof book>>>;
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('room_inventory').set({ price_minor: 9900 }).where('room_id', '=', roomId).where('date', '=', day(7)).execute();
        // Read at the old price (the change is not committed), then the booking's statement waits on the night's lock.
        pending = book(hotelId, roomId, request(6, 2, 89));
        await expect
          .poll(async () => Number((await sql<{ n: string }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db)).rows[0]!.n), { timeout: 10_000 })
          .toBe(1);
      });
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'price_changed', total: 188, nightly: [{ date: day(6), amount: 89 }, { date: day(7), amount: 99 }] });
      expect(await bookingCount(roomId)).toBe(0);
      expect((await booked(roomId)).every((n) => n.booked === 0)).toBe(true);
    });

    it('sells the last room of a night exactly once to 50 drivers at once', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Last Room Motel', { allotment: 1 });
      const answers = await Promise.all(Array.from({ length: 50 }, () => book(hotelId, roomId, request(9, 1))));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(49);
      expect(codes.some((c) => c >= 500)).toBe(false);
      expect((await booked(roomId)).find((n) => n.date === day(9))!.booked).toBe(1);
      expect(await bookingCount(roomId)).toBe(1);
    });

    it('never oversells: 300 random overlapping stays on a 3-room type over 7 nights, 32 at a time', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Busy Truck Stop Inn', { allotment: 3, from: 5, days: 7 });
      let seed = 42;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const stays = Array.from({ length: 300 }, () => {
        const from = rand(7);
        return { from: 5 + from, nights: 1 + rand(7 - from) };
      });
      const statuses: number[] = [];
      for (let i = 0; i < stays.length; i += 32) {
        const batch = stays.slice(i, i + 32);
        const answers = await Promise.all(batch.map((s) => book(hotelId, roomId, request(s.from, s.nights))));
        statuses.push(...answers.map((a) => a.statusCode));
      }
      expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
      const nights = await booked(roomId);
      const active = await t.db.selectFrom('bookings').select(['checkin_date', 'checkout_date', 'rooms']).where('room_id', '=', roomId).where('status', '=', 'confirmed').execute();
      for (const night of nights) {
        expect(night.booked).toBeLessThanOrEqual(3);
        const holding = active.filter((b) => b.checkin_date <= night.date && night.date < b.checkout_date).reduce((sum, b) => sum + b.rooms, 0);
        // capacity = free + active bookings, for every night
        expect(night.allotment - night.booked + holding, night.date).toBe(3);
      }
    });

    it('answers the first result to the same Idempotency-Key, even 20 at once, and refuses it for another payload (422)', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Retry Lodge');
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 20 }, () => book(hotelId, roomId, request(6, 2), driver, key)));
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(new Set(answers.map((a) => (a.json() as Booking).id)).size).toBe(1);
      expect(answers.find((a) => a.statusCode === 200)!.headers['idempotent-replayed']).toBe('true');
      expect(await bookingCount(roomId)).toBe(1);
      expect((await booked(roomId)).find((n) => n.date === day(6))!.booked).toBe(1);

      const different = await book(hotelId, roomId, request(6, 3), driver, key);
      expect(different.statusCode).toBe(422);
      expect(different.json().code).toBe('idempotency_mismatch');
      // Keys belong to their user: another driver's same key is another booking.
      expect((await book(hotelId, roomId, request(6, 2), other, key)).statusCode).toBe(201);
      expect(await bookingCount(roomId)).toBe(2);
    });

    it('checks who is asking and what is sent', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Strict Inn');
      const other2 = await addHotel(t.db, 'Other Inn');
      expect((await t.request({ method: 'POST', url: `/api/bookings/${hotelId}/${roomId}`, payload: request(6, 1), headers: { 'idempotency-key': randomUUID() } })).statusCode).toBe(401);
      expect((await book(hotelId, roomId, request(6, 1), driver, null)).statusCode).toBe(400);
      expect((await book(hotelId, roomId, request(6, 1), driver, 'short')).statusCode).toBe(400);
      expect((await book(999999, roomId, request(6, 1))).statusCode).toBe(404);
      expect((await book(hotelId, other2.roomId, request(6, 1))).statusCode).toBe(404);
      for (const bad of [
        request(6, 1, 89, { guest: { ...guest, email: 'not-an-email' } }),
        request(6, 1, 89, { guest: { ...guest, first_name: '' } }),
        request(6, 1, 89, { checkout_date: day(6) }),
        request(-3, 1),
        request(6, 1, 89, { truck: { parking_needed: true, vehicle_type: 'spaceship' } }),
        request(6, 1, 89, { expected_total: -1 }),
      ]) {
        const res = await book(hotelId, roomId, bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().errors).toBeTruthy();
      }
      expect(await bookingCount(roomId)).toBe(0);
    });
  });

  describe('mail and limits', () => {
    it('mails the account\'s own verified address, never the guest address typed on the form, and no typed text', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Quiet Inn');
      const spam = { ...guest, first_name: 'WIN A PRIZE\nVisit http://prize.example', email: 'victim@elsewhere.example' };
      const mails = t.mail.sent.length;
      const res = await book(hotelId, roomId, request(12, 1, 89, { guest: spam }));
      expect(res.statusCode, res.body).toBe(201);
      const sent = t.mail.sent.slice(mails);
      expect(sent.map((m) => m.to)).toEqual([driver.email]);
      expect(sent[0]!.text.startsWith('Hello Dana,')).toBe(true);
      expect(sent[0]!.text + sent[0]!.subject).not.toMatch(/PRIZE|prize\.example/);
    });

    it("writes the total as money in the booking's language: a yen hotel's mail says ¥15,000, never 15000.00 JPY", async () => {
      // Yen are stored in hundredths, as every currency's amounts always were: 15,000 yen a night is 1,500,000.
      const { hotelId, roomId } = await addHotel(t.db, 'Yen Inn', { price: 1_500_000, currency: 'JPY' });
      const mails = t.mail.sent.length;
      const res = await book(hotelId, roomId, request(12, 1, 15000, { currency: 'JPY' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ total: 15000, currency: 'JPY', nightly: [{ date: day(12), amount: 15000 }] });
      const text = t.mail.sent.slice(mails)[0]!.text;
      expect(text).toContain('total ¥15,000.');
      expect(text).not.toContain('JPY');
    });

    it('sends nothing to an account whose address is not verified', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Unverified Inn');
      const who = await t.signedIn({ email: 'unverified.driver@example.com', role: 'Trucker' });
      await t.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', who.id).execute();
      const mails = t.mail.sent.length;
      expect((await book(hotelId, roomId, request(12, 1), who)).statusCode).toBe(201);
      expect(t.mail.sent.length).toBe(mails);
    });

    it('limits booking requests per account, not per address', async () => {
      const limited = await setupTestApp({ BOOKING_RATE_LIMIT: '2' }, { suppliers: { content: null as never, inventory: inv.supplier } });
      try {
        const { hotelId, roomId } = await addHotel(limited.db, 'Busy Inn', { allotment: 10 });
        const first = await limited.signedIn({ email: 'first@example.com', role: 'Trucker' });
        const second = await limited.signedIn({ email: 'second@example.com', role: 'Trucker' });
        const send = (who: SignedIn, from: number) =>
          limited.request({ method: 'POST', url: `/api/bookings/${hotelId}/${roomId}`, payload: request(from, 1), token: who.auth, headers: { 'idempotency-key': randomUUID() } });
        expect((await send(first, 6)).statusCode).toBe(201);
        expect((await send(first, 7)).statusCode).toBe(201);
        const third = await send(first, 8);
        expect(third.statusCode).toBe(429);
        expect(await limited.db.selectFrom('bookings').select('id').where('user_id', '=', first.id).execute()).toHaveLength(2);
        expect((await send(second, 8)).statusCode).toBe(201);
      } finally {
        await limited.close();
      }
    });
  });

  describe('history, ownership and cancelling', () => {
    it('lists only the caller’s bookings, upcoming and past; another driver’s id answers 404', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'History Hotel');
      const mine = (await book(hotelId, roomId, request(6, 1))).json() as Booking;
      const theirs = (await book(hotelId, roomId, request(7, 1), other)).json() as Booking;
      const list = await t.request({ method: 'GET', url: '/api/bookings?limit=100', token: driver.auth });
      expect(list.statusCode).toBe(200);
      const ids = (list.json().data as Booking[]).map((b) => b.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
      expect((list.json().data as Booking[]).every((b) => b.user_id === driver.id)).toBe(true);
      expect((await t.request({ method: 'GET', url: '/api/bookings?when=past', token: driver.auth })).json().meta.total).toBe(0);
      expect((await t.request({ method: 'GET', url: `/api/bookings/${mine.id}`, token: driver.auth })).json().id).toBe(mine.id);
      expect((await t.request({ method: 'GET', url: `/api/bookings/${theirs.id}`, token: driver.auth })).statusCode).toBe(404);
      expect((await t.request({ method: 'POST', url: `/api/bookings/${theirs.id}/cancel`, token: driver.auth, payload: {} })).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/bookings' })).statusCode).toBe(401);
    });

    it('puts cancelled and failed bookings under their own tab, never under Upcoming or Past', async () => {
      const who = await t.signedIn({ email: 'tabs@example.com', role: 'Trucker' });
      const { hotelId, roomId } = await addHotel(t.db, 'Tabs Hotel', { allotment: 5 });
      const kept = (await book(hotelId, roomId, request(6, 1), who)).json() as Booking;
      const cancelled = (await book(hotelId, roomId, request(8, 1), who)).json() as Booking;
      expect((await t.request({ method: 'POST', url: `/api/bookings/${cancelled.id}/cancel`, token: who.auth, payload: {} })).statusCode).toBe(200);
      const failed = (await book(hotelId, roomId, request(10, 1), who)).json() as Booking;
      await t.db.updateTable('bookings').set({ status: 'failed' }).where('id', '=', failed.id).execute();
      // A cancelled stay whose dates are behind us is still a cancelled one, not a stay the driver made.
      const oldCancelled = (await book(hotelId, roomId, request(12, 1), who)).json() as Booking;
      await t.db.updateTable('bookings').set({ status: 'cancelled', checkin_date: day(-5), checkout_date: day(-4) }).where('id', '=', oldCancelled.id).execute();
      const ids = async (when: string) => ((await t.request({ method: 'GET', url: `/api/bookings?limit=100&when=${when}`, token: who.auth })).json().data as Booking[]).map((b) => b.id);
      expect(await ids('upcoming')).toEqual([kept.id]);
      expect(await ids('past')).toEqual([]);
      expect(await ids('cancelled')).toEqual([failed.id, cancelled.id, oldCancelled.id]);
      const page = await t.request({ method: 'GET', url: '/api/bookings?when=cancelled', token: who.auth });
      expect(page.json().meta.total).toBe(3);
    });

    it('cancels within the policy: the nights go back, a mail is sent, a second cancel is refused', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Cancel Court');
      const b = (await book(hotelId, roomId, request(6, 2))).json() as Booking;
      const mails = t.mail.sent.length;
      const res = await t.request({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, token: driver.auth, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      await t.jobsDone(BOOKING_MAIL_JOB);
      expect(res.json()).toMatchObject({ status: 'cancelled', cancellable: false });
      expect((res.json() as Booking).events.map((e) => e.status)).toEqual(['confirmed', 'cancelled']);
      expect((await booked(roomId)).every((n) => n.booked === 0)).toBe(true);
      expect(t.mail.sent.length).toBe(mails + 1);
      expect(t.mail.sent.at(-1)!.subject).toMatch(/cancelled/i);
      const again = await t.request({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, token: driver.auth, payload: {} });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('cannot_cancel');
    });

    it('tells the driver of their cancellation in the language they cancel in, whatever they booked in', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Sprach Court');
      const b = (await book(hotelId, roomId, request(6, 2))).json() as Booking;
      const res = await t.request({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, token: driver.auth, payload: {}, headers: { 'accept-language': 'de' } });
      expect(res.statusCode, res.body).toBe(200);
      await t.jobsDone(BOOKING_MAIL_JOB);
      expect(t.mail.sent.at(-1)!.subject).toMatch(/^Buchung storniert/);
      const feed = (await t.request({ method: 'GET', url: '/api/user/notifications?limit=1', token: driver.auth })).json() as { data: { data: { title: string } }[] };
      expect(feed.data[0]!.data.title).toMatch(/storniert/i);
    });

    it('refuses a driver’s cancel after the free-cancellation deadline; staff may still cancel', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Strict Policy Inn');
      const b = (await book(hotelId, roomId, request(6, 1))).json() as Booking;
      await t.db.updateTable('bookings').set({ cancel_policy: JSON.stringify({ refundable: true, free_until: '2020-01-01T18:00', description: null }) }).where('id', '=', b.id).execute();
      expect((await t.request({ method: 'GET', url: `/api/bookings/${b.id}`, token: driver.auth })).json().cancellable).toBe(false);
      expect((await t.request({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, token: driver.auth, payload: {} })).statusCode).toBe(409);
      const byStaff = await t.request({ method: 'POST', url: `/api/admin/bookings/${b.id}/cancel`, token: staff.auth, payload: { reason: 'Hotel flooded' } });
      expect(byStaff.statusCode, byStaff.body).toBe(200);
      expect((byStaff.json() as Booking).events.at(-1)).toMatchObject({ status: 'cancelled', note: 'Hotel flooded', actor: 'Sam Staff' });
      expect((await booked(roomId)).every((n) => n.booked === 0)).toBe(true);
    });

    it('reads the free-cancellation deadline on the hotel\'s own clock (time_zone), not its longitude\'s guess', async () => {
      // Detroit keeps Eastern time; its longitude (-83.05) alone would say UTC-6, an hour behind.
      const eastern = await addHotel(t.db, 'Detroit Clock Inn', { lat: 42.33, lng: -83.05 });
      const guessed = await addHotel(t.db, 'Detroit Guess Inn', { lat: 42.33, lng: -83.05 });
      await t.db.updateTable('hotels').set({ time_zone: 'America/Detroit' }).where('id', '=', eastern.hotelId).execute();
      expect((await t.db.selectFrom('hotels').select('time_zone').where('id', '=', guessed.hotelId).executeTakeFirstOrThrow()).time_zone).toBeNull();
      // The deadline: half an hour ago on a Detroit wall clock.
      const deadline = wallClock(Date.now() - 30 * 60_000, 'America/Detroit');
      const policy = JSON.stringify({ refundable: true, free_until: `${deadline.date}T${deadline.time}`, description: null });
      const made = async (h: { hotelId: number; roomId: number }) => {
        const b = (await book(h.hotelId, h.roomId, request(6, 1))).json() as Booking;
        await t.db.updateTable('bookings').set({ cancel_policy: policy }).where('id', '=', b.id).execute();
        return b;
      };
      const late = await made(eastern);
      const early = await made(guessed);
      expect((await t.request({ method: 'GET', url: `/api/bookings/${late.id}`, token: driver.auth })).json().cancellable).toBe(false);
      expect((await t.request({ method: 'POST', url: `/api/bookings/${late.id}/cancel`, token: driver.auth, payload: {} })).statusCode).toBe(409);
      // Without a zone the longitude decides: there, the half hour is still to come.
      expect((await t.request({ method: 'GET', url: `/api/bookings/${early.id}`, token: driver.auth })).json().cancellable).toBe(true);
      expect((await t.request({ method: 'POST', url: `/api/bookings/${early.id}/cancel`, token: driver.auth, payload: {} })).statusCode).toBe(200);
    });

    it('gives staff the bookings list with filters, search and ordering; drivers get 403', async () => {
      const { hotelId, roomId } = await addHotel(t.db, 'Admin View Inn');
      const b = (await book(hotelId, roomId, request(12, 1))).json() as Booking;
      expect((await t.request({ method: 'GET', url: '/api/admin/bookings', token: driver.auth })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: `/api/admin/bookings/${b.id}`, token: driver.auth })).statusCode).toBe(403);
      const byHotel = await t.request({ method: 'GET', url: `/api/admin/bookings?hotel=${hotelId}`, token: staff.auth });
      expect(byHotel.statusCode, byHotel.body).toBe(200);
      expect(byHotel.json().data.map((x: Booking) => x.id)).toEqual([b.id]);
      const byCode = await t.request({ method: 'GET', url: `/api/admin/bookings?search=${b.confirmation_code}`, token: staff.auth });
      expect(byCode.json().data.map((x: Booking) => x.id)).toEqual([b.id]);
      const byDates = await t.request({ method: 'GET', url: `/api/admin/bookings?checkin_from=${day(12)}&checkin_to=${day(12)}&status=confirmed`, token: staff.auth });
      expect(byDates.json().data.map((x: Booking) => x.id)).toContain(b.id);
      const ordered = await t.request({ method: 'GET', url: '/api/admin/bookings?ordering=-checkin_date&limit=3', token: staff.auth });
      const dates = (ordered.json().data as Booking[]).map((x) => x.checkin_date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect((await t.request({ method: 'GET', url: `/api/admin/bookings/${b.id}`, token: staff.auth })).json().guest).toEqual(guest);
      expect((await t.request({ method: 'GET', url: '/api/admin/bookings?status=nope', token: staff.auth })).statusCode).toBe(400);
      expect((await t.request({ method: 'POST', url: `/api/admin/bookings/${b.id}/cancel`, token: driver.auth, payload: {} })).statusCode).toBe(403);
    });
  });

  describe('DerbySoft hotels', () => {
    let hotel: { hotelId: number; roomId: number };
    beforeAll(async () => {
      hotel = await addHotel(t.db, 'Derby Motor Lodge', { derbyId: 'DS-77' });
      inv.state.prices.set('DS-77', 120);
    });
    const supplierBooking = (extra: Record<string, unknown> = {}, key = randomUUID()) => book(hotel.hotelId, hotel.roomId, request(6, 2, 120, { rate_id: 'BAR', ...extra }), driver, key);
    const waitFor = async (id: number, status: string, ms = 5000) => {
      for (let i = 0; i < ms / 25; i++) {
        const b = (await t.request({ method: 'GET', url: `/api/bookings/${id}`, token: driver.auth })).json() as Booking;
        if (b.status === status) return b;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`booking ${id} never became ${status}`);
    };

    it('prebooks and books through the adapter with our code as distributorResId', async () => {
      const res = await supplierBooking();
      expect(res.statusCode, res.body).toBe(201);
      const b = res.json() as Booking;
      expect(b).toMatchObject({ status: 'confirmed', supplier: 'derbysoft', total: 240, supplier_reference: `SUP-${b.confirmation_code}`, cancel_policy: { refundable: true } });
      expect(b.events.map((e) => e.status)).toEqual(['pending', 'confirmed']);
      expect(inv.state.bookCalls.get(b.confirmation_code)).toBe(1);
    });

    it('leaves no confirmed booking when the supplier refuses (sold out, price changed, down)', async () => {
      inv.state.book = { kind: 'sold_out' };
      const soldOut = await supplierBooking();
      expect(soldOut.statusCode).toBe(409);
      inv.state.book = { kind: 'price_changed', nightly: 135 };
      const repriced = await supplierBooking();
      expect(repriced.statusCode).toBe(409);
      expect(repriced.json()).toMatchObject({ code: 'price_changed', total: 270 });
      inv.state.book = { kind: 'down' };
      expect((await supplierBooking()).statusCode).toBe(502);
      const rows = await t.db.selectFrom('bookings').select(['status', 'failure_reason']).where('room_id', '=', hotel.roomId).where('status', '=', 'failed').execute();
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.failure_reason)).toBe(true);
    });

    describe('a supplier that cannot be reached before the book', () => {
      const unreachable = new SupplierError('derbysoft', 'unavailable', 'derbysoft.availability: HTTP 503', { status: 503 });
      const cases: [string, () => void, Record<string, unknown>][] = [
        ['the live check answers 503', () => (inv.state.fail = unreachable), {}],
        ['the live check times out', () => (inv.state.fail = new SupplierError('derbysoft', 'timeout', 'derbysoft.availability: no answer within 10000 ms')), {}],
        ['the live check answers something unreadable', () => (inv.state.fail = new SupplierError('derbysoft', 'bad_answer', 'derbysoft.availability: unexpected answer (roomRates: …)', { retryable: false })), {}],
        ['shopping (no rate chosen) cannot reach it', () => (inv.state.partial = unreachable), { rate_id: null }],
        ['the prebook answers 503', () => (inv.state.book = { kind: 'unreachable' }), {}],
        ['the prebook times out', () => (inv.state.book = { kind: 'prebook_timeout' }), {}],
      ];
      for (const [what, breakIt, extra] of cases) {
        it(`${what}: 503 supplier_unavailable with Retry-After, nothing written, the same key books once it is back`, async () => {
          const key = randomUUID();
          breakIt();
          const res = await supplierBooking(extra, key);
          expect(res.statusCode, res.body).toBe(503);
          expect(res.json()).toMatchObject({ code: 'supplier_unavailable', message: 'We could not reach the hotel. Please try again.' });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          // No half booking, and nothing says sold out.
          expect(await t.db.selectFrom('bookings').select('id').where('idempotency_key', '=', key).execute()).toEqual([]);
          inv.state.fail = null;
          inv.state.partial = null;
          inv.state.book = { kind: 'ok' };
          const again = await supplierBooking(extra, key);
          expect(again.statusCode, again.body).toBe(201);
          expect((again.json() as Booking).status).toBe('confirmed');
        });
      }

      it('says so in the driver’s language', async () => {
        inv.state.fail = unreachable;
        const res = await t.request({
          method: 'POST',
          url: `/api/bookings/${hotel.hotelId}/${hotel.roomId}`,
          payload: request(6, 2, 120, { rate_id: 'BAR' }),
          token: driver.auth,
          headers: { 'idempotency-key': randomUUID(), 'accept-language': 'de' },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe('Wir konnten das Hotel nicht erreichen. Bitte versuchen Sie es erneut.');
      });

      it('answers within the booking deadline when the supplier is slow, not after its own timeouts and retries', async () => {
        inv.state.delayMs = 20_000;
        const started = Date.now();
        const res = await supplierBooking();
        const took = Date.now() - started;
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json().code).toBe('supplier_unavailable');
        // The deadline is 2 s here; generous for a busy machine, far below the 20 s delay.
        expect(took).toBeGreaterThanOrEqual(1_900);
        expect(took).toBeLessThan(8_000);
      });
    });

    it('a room the supplier really has no more of is still 409 no_longer_available', async () => {
      const gone = await addHotel(t.db, 'Derby Full House', { derbyId: 'DS-FULL' });
      const res = await book(gone.hotelId, gone.roomId, request(6, 2, 120, { rate_id: 'BAR' }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('no_longer_available');
      const shopped = await book(gone.hotelId, gone.roomId, request(6, 2, 120));
      expect(shopped.statusCode).toBe(409);
    });

    it('keeps a booking whose outcome is unknown pending, then a durable job confirms it from the supplier', async () => {
      inv.state.book = { kind: 'lost_answer' };
      const res = await supplierBooking();
      expect(res.statusCode, res.body).toBe(202);
      const pending = res.json() as Booking;
      expect(pending.status).toBe('pending');
      const done = await waitFor(pending.id, 'confirmed');
      expect(done.supplier_reference).toBe(`SUP-${pending.confirmation_code}`);
      // The offer's terms were kept while it was pending: prices, total and policy, so the driver may cancel it.
      expect(done).toMatchObject({ total: 240, currency: 'USD', cancellable: true, cancel_policy: { refundable: true } });
      expect(done.nightly).toHaveLength(2);
      expect(done.events.map((e) => e.status)).toEqual(['pending', 'confirmed']);
      expect(inv.state.bookCalls.get(pending.confirmation_code)).toBe(1); // never booked twice
      // The job marks itself done after the booking it confirmed is visible (and its mail sent): wait for that too.
      await vi.waitFor(async () => {
        const job = await t.db.selectFrom('jobs').select(['status', 'kind']).where('kind', '=', 'booking:reconcile').orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect(job.status).toBe('succeeded');
      });
    });

    it('keeps asking while the supplier is still processing, and confirms when it is done', async () => {
      inv.state.book = { kind: 'processing' };
      const pending = (await supplierBooking()).json() as Booking;
      expect(pending.status).toBe('pending');
      // The reconcile job asks, hears "processing", and is retried with backoff.
      for (let i = 0; i < 200; i++) {
        const job = await t.db.selectFrom('jobs').select(['attempts', 'status']).where('kind', '=', 'booking:reconcile').orderBy('id', 'desc').executeTakeFirst();
        if (job && job.attempts >= 1 && job.status === 'queued') break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect((await t.request({ method: 'GET', url: `/api/bookings/${pending.id}`, token: driver.auth })).json().status).toBe('pending');
      inv.state.reservations.get(pending.confirmation_code)!.status = 'confirmed';
      const done = await waitFor(pending.id, 'confirmed', 8000);
      expect(done.supplier_reference).toBe(`SUP-${pending.confirmation_code}`);
    });

    it('fails a pending booking the supplier never received (nothing lost, nothing held)', async () => {
      inv.state.book = { kind: 'lost_request' };
      const pending = (await supplierBooking()).json() as Booking;
      const failed = await waitFor(pending.id, 'failed');
      expect(failed.failure_reason).toMatch(/no record/);
      expect(inv.state.reservations.has(pending.confirmation_code)).toBe(false);
    });

    it('a late success with retries of the same key makes one booking', async () => {
      inv.state.book = { kind: 'late', ms: 300 };
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 5 }, () => supplierBooking({}, key)));
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
      const ids = new Set(answers.map((a) => (a.json() as Booking).id));
      expect(ids.size).toBe(1);
      const code = (answers[0]!.json() as Booking).confirmation_code;
      expect(inv.state.bookCalls.get(code)).toBe(1);
      expect(answers.every((a) => (a.json() as Booking).status === 'confirmed')).toBe(true);
    });

    it('cancels through the adapter', async () => {
      const b = (await supplierBooking()).json() as Booking;
      const calls = inv.state.cancelCalls;
      const res = await t.request({ method: 'POST', url: `/api/bookings/${b.id}/cancel`, token: driver.auth, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      expect(inv.state.cancelCalls).toBe(calls + 1);
      expect(inv.state.reservations.get(b.confirmation_code)!.status).toBe('cancelled');
    });
  });
});
