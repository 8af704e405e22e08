import type { AccountPreferences } from './schemas/settings';

/**
 * One's settings before they are first saved, in a module without zod (the back office reads them as it starts; the
 * schemas in src/api/schemas/settings.ts validate a change).
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** The spec's defaults: English, New York time, USD, light theme, boxed content. */
export const defaultPreferences: AccountPreferences = { locale: 'en', time_zone: DEFAULT_TIME_ZONE, time_format: '12h', currency: 'USD', theme: 'light', boxed: true };
