import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';
import { statementRecorder } from './statementPlans';

const DRIVERS = 120;
const PER_DRIVER = 1000;

/**
 * The bell is polled by every signed-in driver every few minutes (issue 13's aim: p99 ≤ 20 ms at 50 drivers polling
 * with 1,000 notifications each). Its list and its counts read the caller's rows through an index, never the whole
 * table, on a table of a realistic shape after ANALYZE (120 drivers × 1,000), and one call sends one statement of its
 * own whatever the page size (no statement per row). The statements are the ones the API really sends.
 */
describe('the bell uses indexes', () => {
  let t: TestContext;
  let driver: SignedIn;
  const statements = statementRecorder();

  beforeAll(async () => {
    t = await setupTestApp({}, { plugins: [statements.plugin], runWorker: false });
    driver = await t.signedIn({ email: 'bell-plan@example.com', role: 'Trucker' });
    await sql`
      insert into users (first_name, last_name, email, password_hash, email_verified_at)
      select 'Driver', 'No. ' || g, 'plan-driver' || g || '@example.com', 'not-a-hash', now() from generate_series(2, ${DRIVERS}::int) g`.execute(t.db);
    // Spread over weeks, a tenth unread, as a driver who rarely opens the bell has them; written in time order, so a
    // driver's rows lie scattered among everyone's, as mass notifications and bookings write them.
    await sql`
      insert into user_notifications (user_id, data, read_at, created_at)
      select u.id, jsonb_build_object('title', 'Booking ' || g || ' confirmed', 'description', '<p>Booked.</p>', 'link', '/book/history'),
             case when g % 10 = 0 then null else now() end, now() - (g * interval '43 minutes')
        from users u cross join generate_series(1, ${PER_DRIVER}::int) g
       where u.id = ${driver.id} or u.email like 'plan-driver%'
       order by g desc, u.id`.execute(t.db);
    // As autovacuum leaves a table in use: statistics, and the visibility map that lets counts read the index alone.
    await sql`vacuum analyze`.execute(t.db);
  }, 300_000);
  afterAll(() => t?.close());

  /** The statements one request sends, with their plans. */
  async function statementsOf(method: 'GET' | 'POST', url: string) {
    const { result: res, statements: out } = await statements.record(t.db, () => t.request({ method, url, token: driver.auth }));
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json(), out };
  }
  const bellStatements = <T extends { sql: string }>(out: T[]) => out.filter((q) => /"user_notifications"/.test(q.sql));

  it('holds the shape the plans are about', async () => {
    const { n } = await t.db.selectFrom('user_notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n)).toBeGreaterThanOrEqual(DRIVERS * PER_DRIVER);
  });

  /** The one statement of the call's own, checked: never a sequential scan of the table. */
  async function bellPlan(query: string) {
    const { body, out } = await statementsOf('GET', `/api/user/notifications?${query}`);
    expect(body.meta.total).toBe(PER_DRIVER);
    expect(body.unread_notifications).toBe(PER_DRIVER / 10);
    const own = bellStatements(out);
    expect(own).toHaveLength(1);
    const { sql: text, plan } = own[0]!;
    expect(plan, `${text}\n${plan}`).not.toMatch(/Seq Scan on user_notifications/);
    return { plan: `${text}\n${plan}`, body };
  }

  for (const [name, query] of [
    ['the first page, newest first (every poll)', 'limit=10&page=1&ordering=-created_at'],
    ['the first page, oldest first', 'limit=10&ordering=created_at'],
  ] as const) {
    it(`${name}: one statement that reads the page and the counts from the bell's index`, async () => {
      const { plan, body } = await bellPlan(query);
      expect(body.data).toHaveLength(10);
      expect(plan).toMatch(/user_notifications_bell_idx/);
      // The page is read in order from the index and stops after ten rows: none of the driver's rows is sorted (a sort
      // of the ten rows of the page above it costs nothing).
      expect(plan).toMatch(/Limit [^\n]*\n\s*->\s+Index Scan(?: Backward)? using user_notifications_bell_idx/);
    });
  }

  for (const [name, query] of [
    ['a page deep in the list', 'limit=10&page=60'],
    ['past the end', 'limit=50&page=100'],
  ] as const) {
    it(`${name}: one statement, no sequential scan`, async () => {
      await bellPlan(query);
    });
  }

  it('sends as many statements for a page of 50 as for a page of 1 (none per notification)', async () => {
    const one = await statementsOf('GET', '/api/user/notifications?limit=1');
    const fifty = await statementsOf('GET', '/api/user/notifications?limit=50');
    expect(fifty.body.data).toHaveLength(50);
    expect(fifty.out.length).toBe(one.out.length);
  });

  it('marks all as read through an index: one statement, no sequential scan', async () => {
    const { body, out } = await statementsOf('POST', '/api/user/notifications/mark-all-as-read');
    expect(body.affected).toBe(PER_DRIVER / 10);
    const own = bellStatements(out);
    expect(own).toHaveLength(1);
    expect(own[0]!.plan, own[0]!.sql).not.toMatch(/Seq Scan on user_notifications/);
  });
});
