import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResultsResponse } from '@/api/schemas/hotelSearch';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, type TestContext } from './harness';
import { statementLog } from './statementLog';

/**
 * What one search costs the database (issue 11: the app's search against one SQL statement). A driver's search is
 * a POST and a read of its first page; the counts are exact, so a statement that creeps back in fails here.
 */
describe('statements per search', () => {
  let t: TestContext;
  const log = statementLog();
  // Not the search's own cost: the maintenance gate's site settings (cached a few seconds) and the expiry sweep
  // (one at a time for all searches starting together).
  const ofTheSearch = (statements: string[]) => statements.filter((s) => !/from "settings"/.test(s) && !/with expired as/.test(s));
  let place: { city: string; province: string };

  beforeAll(async () => {
    t = await setupTestApp({}, { plugins: [log.plugin], runWorker: false });
    const c = await t.db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.name', 'states.code', 'cities.latitude', 'cities.longitude'])
      .where('states.code', '=', 'KS')
      .where('cities.latitude', 'is not', null)
      .orderBy('cities.id')
      .executeTakeFirstOrThrow();
    place = { city: c.name, province: c.code! };
    for (const [i, name] of ['Counted Stop', 'Second Stop'].entries()) {
      await addTestHotel(t.db, { name, lat: c.latitude! + 0.01 * (i + 1), lng: c.longitude!, price: 9000, city: c.name, province: 'KS', country: 'United States' });
    }
  });
  afterAll(async () => t?.close());

  const search = async (body: Record<string, unknown>) => {
    const posted = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(3), checkOutDate: day(4), ...body } });
    expect(posted.statusCode, posted.body).toBe(201);
    const res = await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${posted.json().token}&wait=2000` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResultsResponse;
  };

  it('costs three statements once its place is known: the lookup, the search itself, the first page', async () => {
    const first = await log.during(() => search(place));
    expect(first.result.searching).toBe(false);
    expect(first.result.data.map((h) => h.hotelName)).toEqual(['Counted Stop', 'Second Stop']);
    // The first search for a place finds it (country, province, city): the next ones for it do not.
    const again = await log.during(() => search(place));
    const sent = ofTheSearch(again.statements);
    expect(sent, sent.join('\n\n')).toHaveLength(3);
    expect(sent[0]).toMatch(/^insert into "lookups"/);
    expect(sent[1]).toMatch(/with near_plus as/);
    expect(sent[2]).toMatch(/with "page" as/);
    expect(again.result).toEqual({ ...first.result, expires_at: expect.any(String) });
    expect(ofTheSearch(first.statements).length).toBeGreaterThan(sent.length);
  });

  it('costs ONE statement when the first page comes with the token (POST ?wait): it stores the lookup, searches, writes the results and cuts the page', async () => {
    const read = await search(place);
    const { result, statements } = await log.during(() => t.request({ method: 'POST', url: '/api/hotels/search?wait=2000', payload: { checkInDate: day(3), checkOutDate: day(4), ...place } }));
    expect(result.statusCode, result.body).toBe(201);
    const { token, results } = result.json() as { token: string; results: SearchResultsResponse };
    expect(results.data.map((h) => h.hotelName)).toEqual(['Counted Stop', 'Second Stop']);
    const sent = ofTheSearch(statements);
    expect(sent, sent.join('\n\n')).toHaveLength(1);
    expect(sent[0]).toMatch(/insert into lookups.*insert into search_results.*with "page" as/s);
    // The same answer as the three-statement way, and the same lookup and results stored for the later reads.
    expect(results).toEqual({ ...read, expires_at: results.expires_at });
    const stored = await t.db.selectFrom('lookups').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: 'search', status: 'complete', locked_by: null, locked_until: null, attempts: 1, capped: false, expires_at: results.expires_at });
    expect(stored.finished_at).not.toBeNull();
    const later = await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}` });
    expect(later.json()).toEqual(results);
  });

  it('finds a city named with its province and country in one statement (the country and province inside it)', async () => {
    const ask = (country: string) =>
      log.during(() => t.request({ method: 'POST', url: '/api/hotels/search?wait=2000', payload: { checkInDate: day(5), checkOutDate: day(6), ...place, country } }));
    const found = await ask('United States');
    const sent = ofTheSearch(found.statements);
    expect(sent, sent.join('\n\n')).toHaveLength(2);
    expect(sent[0]).toMatch(/from "cities".*from "states".*from "countries"/s);
    const results = found.result.json().results as SearchResultsResponse;
    expect(results.place).toMatchObject({ kind: 'city', label: `${place.city}, ${place.province}, United States` });
    expect(results.data.map((h) => h.hotelName)).toEqual(['Counted Stop', 'Second Stop']);
    // A country the province is not in finds no city: the words are then searched as text, as before.
    const elsewhere = await ask('Canada');
    expect((elsewhere.result.json().results as SearchResultsResponse).place).toBeNull();
    expect(ofTheSearch(elsewhere.statements)).toHaveLength(2);
  });

  it('answers its other pages and its map points from the settled search with one statement each', async () => {
    const posted = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(3), checkOutDate: day(4), ...place } });
    const token = posted.json().token as string;
    await t.request({ method: 'GET', url: `/api/hotels/search/results?token=${token}&wait=2000` });
    for (const url of [`/api/hotels/search/results?token=${token}&sort_by=price_asc`, `/api/hotels/search/markers?token=${token}`]) {
      const { result, statements } = await log.during(() => t.request({ method: 'GET', url }));
      expect(result.statusCode, result.body).toBe(200);
      expect(ofTheSearch(statements), url).toHaveLength(1);
    }
  });

  it('sweeps expired searches now and then, not once per search (SEARCH_SWEEP_EVERY_SECONDS, 10 by default)', async () => {
    const sweeps = (statements: string[]) => statements.filter((s) => /with expired as/.test(s)).length;
    const post = () => t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(3), checkOutDate: day(4), ...place } });
    const later = (seconds: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
    try {
      // Past every sweep so far: the next search sweeps, the ones right after it do not.
      later(11);
      const first = await log.during(async () => {
        await post();
        await t.app.background.settled();
      });
      expect(sweeps(first.statements)).toBe(1);
      const next = await log.during(async () => {
        for (let i = 0; i < 3; i++) await post();
        await t.app.background.settled();
      });
      expect(sweeps(next.statements)).toBe(0);
      // Ten seconds on, a search sweeps again.
      later(22);
      const again = await log.during(async () => {
        await post();
        await t.app.background.settled();
      });
      expect(sweeps(again.statements)).toBe(1);
    } finally {
      vi.useRealTimers();
      await t.app.background.settled();
    }
  });

  it('writes its scratch (the lookup and its results) to unlogged tables: no disk flush per search', async () => {
    const { rows } = await sql<{ relname: string; relpersistence: string }>`select relname, relpersistence from pg_class where relname in ('lookups', 'search_results') and relkind = 'r' and relnamespace = current_schema()::regnamespace order by relname`.execute(t.db);
    expect(rows).toEqual([{ relname: 'lookups', relpersistence: 'u' }, { relname: 'search_results', relpersistence: 'u' }]);
  });
});
