import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statement } from '@server/db';
import { setupTestApp, type TestContext } from './harness';
import { statementLog } from './statementLog';

/** server/db/statement.ts: a statement compiled once, its values given on each call. */
describe('statement', () => {
  let t: TestContext;
  const log = statementLog();

  beforeAll(async () => {
    t = await setupTestApp();
    await t.signedIn({ email: 'first@example.com', first_name: 'First' });
    await t.signedIn({ email: 'second@example.com', first_name: 'Second' });
  });
  afterAll(async () => t?.close());

  it('is built once per database and answers each call with its own values', async () => {
    let builds = 0;
    const byEmail = statement((db, v: { email: string; name: string }) => {
      builds++;
      return db.selectFrom('users').select(['email', 'first_name']).where('email', '=', v.email).where('first_name', '=', v.name);
    });
    const logged = t.db.withPlugin(log.plugin);
    const { result, statements } = await log.during(async () => [
      await byEmail.executeTakeFirst(logged, { email: 'first@example.com', name: 'First' }),
      await byEmail.executeTakeFirst(logged, { email: 'second@example.com', name: 'Second' }),
      await byEmail.executeTakeFirst(logged, { email: 'second@example.com', name: 'First' }),
    ]);
    expect(result).toEqual([{ email: 'first@example.com', first_name: 'First' }, { email: 'second@example.com', first_name: 'Second' }, undefined]);
    expect(builds).toBe(1);
    // The database's plugins hear every statement sent, as they hear a query builder's.
    expect(statements).toHaveLength(3);
    for (const sent of statements) expect(sent).toMatch(/from "users" where "email" = \$1 and "first_name" = \$2/);
  });

  it('refuses a statement whose shape would depend on a value, naming the value', async () => {
    const shaped = statement((db, v: { email: string; exact: boolean }) =>
      db
        .selectFrom('users')
        .select('email')
        .$if(v.exact, (q) => q.where('email', '=', v.email)),
    );
    await expect(shaped.execute(t.db, { email: 'first@example.com', exact: false })).rejects.toThrow('statement: exact read but not used as a value');
  });

  it('refuses an object given whole where its fields are the values (an insert row)', async () => {
    const whole = statement((db, v: { row: { email: string } }) => db.selectFrom('users').select('email').where('email', '=', v.row.email));
    await expect(whole.execute(t.db, { row: { email: 'first@example.com' } })).rejects.toThrow('statement: row read but not used as a value');
  });

  it('refuses a statement whose text holds a placeholder of its own, which the values could not be matched to', async () => {
    const odd = statement((db, v: { email: string }) => db.selectFrom('users').select(sql<string>`'$1'`.as('literal')).where('email', '=', v.email));
    await expect(odd.execute(t.db, { email: 'first@example.com' })).rejects.toThrow('statement: its placeholders are not $1..$n in order');
  });
});
