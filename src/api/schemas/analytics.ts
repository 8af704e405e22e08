import { z } from 'zod';
import { addDays, nightsBetween } from '../stay';
import { ruleParams } from '../validation';
import { isoDate } from './common';

/** The longest period one report covers: a year, leap day included. */
export const ANALYTICS_MAX_DAYS = 366;
/** How many cities and hotels the top lists name. */
export const ANALYTICS_TOP = 10;

/**
 * GET /admin/analytics?from&to: both days included, as UTC calendar days. Without them: the last 30 days to today.
 */
export const analyticsQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((v, ctx) => {
    if (!v.from || !v.to) return;
    if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From', ...ruleParams('on_or_after', { target: 'from' }) });
    else if (nightsBetween(v.from, v.to) + 1 > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `To must be at most ${ANALYTICS_MAX_DAYS} days after From`, ...ruleParams('max_days', { length: ANALYTICS_MAX_DAYS, target: 'from' }) });
    }
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** The period a query asks for, defaults filled in (`today` as the server's UTC date). */
export function analyticsPeriod(query: AnalyticsQuery, today: string): { from: string; to: string } {
  if (query.to) return { from: query.from ?? addDays(query.to, -29), to: query.to };
  if (!query.from) return { from: addDays(today, -29), to: today };
  const latest = addDays(query.from, ANALYTICS_MAX_DAYS - 1);
  return { from: query.from, to: today < query.from ? query.from : today > latest ? latest : today };
}

/** One day's figures. Bookings and revenue by the day a booking was made; cancellations by the day it was cancelled. */
export const analyticsDay = z.object({
  day: z.string(),
  /** Bookings made that day that did not fail (pending, confirmed, or cancelled since). */
  bookings: z.number().int(),
  /** Of those, the ones confirmed now. */
  confirmed: z.number().int(),
  /** Confirmed bookings' totals, in US dollars at the conversion rates in force. */
  revenue_usd: z.number(),
  /** Hotel searches started that day. */
  searches: z.number().int(),
  /** Bookings cancelled that day. */
  cancellations: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

const ranked = { bookings: z.number().int(), revenue_usd: z.number() };

export const analyticsReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    bookings: z.number().int(),
    confirmed: z.number().int(),
    revenue_usd: z.number(),
    searches: z.number().int(),
    cancellations: z.number().int(),
    /** Bookings per search (0..1); null without searches. */
    conversion: z.number().nullable(),
    /** The share of the period's bookings cancelled since (0..1); null without bookings. */
    cancellation_rate: z.number().nullable(),
  }),
  days: z.array(analyticsDay),
  top_cities: z.array(z.object({ city: z.string(), state: z.string().nullable(), country: z.string().nullable(), ...ranked })),
  top_hotels: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable(), ...ranked })),
});
export type AnalyticsReport = z.infer<typeof analyticsReport>;
