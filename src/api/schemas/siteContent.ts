import { z } from 'zod';
import { numeral } from './numeral';
import { ruleParams } from '../validation';
import { defaultLocale, locales, type Locale } from '../../i18n/locales';
import { httpUrl, isoDate, nullable, oneLine } from './common';
import { flag } from './catalog';

/**
 * Issue 14's content: testimonials, promotions and partner programmes, FAQ, editable pages, advertise requests and
 * settings. One description of every payload, read by the server's routes, the admin's forms and the storefront.
 */

/** A picture address: a file uploaded to this site (/uploads/…) or an http(s) link; never javascript: or data:. */
export const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/uploads\/[\w./-]+$/.test(v) && !v.includes('..') || httpUrl.safeParse(v).success, ruleParams('http_url'));

// ---------------------------------------------------------------- translations

/** The languages a text can be translated into besides English (the fallback, kept in the record's own fields). */
export const translatedLocales = locales.filter((l): l is Exclude<Locale, 'en'> => l !== defaultLocale);

/** Per-language text beside the English fields: `{ de: { title: '…' }, … }`; a field left empty falls back to English. */
export function translationsInput<S extends z.ZodRawShape>(shape: S) {
  return z.partialRecord(z.enum(translatedLocales), z.object(shape).partial()).default({});
}
export const translationsRecord = z.record(z.string(), z.record(z.string(), z.string().nullable().optional()));
export type Translations = z.infer<typeof translationsRecord>;

/** The record in the reader's language: each field's translation when there is one, else its English text. */
export function localized<T extends { translations: Translations }>(record: T, lng: string, fields: readonly (keyof T & string)[]): T {
  const own = record.translations?.[lng];
  if (!own || lng === defaultLocale) return record;
  const out = { ...record };
  for (const f of fields) {
    const text = own[f];
    if (typeof text === 'string' && text.trim() !== '') (out as Record<string, unknown>)[f] = text;
  }
  return out;
}

/**
 * The language a field is shown in: the reader's when it has a translation, else English (the page then marks it,
 * `lang="en"`, so a screen reader does not read English words with the page's voice).
 */
export function shownLanguage<T extends { translations: Translations }>(record: T, lng: string, field: keyof T & string): string {
  const text = record.translations?.[lng]?.[field];
  return lng !== defaultLocale && typeof text === 'string' && text.trim() !== '' ? lng : defaultLocale;
}

// ---------------------------------------------------------------- testimonials

