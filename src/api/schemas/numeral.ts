import { z } from 'zod';

/** A plain decimal numeral, as forms and query strings send numbers: "12", "-3.5", " 7 ". */
const DECIMAL = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/**
 * A number in a JSON body, a form or a query string: a JSON number, or text that is a plain decimal numeral. Nothing
 * else is taken for one — `z.coerce.number()` took `[1]`, `true`, `"0x10"`, `"1e3"`, `null` and `""` (as 0) — so the
 * number schema refuses it ("must be numeric", or "is required" for an empty value). Chain the number's own rules
 * inside and optional/nullable/default outside: `numeral(z.number().int().min(1)).default(1)`.
 */
export function numeral<T extends z.ZodType<number>>(schema: T) {
  return z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v) ? Number(v) : v === null ? undefined : v), schema);
}
