import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas/bookings';
import { sql } from 'kysely';
import type { Db } from '@server/db';
import { PREPARED, PREPARED_MARK } from '@server/db/pool';
import { findSessionUser, findUser } from '@server/modules/users/queries';
import { addTestHotel, day } from './hotelFixtures';
import { dbKind, setupTestApp, type SignedIn, type TestContext } from './harness';
import { statementLog } from './statementLog';

/**
 * What one booking costs the database (issue 11: bookings per second are bounded by round trips, each costing Node
 * CPU on PostgreSQL and a turn of the one connection on PGlite). The counts are exact, so a read that creeps back in
 * fails here.
 */
describe('statements per booking', () => {
  let t: TestContext;
  let driver: SignedIn;
  const log = statementLog();
  // The maintenance gate reads the site settings before a write, cached for a few seconds: not the booking's cost.
  const ofTheBooking = (statements: string[]) => statements.filter((s) => !/from "settings"/.test(s));

  beforeAll(async () => {
    t = await setupTestApp({}, { plugins: [log.plugin] });
    driver = await t.signedIn({ email: 'counted@example.com', role: 'Trucker', first_name: 'Casey', last_name: 'Counted' });
  });
  afterAll(async () => t?.close());

  const request = (from: number, nights: number) => ({
    checkin_date: day(from),
    checkout_date: day(from + nights),
    guest: { first_name: 'Casey', last_name: 'Counted', email: 'casey@example.com' },
    truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
    expected_total: 89 * nights,
    currency: 'USD',
  });
  const book = (hotelId: number, roomId: number, body: object, key: string) =>
    t.request({ method: 'POST', url: `/api/bookings/${hotelId}/${roomId}`, payload: body, token: driver.auth, headers: { 'idempotency-key': key } });

  it('books in three statements: the session, the stay, and one with the booking, its event, notice and mail and the nights', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Counted Inn' });
    const { result: res, statements } = await log.during(() => book(hotelId, roomId, request(6, 3), randomUUID()));
    expect(res.statusCode, res.body).toBe(201);
    const sent = ofTheBooking(statements);
    expect(sent, sent.join('\n\n')).toHaveLength(3);
    expect(sent[0]).toMatch(/from "sessions"/);
    expect(sent[1]).toMatch(/from "hotels"/);
    expect(sent[2]).toMatch(/insert into "bookings".*update "room_inventory"/s);
    // Each is prepared once per connection, not parsed and planned again for every booking.
    for (const statement of sent) expect(statement.endsWith(PREPARED_MARK), statement).toBe(true);
    const nights = await t.db.selectFrom('room_inventory').select(['date', 'booked']).where('room_id', '=', roomId).where('booked', '>', 0).orderBy('date').execute();
    expect(nights.map((n) => n.date)).toEqual([day(6), day(7), day(8)]);

    // The answer is made from what was written, not read back: it is the booking as any later read shows it.
    const made = res.json() as Booking;
    const read = await t.request({ method: 'GET', url: `/api/bookings/${made.id}`, token: driver.auth });
    expect(read.json()).toEqual(made);
    expect(made.events).toEqual([{ status: 'confirmed', note: null, actor: 'Casey Counted', created_at: expect.any(String) }]);
    const notice = await t.db.selectFrom('user_notifications').select('data').where('user_id', '=', driver.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(notice.data).toMatchObject({ title: 'Booking confirmed', link: `/book/history?booking=${made.id}` });
    expect(notice.data.description).toContain(made.confirmation_code);
  });

  it('answers a repeated Idempotency-Key in four: the session, the stay with the key, the booking and its history', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Replayed Inn' });
    const key = randomUUID();
    const first = await book(hotelId, roomId, request(6, 1), key);
    expect(first.statusCode, first.body).toBe(201);
    const { result: again, statements } = await log.during(() => book(hotelId, roomId, request(6, 1), key));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(ofTheBooking(statements), statements.join('\n\n')).toHaveLength(4);
  });

  it('reads a session with its account, roles and permissions as a full read of the account does', async () => {
    const staff = await t.createUser({ email: 'two-roles@example.com', role: 'Admin' });
    const extra = await t.createRole('Night desk', ['view_booking', 'change_booking']);
    await t.db.insertInto('user_roles').values({ user_id: staff, role_id: extra }).execute();
    const { sessionId } = await t.app.tokens.issue(staff, { scope: 'staff' });
    const found = await findSessionUser(t.db, sessionId);
    expect(found?.session).toMatchObject({ user_id: staff, scope: 'staff', revoked_at: null });
    const full = await findUser(t.db, staff);
    expect(full!.roles.map((r) => r.name)).toEqual(['Admin', 'Night desk']);
    const sorted = (u: typeof full) => ({ ...u, roles: u!.roles.map((r) => ({ ...r, permissions: r.permissions.map((p) => p.codename).sort() })) });
    expect(sorted(found!.user)).toEqual(sorted(full));
  });

  it.runIf(dbKind === 'postgres')('keeps a marked statement prepared on its connection, under one name for its text, and no other', async () => {
    const { sessionId } = await t.app.tokens.issue(driver.id, { scope: 'site' });
    await t.db.connection().execute(async (conn) => {
      const prepared = async () =>
        (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn)).rows;
      expect((await findSessionUser(conn, sessionId))?.user.id).toBe(driver.id);
      expect((await findSessionUser(conn, sessionId))?.user.id).toBe(driver.id);
      await conn.selectFrom('hotels').select('id').where('id', '=', -1).execute();
      const all = await prepared();
      const sessions = all.filter((p) => /from "sessions"/.test(p.statement));
      expect(sessions, JSON.stringify(all)).toHaveLength(1);
      expect(sessions[0]!.name).toMatch(/^rr_[0-9a-f]{20}$/);
      expect(sessions[0]!.statement).toMatch(/\/\* prepared \*\/$/);
      expect(all.filter((p) => /from "hotels" where "id" = \$1$/.test(p.statement))).toEqual([]);
    });
  });

  // While a new version migrates, the processes still running keep their connections: a column added to a table a
  // prepared statement reads whole must not make every sign-in or booking of theirs fail ("cached plan must not
  // change result type") until they restart.
  describe.runIf(dbKind === 'postgres')('after another process migrated', () => {
    afterEach(async () => {
      await sql`alter table users drop column if exists migrated_meanwhile`.execute(t.db);
      await sql`alter table bookings drop column if exists migrated_meanwhile`.execute(t.db);
    });

    /**
     * Runs `then` on one connection whose session read was prepared before `users` gained a column (from another
     * connection); answers that connection's backend, which must be gone once it is released.
     */
    async function afterUsersChanged(sessionId: string, then: (conn: Db) => Promise<void>): Promise<number> {
      return t.db.connection().execute(async (conn) => {
        const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)).rows[0]!.pid;
        expect((await findSessionUser(conn, sessionId))?.user.id).toBe(driver.id);
        await sql`alter table users add column migrated_meanwhile integer`.execute(t.db);
        await then(conn);
        return pid;
      });
    }
    const closed = (pid: number) =>
      expect.poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where pid = ${pid}`.execute(t.db)).rows[0]!.n).toBe(0);

    it('runs a prepared statement again unprepared, and closes its connection once released', async () => {
      const { sessionId } = await t.app.tokens.issue(driver.id, { scope: 'site' });
      const pid = await afterUsersChanged(sessionId, async (conn) => {
        expect((await findSessionUser(conn, sessionId))?.user.id).toBe(driver.id);
        expect((await findSessionUser(conn, sessionId))?.user.id).toBe(driver.id);
      });
      await closed(pid);

      // A booking's statement answers the whole row it writes: prepared on the pool's connection by one booking, it
      // still books after bookings gained a column (the pool hands out its most recently used connection first).
      const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Migrated Inn' });
      expect((await book(hotelId, roomId, request(6, 1), randomUUID())).statusCode).toBe(201);
      await sql`alter table bookings add column migrated_meanwhile integer`.execute(t.db);
      const after = await book(hotelId, roomId, request(7, 1), randomUUID());
      expect(after.statusCode, after.body).toBe(201);
    });

    it('answers the error of the statement run again, when it fails for a reason of its own', async () => {
      await sql`create table migrated_probe (id int)`.execute(t.db);
      try {
        await sql`insert into migrated_probe values (1)`.execute(t.db);
        await t.db.connection().execute(async (conn) => {
          const probe = (divisor: number) => sql`select *, 1 / ${divisor}::int as q from migrated_probe ${PREPARED}`.execute(conn);
          expect((await probe(1)).rows).toEqual([{ id: 1, q: 1 }]);
          await sql`alter table migrated_probe add column migrated_meanwhile integer`.execute(t.db);
          // Refused as stale first, then run unprepared: its own division by zero is what the caller hears.
          await expect(probe(0)).rejects.toMatchObject({ code: '22012' });
        });
      } finally {
        await sql`drop table migrated_probe`.execute(t.db);
      }
    });

    it('inside a transaction, tells the caller the statement was refused (the transaction is over) and closes the connection', async () => {
      const { sessionId } = await t.app.tokens.issue(driver.id, { scope: 'site' });
      const pid = await afterUsersChanged(sessionId, async (conn) => {
        // PostgreSQL's refusal, not the "transaction is aborted" of the retry it makes pointless.
        await expect(conn.transaction().execute((trx) => findSessionUser(trx, sessionId))).rejects.toMatchObject({ code: '0A000', routine: 'RevalidateCachedQuery' });
      });
      await closed(pid);
    });
  });
});
