import { describe, expect, it } from 'vitest';
import { analyticsPeriod } from '@/api/schemas/analytics';
import { dailyConversion, formatShare, matchingPreset, presetPeriod } from '@/admin/analytics/analyticsModel';

const day = (d: string, bookings: number, searches: number) => ({ day: d, bookings, confirmed: 0, revenue_usd: 0, searches, cancellations: 0 });

describe('analytics periods and figures (issue 14)', () => {
  it('fills in the period: the last 30 days by default, 30 days up to a given end, a start never past a year', () => {
    expect(analyticsPeriod({}, '2026-11-24')).toEqual({ from: '2026-10-26', to: '2026-11-24' });
    expect(analyticsPeriod({ to: '2026-03-01' }, '2026-11-24')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(analyticsPeriod({ from: '2026-11-01' }, '2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-24' });
    expect(analyticsPeriod({ from: '2024-01-01' }, '2026-11-24')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(analyticsPeriod({ from: '2027-01-01' }, '2026-11-24')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('knows the preset a period is, and none for a period picked by hand', () => {
    expect(presetPeriod(7, '2026-11-24')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(matchingPreset({ from: '2026-10-26', to: '2026-11-24' }, '2026-11-24')).toBe(30);
    expect(matchingPreset({ from: '2026-10-27', to: '2026-11-24' }, '2026-11-24')).toBeNull();
  });

  it('writes conversion per day as a percentage, with a gap on days without searches', () => {
    expect(dailyConversion([day('2026-11-23', 1, 3), day('2026-11-24', 2, 0)])).toEqual([33.3, null]);
    expect(formatShare(0.125, 'en')).toBe('12.5%');
    expect(formatShare(null, 'de')).toBe('—');
  });
});
