import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLookups } from '@server/modules/search/lookups';
import { setupTestApp, type TestContext } from './harness';

/** A lookup whose work stores it (POST /hotels/search?wait): a work that fails before storing fails the request, and stores nothing. */
describe('lookups stored by their own work', () => {
  let t: TestContext;
  const errors: unknown[] = [];
  let lookups: ReturnType<typeof createLookups>;

  beforeAll(async () => {
    t = await setupTestApp({}, { runWorker: false });
    lookups = createLookups(t.db, { ttlMs: () => 60_000, log: { error: (obj) => errors.push(obj) } });
  });
  afterAll(async () => t?.close());

  const stored = (token: string) => t.db.selectFrom('lookups').select('token').where('token', '=', token).executeTakeFirst();

  it('answers the stored lookup and what the storing statement answered', async () => {
    const { lookup, answer } = await lookups.createStored<string>('search', { q: 1 }, { user_id: null }, async (l, _lease, done) => {
      await t.db.insertInto('lookups').values({ ...l, params: JSON.stringify(l.params), status: 'complete', place: null, result: null, locked_by: null, locked_until: null }).execute();
      done('first page');
    });
    expect(answer).toBe('first page');
    expect(await stored(lookup.token)).toEqual({ token: lookup.token });
  });

  it('fails with the work\'s own error when it fails before storing, and logs it', async () => {
    let token = '';
    const failing = lookups.createStored('search', { q: 2 }, {}, async (l) => {
      token = l.token;
      throw new Error('database gone');
    });
    await expect(failing).rejects.toThrow('database gone');
    expect(await stored(token)).toBeUndefined();
    await lookups.drain();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('fails when the work ends without storing its lookup (no token to answer)', async () => {
    await expect(lookups.createStored('search', { q: 3 }, {}, async () => undefined)).rejects.toThrow(/without storing its lookup/);
  });
});
