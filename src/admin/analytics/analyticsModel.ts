import type { AnalyticsDay } from '@/api/schemas/analytics';
import { addDays } from '@/api/stay';

/** The quick periods offered above the charts, in days ending today. */
export const analyticsPresets = [7, 30, 90, 365] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];

/** The period of a preset: `days` days ending `today` (both included). */
export function presetPeriod(days: number, today: string): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The preset a period matches (ending today), or null for a period picked by hand. */
export function matchingPreset(period: { from: string; to: string }, today: string): AnalyticsPreset | null {
  return analyticsPresets.find((days) => {
    const p = presetPeriod(days, today);
    return p.from === period.from && p.to === period.to;
  }) ?? null;
}

/** Each day's bookings per search, as a percentage; null on a day without searches (the line breaks there). */
export function dailyConversion(days: readonly AnalyticsDay[]): (number | null)[] {
  return days.map((d) => (d.searches > 0 ? Math.round((d.bookings / d.searches) * 1000) / 10 : null));
}

/** A share (0..1) as the reader writes percentages; an em dash when there is none. */
export function formatShare(value: number | null, locale: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** A day (YYYY-MM-DD, a UTC day) short, as the reader writes it: 'Nov 24', '24.11.'. */
export function shortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
