import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTheme } from 'react-admin';
import { api } from '@/api';
import { defaultPreferences, type StoredPreferences } from '@/api/schemas/settings';
import { storeCurrency } from '@/i18n/currency';
import { formatInstant } from '@/i18n/dates';
import { pathWithoutLocale } from '@/i18n/locales';
import { useAdminSettings } from '../AdminContext';
import { localeSwitchUrl } from '../layout/localeSwitch';

export const PREFERENCES_KEY = ['user', 'preferences'] as const;
/** The `updated_at` of the settings last applied in this tab: saved settings apply once, then the toolbar's switches win. */
const APPLIED_KEY = 'rigrest.admin.preferencesApplied';

/** The signed-in staff member's settings (the defaults until they are loaded or first saved). */
/** The staff member's saved settings as the server has them; undefined while they load. */
function useStoredPreferences(): StoredPreferences | undefined {
  return useQuery({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => api.settings.preferences(signal), staleTime: Infinity, retry: 1 }).data;
}

export function usePreferences(): StoredPreferences {
  return useStoredPreferences() ?? { ...defaultPreferences, updated_at: null };
}

/** Instants (ISO timestamps) in the staff member's time zone and clock (12 or 24 hours). */
export function useInstantFormat(): (instant: string) => string {
  const { locale } = useAdminSettings();
  const { time_zone, time_format } = usePreferences();
  return useCallback((instant: string) => formatInstant(instant, locale, { timeZone: time_zone, hour12: time_format === '12h' }), [locale, time_zone, time_format]);
}

/**
 * Applies the saved settings across the admin: the theme at once and always; the language and the display currency
 * once per save (a later pick in the toolbar is the person's own and stays).
 */
export function PreferencesSync() {
  const stored = useStoredPreferences();
  const preferences = stored ?? { ...defaultPreferences, updated_at: null };
  const { locale } = useAdminSettings();
  const [theme, setTheme] = useTheme();
  useEffect(() => {
    if (preferences.updated_at && theme !== preferences.theme) setTheme(preferences.theme);
  }, [preferences.updated_at, preferences.theme, theme, setTheme]);
  useEffect(() => {
    if (!stored) return;
    const version = stored.updated_at ?? 'never';
    const applied = sessionStorage.getItem(APPLIED_KEY);
    if (applied === version) return;
    sessionStorage.setItem(APPLIED_KEY, version);
    if (!stored.updated_at) return;
    storeCurrency(stored.currency);
    // An address that names its language (/de/admin/…, a link someone followed) keeps it when the admin opens; a save
    // made while it is open, or an address without a language, takes the saved one.
    const savedNow = applied !== null;
    const named = pathWithoutLocale(window.location.pathname) !== window.location.pathname;
    if (stored.locale !== locale && (savedNow || !named)) window.location.assign(localeSwitchUrl(stored.locale, window.location));
  }, [stored, locale]);
  return null;
}
