import { z } from 'zod';
import { isTimeZone } from '../hotelClock';
import { HOURS_LEFT_MINUTES, SPEED_KMH } from '../reach';
import { ruleParams } from '../validation';
import { flag } from './catalog';
import { nullable } from './common';

/** The search's "hours left": minutes of driving left (1 to 14 hours) and the average speed, km/h. */
export const hoursLeft = z.object({
  minutes: z.number().int().min(HOURS_LEFT_MINUTES.min).max(HOURS_LEFT_MINUTES.max),
  speedKmh: z.number().min(SPEED_KMH.min).max(SPEED_KMH.max),
});

/** A result's arrival when the search had hours left; null without a starting point to drive from. */
export const arrival = z.object({
  /** Road km to drive (straight line × ROAD_FACTOR, or along the route). */
  drive_km: z.number(),
  drive_minutes: z.number(),
  /** The instant of arrival; shown on the hotel's clock (`time_zone`). */
  arrives_at: z.string(),
  time_zone: z.string(),
  /** Within the hours left; false only when the driver asked to see hotels beyond reach too. */
  reachable: z.boolean(),
  /** Arriving while nobody is at the front desk (a desk that is not open 24 hours). */
  desk_closed: z.boolean(),
  /** Arriving after the free-cancellation deadline of the stay; null where the deadline is the supplier's (unknown here). */
  after_free_cancellation: z.boolean().nullable(),
  /**
   * The stay starts on a later day than setting off now would arrive (hours left are today's): the drive's length is
   * what it says, not the clock time, the desk or the deadline on a day the stay has not begun.
   */
  stay_later: z.boolean(),
});
export type Arrival = z.infer<typeof arrival>;

/** GET results and markers: `beyond_reach=1` shows the hotels past the hours left as well (flagged). */
export const beyondReachQuery = z.object({ beyond_reach: flag.default(false) });

const clockTime = z.string().refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), ruleParams('format', { format: 'HH:mm' }));

export const frontDesk = z.object({
  open_24h: z.boolean(),
  /** 'HH:mm' hotel time; null when open around the clock. */
  opens: z.string().nullable(),
  closes: z.string().nullable(),
});
export type FrontDesk = z.infer<typeof frontDesk>;

/**
 * The key of the amenity "24-hour front desk". The front-desk facts decide: a hotel lists the amenity exactly when
 * its desk is open around the clock (kept so on every write of a hotel; staff cannot tick it on its own).
 */
export const FRONT_DESK_24H_AMENITY = 'front_desk_24h';

export const frontDeskInput = z
  .object({
    open_24h: flag.default(true),
    opens: nullable(clockTime).optional(),
    closes: nullable(clockTime).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.open_24h) return;
    for (const field of ['opens', 'closes'] as const) {
      if (!d[field]) ctx.addIssue({ code: 'custom', path: [field], message: `${field === 'opens' ? 'Opens' : 'Closes'} is required`, ...ruleParams('required') });
    }
  });

/** An IANA zone name ("America/Chicago"); '' or null: guessed from the state and longitude when the hotel is created. */
export const timeZoneInput = nullable(z.string().trim().max(64).refine(isTimeZone, ruleParams('invalid'))).optional();
