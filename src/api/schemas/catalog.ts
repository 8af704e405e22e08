import { z } from 'zod';
import { numeral } from './numeral';
import { ruleParams } from '../validation';
import { httpUrl, nullable, oneLine } from './common';
import { amenityKeys, translations, translationsInput } from './content';

/** Booleans arrive from forms and old clients as true/false, 1/0, 'yes'/'no'; the API answers booleans. */
export const flag = z.preprocess((v) => {
  if (v === 'yes' || v === '1' || v === 1 || v === 'true') return true;
  if (v === 'no' || v === '0' || v === 0 || v === 'false') return false;
  return v;
}, z.boolean());

export const optionalUrl = nullable(httpUrl).optional();

export const brand = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  chain_code: z.string().nullable(),
  logo: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  promotion_text: z.string().nullable(),
  /** The promotion text in other languages (English, above, is the fallback). */
  promotion_text_i18n: translations,
  featured: z.boolean(),
  hotels_count: z.number().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Brand = z.infer<typeof brand>;

export const brandInput = z.object({
  name: oneLine(150),
  code: z.string().trim().min(1).max(20).transform((v) => v.toUpperCase()),
  chain_code: nullable(z.string().trim().max(20).transform((v) => v.toUpperCase())).optional(),
  logo: nullable(z.string().trim().max(500).refine((v) => /^\/uploads\/[\w./-]+$/.test(v) || httpUrl.safeParse(v).success, ruleParams('http_url'))).optional(),
  description: nullable(z.string().max(5000)).optional(),
  website: optionalUrl,
  promotion_text: nullable(z.string().max(2000)).optional(),
  promotion_text_i18n: translationsInput(2000).optional(),
  featured: flag.optional(),
});
export type BrandInput = z.infer<typeof brandInput>;

export const amenity = z.object({
  id: z.number(),
  name: z.string(),
  /** Its entry in the fixed catalogue the interface translates; null for an amenity of the staff's own (shown as named). */
  key: z.enum(amenityKeys).nullable(),
  icon: z.string().nullable(),
  featured: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Amenity = z.infer<typeof amenity>;

export const amenityInput = z.object({
  name: oneLine(100),
  key: nullable(z.enum(amenityKeys)).optional(),
  icon: nullable(z.string().trim().max(100).regex(/^[A-Za-z0-9_-]*$/)).optional(),
  featured: flag.optional(),
});
export type AmenityInput = z.infer<typeof amenityInput>;

export const idList = z.object({ ids: z.array(numeral(z.number().int().positive())).min(1).max(500) });
export const amenityBulkUpdate = idList.extend({ data: z.object({ featured: flag }) });

/** What a record is still used by: a kind of record (states, cities, hotels, users, addresses, rooms, bookings) and how many. */
export const recordUses = z.array(z.object({ label: z.string(), count: z.number().int() }));
/** A bulk delete, record by record: those deleted, and those refused with what still uses them. */
export const bulkDeleteResult = z.object({
  message: z.string(),
  affected: z.number().int(),
  deleted: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string(), uses: recordUses })),
});
export type BulkDeleteResult = z.infer<typeof bulkDeleteResult>;
export type AmenityBulkUpdate = z.infer<typeof amenityBulkUpdate>;