export const testimonial = z.object({
  id: z.number(),
  name: z.string(),
  home_base: z.string().nullable(),
  photo: z.string().nullable(),
  rating: z.number().int(),
  text: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  /** The driver's words in the site's other languages (staff's translations; the record's own text is English). */
  translations: translationsRecord,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonial>;
export const testimonialTextFields = ['text'] as const;

export const testimonialInput = z.object({
  name: oneLine(100),
  home_base: nullable(z.string().trim().max(150)).optional(),
  photo: nullable(imageUrl).optional(),
  rating: numeral(z.number().int().min(1).max(5)).default(5),
  text: z.string().trim().min(1).max(2000),
  published: flag.optional(),
  position: numeral(z.number().int().min(0).max(100_000)).optional(),
  translations: translationsInput({ text: nullable(z.string().trim().max(2000)) }),
});
export type TestimonialInput = z.infer<typeof testimonialInput>;

// ---------------------------------------------------------------- promotions and partner programmes

export const promotion = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  image: z.string().nullable(),
  brand_id: z.number().nullable(),
  brand_name: z.string().nullable().optional(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  published: z.boolean(),
  demo: z.boolean(),
  translations: translationsRecord,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Promotion = z.infer<typeof promotion>;
export const promotionTextFields = ['title', 'summary', 'body'] as const;

const promotionText = {
  title: nullable(z.string().trim().max(200)),
  summary: nullable(z.string().trim().max(500)),
  body: nullable(z.string().max(20_000)),
};

export const promotionInput = z
  .object({
    title: oneLine(200),
    summary: nullable(z.string().trim().max(500)).optional(),
    body: nullable(z.string().max(20_000)).optional(),
    image: nullable(imageUrl).optional(),
    brand_id: nullable(numeral(z.number().int().positive())).optional(),
    valid_from: nullable(isoDate).optional(),
    valid_until: nullable(isoDate).optional(),
    published: flag.optional(),
    demo: flag.optional(),
    translations: translationsInput(promotionText),
  })
  .refine((p) => !p.valid_from || !p.valid_until || p.valid_until >= p.valid_from, {
    path: ['valid_until'],
    params: { rule: 'on_or_after', target: 'valid_from' },
  });
export type PromotionInput = z.infer<typeof promotionInput>;

export const programmeKeys = ['choice', 'nait', 'truckstop', 'wyndham'] as const;
export type ProgrammeKey = (typeof programmeKeys)[number];

export const programme = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  benefits: z.string().nullable(),
  how_to_join: z.string().nullable(),
  website: z.string().nullable(),
  brand_ids: z.array(z.number()),
  demo: z.boolean(),
  translations: translationsRecord,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Programme = z.infer<typeof programme>;
export const programmeTextFields = ['title', 'summary', 'benefits', 'how_to_join'] as const;

export const programmeInput = z.object({
  title: oneLine(200),
  summary: nullable(z.string().trim().max(500)).optional(),
  benefits: nullable(z.string().max(20_000)).optional(),
  how_to_join: nullable(z.string().max(20_000)).optional(),
  website: nullable(httpUrl).optional(),
  brand_ids: z.array(numeral(z.number().int().positive())).max(100).default([]),
  demo: flag.optional(),
  translations: translationsInput({
    title: nullable(z.string().trim().max(200)),
    summary: nullable(z.string().trim().max(500)),
    benefits: nullable(z.string().max(20_000)),
    how_to_join: nullable(z.string().max(20_000)),
  }),
});
export type ProgrammeInput = z.infer<typeof programmeInput>;

// ---------------------------------------------------------------- FAQ and pages

export const faqTopics = ['booking', 'cancellation', 'parking', 'account', 'payments'] as const;
export type FaqTopic = (typeof faqTopics)[number];

export const faqEntry = z.object({
  id: z.number(),
  topic: z.enum(faqTopics),
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  translations: translationsRecord,
  created_at: z.string(),
  updated_at: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntry>;
export const faqTextFields = ['question', 'answer'] as const;

export const faqEntryInput = z.object({
  topic: z.enum(faqTopics),
  question: oneLine(300),
  answer: z.string().trim().min(1).max(20_000),
  position: numeral(z.number().int().min(0).max(100_000)).optional(),
  published: flag.optional(),
  translations: translationsInput({ question: nullable(z.string().trim().max(300)), answer: nullable(z.string().max(20_000)) }),
});

export const pageSlugs = ['about', 'terms', 'privacy'] as const;
export type PageSlug = (typeof pageSlugs)[number];

export const page = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  translations: translationsRecord,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof page>;
export const pageTextFields = ['title', 'body'] as const;

export const pageInput = z.object({
  title: oneLine(200),
  body: z.string().trim().min(1).max(100_000),
  translations: translationsInput({ title: nullable(z.string().trim().max(200)), body: nullable(z.string().max(100_000)) }),
});

// ---------------------------------------------------------------- advertise requests

export const advertiseStatuses = ['new', 'contacted', 'won', 'lost'] as const;

/** What a hotel owner sends from /advertise; `captcha` is the widget's answer (altcha payload or reCAPTCHA token). */
export const advertiseRequestInput = z.object({
  hotel_name: oneLine(150),
  contact_name: oneLine(150),
  email: z.string().trim().min(1).max(254).email(),
  phone: z.string().trim().min(1).max(30).refine((v) => /^[+()\d\s.-]{7,30}$/.test(v), ruleParams('invalid')),
  address: oneLine(300),
  rooms: numeral(z.number().int().min(1).max(5000)),
  parking_spaces: numeral(z.number().int().min(0).max(2000)),
  message: nullable(z.string().trim().max(5000)).optional(),
  captcha: z.string().min(1).max(20_000),
});
export type AdvertiseRequestInput = z.infer<typeof advertiseRequestInput>;

export const advertiseRequest = z.object({
  id: z.number(),
  hotel_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  rooms: z.number(),
  parking_spaces: z.number(),
  message: z.string().nullable(),
  status: z.enum(advertiseStatuses),
  notes: z.string().nullable(),
  locale: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdvertiseRequest = z.infer<typeof advertiseRequest>;

/** Staff's work on a request: its status and notes. */
export const advertiseRequestUpdate = z.object({
  status: z.enum(advertiseStatuses),
  notes: nullable(z.string().max(10_000)).optional(),
});

/** Which captcha the form shows: the self-hosted proof of work, or Google reCAPTCHA v2 when its keys are configured. */
export const captchaConfig = z.union([
  z.object({ kind: z.literal('altcha'), challengeUrl: z.string() }),
  z.object({ kind: z.literal('recaptcha'), siteKey: z.string() }),
]);
export type CaptchaConfig = z.infer<typeof captchaConfig>;
