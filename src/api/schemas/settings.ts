import { z } from 'zod';
import { numeral } from './numeral';
import { locales } from '../../i18n/locales';
import { ruleParams } from '../validation';
import { httpUrl, nullable, oneLine } from './common';
import { translations, translationsInput } from './content';

/**
 * Account settings (each staff member's own, spec section 3 "App settings") and the site's settings (the footer, the
 * emails, the tag manager, maintenance mode), one description for the server, the admin and the storefront.
 */

export const timeFormats = ['12h', '24h'] as const;
export const themeModes = ['light', 'dark'] as const;
export const displayCurrencies = ['USD', 'EUR', 'JPY', 'CAD'] as const;
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** An IANA time zone the runtime knows ('America/New_York'); anything else would throw when a date is shown. */
export const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz);
    } catch {
      return false;
    }
  }, ruleParams('invalid'));

export const accountPreferences = z.object({
  locale: z.enum(locales),
  time_zone: timeZone,
  time_format: z.enum(timeFormats),
  currency: z.enum(displayCurrencies),
  theme: z.enum(themeModes),
  boxed: z.boolean(),
});
export type AccountPreferences = z.infer<typeof accountPreferences>;

/** The spec's defaults: English, New York time, USD, light theme, boxed content. */
export const defaultPreferences: AccountPreferences = { locale: 'en', time_zone: DEFAULT_TIME_ZONE, time_format: '12h', currency: 'USD', theme: 'light', boxed: true };

/** One's settings as stored: `updated_at` is null until they are first saved (the defaults then apply). */
export const storedPreferences = accountPreferences.extend({ updated_at: z.string().nullable() });
export type StoredPreferences = z.infer<typeof storedPreferences>;

/** A change to one's settings: any of them; the others stay. */
export const accountPreferencesInput = accountPreferences.partial();
export type AccountPreferencesInput = z.infer<typeof accountPreferencesInput>;

// ---------------------------------------------------------------- the site's settings

const phone = z.string().trim().max(30).refine((v) => /^[+()\d\s.-]{7,30}$/.test(v), ruleParams('invalid'));
export const socialNetworks = ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** A Google Tag Manager container id: 'GTM-' and 4 to 12 letters or digits. */
export const tagManagerId = z.string().trim().toUpperCase().refine((v) => /^GTM-[A-Z0-9]{4,12}$/.test(v), ruleParams('invalid'));

export const siteSettings = z.object({
  support_phones: z.object({ tollFree: phone.nullable(), international: phone.nullable() }),
  support_email: z.string().email().nullable(),
  /** The postal address, one line each (company, street, city, country). */
  postal_address: z.array(z.string()).max(6),
  social_links: z.object(Object.fromEntries(socialNetworks.map((n) => [n, z.string().nullable()])) as Record<SocialNetwork, z.ZodNullable<z.ZodString>>),
  app_links: z.object({ apple: z.string().nullable(), google: z.string().nullable() }),
  tag_manager_id: z.string().nullable(),
  maintenance: z.object({
    enabled: z.boolean(),
    /** What visitors read on the maintenance page (the page's own text when empty). */
    message: z.string().nullable(),
    /** The message in other languages; a language without one reads the English. */
    message_i18n: translations,
    /** The wait the API's 503 answers advise (Retry-After), in minutes. */
    retry_after_minutes: z.number().int(),
  }),
  updated_at: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const siteSettingsInput = z.object({
  support_phones: z.object({ tollFree: nullable(phone), international: nullable(phone) }),
  support_email: nullable(z.string().trim().max(254).email()),
  postal_address: z.array(oneLine(120)).max(6),
  social_links: z.object(Object.fromEntries(socialNetworks.map((n) => [n, nullable(httpUrl)])) as Record<SocialNetwork, ReturnType<typeof nullable<typeof httpUrl>>>),
  app_links: z.object({ apple: nullable(httpUrl), google: nullable(httpUrl) }),
  tag_manager_id: nullable(tagManagerId),
  maintenance: z.object({
    enabled: z.boolean(),
    message: nullable(z.string().trim().max(500)),
    message_i18n: translationsInput(500).default({}),
    retry_after_minutes: numeral(z.number().int().min(1).max(1440)),
  }),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInput>;

/** Whether this browser is staff previewing the storefront (its back-office cookie), which maintenance mode lets through. */
export const storefrontPreview = z.object({ active: z.boolean() });
export type StorefrontPreview = z.infer<typeof storefrontPreview>;

export { defaultSiteSettings } from '../siteDefaults';
