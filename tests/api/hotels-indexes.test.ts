import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@server/db/seed/catalog';
import { setupTestApp, type SignedIn, type TestContext } from './harness';
import { statementRecorder } from './statementPlans';

/**
 * Every list filter and ordering GET /hotels offers must be served by an index on a catalogue of a realistic
 * shape (the planner's own choice after ANALYZE; no enable_seqscan tricks). The statements checked are the
 * ones the API really sends, captured on their way to the database.
 */
describe('GET /hotels uses indexes', () => {
  let t: TestContext;
  let staff: SignedIn;
  const statements = statementRecorder(['SelectQueryNode']);
  let brandId: number;
  let city: string;
  let province: string;

  beforeAll(async () => {
    t = await setupTestApp({}, { plugins: [statements.plugin] });
    await seedCatalog(t.db, { hotels: 2000, days: 1 });
    // A few hotels from each supplier, as after a sync.
    await sql`update hotels set ice_listing_id = id::text, supplier_mapped_id = 'M' || id where id % 50 = 0`.execute(t.db);
    await sql`update hotels set derby_hotel_id = 'D' || id, available_on_derby = true where id % 100 = 0`.execute(t.db);
    await sql`analyze`.execute(t.db);
    staff = await t.signedIn({ email: 'staff@example.com', role: 'Admin' });
    const brand = await t.db.selectFrom('brands').select('id').where('code', '=', 'SE').executeTakeFirstOrThrow();
    brandId = brand.id;
    const place = await t.db.selectFrom('hotels').select(['city', 'province']).where('id', '=', 1).executeTakeFirstOrThrow();
    city = place.city!;
    province = place.province!;
  }, 180_000);
  afterAll(() => t.close());

  /** The plans of the statements one list request sends, as text. */
  async function plans(query: string, auth?: Record<string, string>) {
    const { result: res, statements: out } = await statements.record(
      t.db,
      () => t.request({ method: 'GET', url: `/api/hotels?${query}`, token: auth }),
      (text) => /\bfrom "hotels"|\bhotel_pictures\b|\bfrom "rooms"|\bhotel_amenities\b/.test(text),
    );
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json() as { data: unknown[]; meta: { total: number; capped?: boolean; last_page: number } }, out };
  }

  const page = (out: { sql: string; plan: string }[]) => out.find((q) => /from "hotels"/.test(q.sql) && /\blimit\b/i.test(q.sql) && !/count\(\*\)/.test(q.sql))!;
  /** The count of a list: capped, it counts the first rows of the same query (`select count(*) from (... limit n)`). */
  const count = (out: { sql: string; plan: string }[]) => out.find((q) => /count\(\*\)/.test(q.sql) && /from "hotels"/.test(q.sql))!;
  const seqScanOf = (plan: string, table: string) => new RegExp(`Seq Scan on ${table}\\b`).test(plan);

  const cases: { query: string; staff?: boolean; selective?: boolean }[] = [
    { query: '' },
    { query: 'ordering=-hotelName' },
    { query: 'ordering=city' },
    { query: 'ordering=-created_at' },
    { query: 'ordering=updated_at' },
    { query: 'ordering=-id' },
    { query: 'search=Joplin', selective: true },
    { query: 'search=super%208' },
    { query: 'brand=BRAND_ID', selective: true },
    { query: 'brand=se&ordering=-hotelName', selective: true },
    { query: 'available_on_derby=true', selective: true },
    { query: 'available_on_derby=false' },
    { query: 'parking_available=true' },
    { query: 'parking_available=false&ordering=city' },
    { query: 'parking_available=true&brand=BRAND_ID', selective: true },
    { query: 'city=CITY', staff: true, selective: true },
    { query: 'province=PROVINCE', staff: true, selective: true },
    { query: 'status=inactive', staff: true, selective: true },
    { query: 'ordering=status', staff: true },
    { query: 'supplier=ice_portal', staff: true, selective: true },
    { query: 'supplier=derbysoft', staff: true, selective: true },
    { query: 'supplier=local', staff: true },
  ];

  for (const c of cases) {
    it(`${c.query || '(defaults)'}${c.staff ? ' (staff)' : ''}`, async () => {
      const query = c.query.replace('BRAND_ID', String(brandId)).replace('CITY', encodeURIComponent(city)).replace('PROVINCE', province);
      const { body, out } = await plans(query, c.staff ? staff.auth : undefined);
      const p = page(out);
      expect(p, JSON.stringify(out.map((q) => q.sql))).toBeDefined();
      expect(seqScanOf(p.plan, 'hotels'), `${p.sql}\n${p.plan}`).toBe(false);
      expect(p.plan, p.plan).toMatch(/Index Scan|Index Only Scan|Bitmap Index Scan/);
      if (c.selective) {
        const n = count(out);
        expect(seqScanOf(n.plan, 'hotels'), `${n.sql}\n${n.plan}`).toBe(false);
      }
      // A list is summaries: the count and the page, nothing per hotel (rooms, pictures, amenities are the hotel page's).
      expect(out.map((q) => q.sql).filter((q) => /hotel_amenities|from "rooms"|from "hotel_pictures"/.test(q))).toEqual([]);
      if (body.data.length) expect(out.length).toBe(2);
    });
  }

  it('a deep page works out thumbnails for its own rows only, not for the rows OFFSET skips', async () => {
    const { body, out } = await plans('page=40&limit=10');
    expect(body.data.length).toBe(10);
    const skipping = out.filter((q) => /\boffset\b/i.test(q.sql));
    expect(skipping.length, JSON.stringify(out.map((q) => q.sql))).toBeGreaterThan(0);
    for (const q of skipping) {
      expect(q.sql, 'the statement that skips rows reads no pictures').not.toMatch(/hotel_pictures/);
    }
    const first = await t.request({ method: 'GET', url: '/api/hotels?page=40&limit=10' });
    const ids = (first.json() as { data: { id: number }[] }).data.map((h) => h.id);
    // The same rows as cutting the whole records.
    const all = await t.request({ method: 'GET', url: '/api/hotels?page=4&limit=100' });
    expect(ids).toEqual((all.json() as { data: { id: number }[] }).data.slice(90, 100).map((h) => h.id));
  });

  it('a brand code is worked out before the scan, and the brand\'s hotels are read by hotels_brand_idx', async () => {
    for (const query of ['brand=se', 'brand=SE&ordering=-hotelName', 'brand=se&page=3&limit=10']) {
      const { body, out } = await plans(query);
      expect(body.data.length, query).toBeGreaterThan(0);
      // `brand_id = <the code's id>` as the index condition: not a join with brands, nor a filter on every hotel read in
      // name order (which walked 81,000 hotels of other brands on the bench's catalogue).
      // (A deep page's last statement reads its ten rows by id.)
      for (const q of out.filter((x) => !/count\(\*\)/.test(x.sql) && !/"hotels"\."id" in \(/.test(x.sql))) {
        expect(q.plan, `${query}\n${q.sql}\n${q.plan}`).toMatch(/Index (Only )?Scan (Backward )?using hotels_brand_idx/);
        expect(q.plan, `${query}\n${q.plan}`).toMatch(/Index Cond: \((hotels\.)?brand_id = (\$\d|\(InitPlan)/);
      }
    }
  });

  it('counts at most 1,000 matches past the page and says the total is a lower bound', async () => {
    const broad = await plans('limit=10');
    const n = count(broad.out);
    expect(n.sql, 'the count stops early').toMatch(/\blimit\b/i);
    expect(broad.body.meta).toMatchObject({ total: 1001, capped: true, last_page: 101 });
    // Past the cap the count goes on from the page: the last pages know the real total.
    const active = Number((await sql<{ n: number }>`select count(*) as n from hotels where status = 'active'`.execute(t.db)).rows[0]!.n);
    const deep = await plans('limit=10&page=150');
    expect(deep.body.meta).toMatchObject({ total: active, capped: false, last_page: Math.ceil(active / 10) });
    // A narrow filter counts exactly.
    const narrow = await plans('search=Joplin');
    expect(narrow.body.meta.capped).toBe(false);
  });

  it('a hotel\'s page reads its rooms, pictures and amenities by hotel id through indexes', async () => {
    const slug = (await t.db.selectFrom('hotels').select('slug').where('id', '=', 1).executeTakeFirstOrThrow()).slug;
    const { result: res, statements: reads } = await statements.record(
      t.db,
      () => t.request({ method: 'GET', url: `/api/hotel/${slug}` }),
      (text) => /from "(rooms|hotel_pictures|hotel_amenities)"/.test(text),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(reads.length).toBe(3);
    for (const q of reads) expect(q.plan, `${q.sql}\n${q.plan}`).not.toMatch(/Seq Scan on (rooms|hotel_pictures|hotel_amenities)\b/);
  });

  it('creating a hotel finds a free slug by index', async () => {
    const { result: res, statements: found } = await statements.record(
      t.db,
      () => t.request({ method: 'POST', url: '/api/admin/hotels', payload: { hotelName: 'Super 8 Joplin' }, token: staff.auth }),
      (text) => /"slug" like/.test(text),
    );
    expect(res.statusCode, res.body).toBe(201);
    const slugQuery = found[0]!;
    expect(seqScanOf(slugQuery.plan, 'hotels'), slugQuery.plan).toBe(false);
  });
});
