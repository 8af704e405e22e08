import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTheme } from 'react-admin';
import { api } from '@/api';
import { defaultPreferences, type StoredPreferences } from '@/api/schemas/settings';
import { storeCurrency } from '@/i18n/currency';
import { formatInstant } from '@/i18n/dates';
import { useAdminSettings } from '../AdminContext';
import { localeSwitchUrl } from '../layout/localeSwitch';

export const PREFERENCES_KEY = ['user', 'preferences'] as const;
/** The `updated_at` of the settings last applied in this tab: saved settings apply once, then the toolbar's switches win. */
const APPLIED_KEY = 'rigrest.admin.preferencesApplied';

/** The signed-in staff member's settings (the defaults until they are loaded or first saved). */
export function usePreferences(): StoredPreferences {
  const { data } = useQuery({ queryKey: PREFERENCES_KEY, queryFn: ({ signal }) => api.settings.preferences(signal), staleTime: Infinity, retry: 1 });
  return data ?? { ...defaultPreferences, updated_at: null };
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
  const preferences = usePreferences();
  const { locale } = useAdminSettings();
  const [theme, setTheme] = useTheme();
  useEffect(() => {
    if (preferences.updated_at && theme !== preferences.theme) setTheme(preferences.theme);
  }, [preferences.updated_at, preferences.theme, theme, setTheme]);
  useEffect(() => {
    const saved = preferences.updated_at;
    if (!saved || sessionStorage.getItem(APPLIED_KEY) === saved) return;
    sessionStorage.setItem(APPLIED_KEY, saved);
    storeCurrency(preferences.currency);
    if (preferences.locale !== locale) window.location.assign(localeSwitchUrl(preferences.locale, window.location));
  }, [preferences.updated_at, preferences.currency, preferences.locale, locale]);
  return null;
}
