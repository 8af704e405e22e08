import { z } from 'zod';
import { numeral } from './numeral';
import { ruleParams } from '../validation';
import { nullable, oneLine, timestamp } from './common';

/** Latitude or longitude: a number in range, or empty; text answers the spec's 'latitude should be numbers.' */
export const coordinate = (min: number, max: number) =>
  z.preprocess(
    // Decimal text only: Number() would also read '0x1F', '1e1' or '  ' (as 0).
    (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? (/^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN) : v),
    z.number({ message: 'latitude should be numbers.' }).min(min).max(max).nullable(),
  );

export const country = z.object({
  id: z.number(),
  name: z.string(),
  iso2: z.string(),
  iso3: z.string().nullable(),
  phone_code: z.string().nullable(),
  currency: z.string().nullable(),
  flag: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Country = z.infer<typeof country>;

/**
 * A country's calling code, kept one way: "+" and its digits ("+1", "+52", "+1-684"). Typed "1", "+ 52" or "+1 684",
 * it is stored so; the DEMO countries came as "1" beside staff's "+1".
 */
export const phoneCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/^\+/, '').replace(/[\s-]+/g, '-').replace(/^-|-$/g, ''))
  .refine((v) => /^\d{1,4}(-\d{1,4})?$/.test(v), ruleParams('invalid'))
  .transform((v) => `+${v}`);

export const countryInput = z.object({
  name: oneLine(100),
  iso2: z.string().trim().length(2).transform((v) => v.toUpperCase()),
  iso3: nullable(z.string().trim().length(3)).optional(),
  phone_code: nullable(phoneCode).optional(),
  currency: nullable(z.string().trim().max(3)).optional(),
  flag: nullable(z.string().max(20)).optional(),
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
});
export type CountryInput = z.infer<typeof countryInput>;

export const state = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  country_id: z.number(),
  country_name: z.string().optional(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type State = z.infer<typeof state>;

export const stateInput = z.object({
  name: oneLine(100),
  code: nullable(z.string().trim().max(10)).optional(),
  country_id: numeral(z.number().int().positive()),
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
});
export type StateInput = z.infer<typeof stateInput>;

export const city = z.object({
  id: z.number(),
  name: z.string(),
  state_id: z.number(),
  country_id: z.number(),
  state_name: z.string().optional(),
  country_name: z.string().optional(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type City = z.infer<typeof city>;

export const cityInput = z.object({
  name: oneLine(100),
  state_id: numeral(z.number().int().positive()),
  country_id: numeral(z.number().int().positive()),
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
});
export type CityInput = z.infer<typeof cityInput>;
