import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { analyticsPeriod, analyticsQuery, analyticsReport, ANALYTICS_TOP, type AnalyticsDay, type AnalyticsReport } from '@/api/schemas/analytics';
import { VIEW_ANALYTICS } from '@/api/permissions';
import { addDays, nightsBetween } from '@/api/stay';
import type { Db } from '@server/db';
import { needs } from '@server/plugins/access';
import { defineArea } from '@server/plugins/areas';
import { usdRates } from '../settings/currencyRates';

declare module '@server/db/types' {
  interface Database {
    search_days: { day: string; searches: number };
  }
}

/** The conversion rates as a table the statements join: units of a currency per US dollar. */
function ratesTable(rates: Record<string, number>) {
  const rows = Object.entries(rates).map(([code, perUsd]) => sql`(${code}::text, ${perUsd}::float8)`);
  return sql`rates (code, per_usd) as (values ${sql.join(rows)})`;
}

const dollars = (cents: number) => Math.round(cents) / 100;
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * The back office's figures for a period (both days included, UTC days): bookings, revenue, searches and
 * cancellations per day, and the cities and hotels booked most. Failed bookings count nowhere; revenue is what
 * confirmed bookings bring, in US dollars at the rates in force.
 */
export async function analyticsFor(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const start = `${from}T00:00:00Z`;
  const end = `${addDays(to, 1)}T00:00:00Z`;
  const rates = ratesTable((await usdRates(db)).rates);
  // Bookings made in the period, with their revenue in US cents (stored minor units are hundredths in every currency).
  const made = sql`made as (
      select b.hotel_id, b.status, (b.created_at at time zone 'UTC')::date as day,
             case when b.status = 'confirmed' then b.total_minor / r.per_usd end as revenue_cents
      from bookings b left join rates r on r.code = b.currency
      where b.created_at >= ${start} and b.created_at < ${end} and b.status <> 'failed')`;

  const [byDay, cancelled, searched, hotels, cities] = await Promise.all([
    sql<{ day: string; bookings: number; confirmed: number; cancelled: number; revenue_cents: number }>`
      with ${rates}, ${made}
      select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as bookings,
             (count(*) filter (where status = 'confirmed'))::int as confirmed,
             (count(*) filter (where status = 'cancelled'))::int as cancelled, coalesce(sum(revenue_cents), 0)::float8 as revenue_cents
      from made group by made.day`.execute(db),
    sql<{ day: string; cancellations: number }>`
      select to_char((cancelled_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as cancellations
      from bookings where cancelled_at >= ${start} and cancelled_at < ${end} group by 1`.execute(db),
    // Searches swept after they expired were counted into search_days by the sweep; the others are still lookups (a
    // table of the last hour's searches: scanned here, rather than indexed on every search's insert).
    sql<{ day: string; searches: number }>`
      select to_char(day, 'YYYY-MM-DD') as day, sum(searches)::int as searches from (
        select day, searches from search_days where day >= ${from}::date and day <= ${to}::date
        union all
        select (created_at at time zone 'UTC')::date, count(*) from lookups
         where kind = 'search' and created_at >= ${start} and created_at < ${end} group by 1
      ) counted group by day`.execute(db),
    sql<{ id: number; name: string; city: string | null; bookings: number; revenue_cents: number }>`
      with ${rates}, ${made}
      select h.id::int as id, h.hotel_name as name, h.city, count(*)::int as bookings, coalesce(sum(made.revenue_cents), 0)::float8 as revenue_cents
      from made join hotels h on h.id = made.hotel_id
      group by h.id order by bookings desc, revenue_cents desc, h.id limit ${ANALYTICS_TOP}`.execute(db),
    sql<{ city: string; state: string | null; country: string | null; bookings: number; revenue_cents: number }>`
      with ${rates}, ${made}
      select h.city, h.province as state, h.country, count(*)::int as bookings, coalesce(sum(made.revenue_cents), 0)::float8 as revenue_cents
      from made join hotels h on h.id = made.hotel_id
      where h.city is not null
      group by h.city, h.province, h.country order by bookings desc, revenue_cents desc, h.city limit ${ANALYTICS_TOP}`.execute(db),
  ]);

  const days: AnalyticsDay[] = Array.from({ length: nightsBetween(from, to) + 1 }, (_, i) => ({
    day: addDays(from, i),
    bookings: 0,
    confirmed: 0,
    revenue_usd: 0,
    searches: 0,
    cancellations: 0,
  }));
  const index = new Map(days.map((d) => [d.day, d]));
  let revenueCents = 0;
  let cancelledOfMade = 0;
  for (const r of byDay.rows) {
    const d = index.get(r.day);
    if (!d) continue;
    Object.assign(d, { bookings: Number(r.bookings), confirmed: Number(r.confirmed), revenue_usd: dollars(Number(r.revenue_cents)) });
    revenueCents += Number(r.revenue_cents);
    cancelledOfMade += Number(r.cancelled);
  }
  for (const r of cancelled.rows) {
    const d = index.get(r.day);
    if (d) d.cancellations = Number(r.cancellations);
  }
  for (const r of searched.rows) {
    const d = index.get(r.day);
    if (d) d.searches = Number(r.searches);
  }
  const sum = (key: 'bookings' | 'confirmed' | 'searches' | 'cancellations') => days.reduce((n, d) => n + d[key], 0);
  const totals = { bookings: sum('bookings'), confirmed: sum('confirmed'), searches: sum('searches'), cancellations: sum('cancellations') };
  return {
    from,
    to,
    totals: {
      ...totals,
      revenue_usd: dollars(revenueCents),
      conversion: share(totals.bookings, totals.searches),
      cancellation_rate: share(cancelledOfMade, totals.bookings),
    },
    days,
    top_hotels: hotels.rows.map((h) => ({ id: Number(h.id), name: h.name, city: h.city, bookings: Number(h.bookings), revenue_usd: dollars(Number(h.revenue_cents)) })),
    top_cities: cities.rows.map((c) => ({ city: c.city, state: c.state, country: c.country, bookings: Number(c.bookings), revenue_usd: dollars(Number(c.revenue_cents)) })),
  };
}

async function analyticsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin/analytics', {
    config: needs(VIEW_ANALYTICS),
    schema: { tags: ['analytics'], querystring: analyticsQuery, response: { 200: analyticsReport } },
  }, async (req) => {
    const { from, to } = analyticsPeriod(req.query, new Date().toISOString().slice(0, 10));
    return analyticsFor(app.db, from, to);
  });
}

export default defineArea({ routes: [analyticsRoutes] });
