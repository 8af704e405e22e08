import { z } from 'zod';
import { contentLanguages } from '../content';

export * from '../content';

/** A text's other languages, as answered: only those written. */
export const translations = z.partialRecord(z.enum(contentLanguages), z.string());
export type Translations = z.infer<typeof translations>;

/** As sent by the admin: blank languages are dropped (they fall back to English). */
export const translationsInput = (max: number) =>
  z
    .partialRecord(z.enum(contentLanguages), z.string().trim().max(max).nullish())
    .transform((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => typeof v === 'string' && v !== '')) as Translations);
