import { z } from 'zod';
import { ruleParams } from '../validation';

export const id = z.coerce.number().int().positive();
export const idParam = z.object({ id });

/** Query of every list endpoint (DESIGN section 4). */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(25),
  page: z.coerce.number().int().min(1).default(1),
  ordering: z.string().max(200).optional(),
  search: z.string().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const listMeta = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMeta });
}
export type ListResponse<T> = { data: T[]; meta: ListMeta };

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const timestamp = z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString() : v));

/** Accepts "", null or a value; empty strings from forms become null. */
export function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? null : v), schema.nullable());
}

/** An absolute http(s) link with a host and no spaces (never javascript:, data: or a bare 'http://'). */
export const httpUrl = z
  .string()
  .max(500)
  .refine((v) => {
    if (!/^https?:\/\/[^\s]+$/i.test(v)) return false;
    try {
      return new URL(v).hostname !== '';
    } catch {
      return false;
    }
  }, ruleParams('http_url'));
