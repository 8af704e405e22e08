import { convert, fromMinor, toMinor } from '@/api/money';
import type { Db } from '@server/db';

export const CURRENCY_RATES_KEY = 'currency_rates';

/**
 * Units of each currency for one US dollar until staff set their own (PUT /admin/settings/currency-rates).
 * The display currencies of spec section 3 plus the currencies hotels price in (CAD, MXN).
 */
export const DEFAULT_USD_RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 0.92, JPY: 150, CAD: 1.37, MXN: 17.5 };

export type UsdRates = { rates: Record<string, number>; updated_at: string | null };

const CACHE_MS = 60_000;
let cache: { db: Db; at: number; value: UsdRates } | null = null;

/** The conversion rates in force (cached a minute per database; staff edits clear it). */
export async function usdRates(db: Db): Promise<UsdRates> {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache.value;
  const row = await db.selectFrom('settings').select(['value', 'updated_at']).where('key', '=', CURRENCY_RATES_KEY).executeTakeFirst();
  const stored = (row?.value ?? {}) as Record<string, number>;
  const value = { rates: { ...DEFAULT_USD_RATES, ...stored, USD: 1 }, updated_at: row?.updated_at ?? null };
  cache = { db, at: Date.now(), value };
  return value;
}

export async function saveUsdRates(db: Db, rates: Record<string, number>, userId: number | null): Promise<UsdRates> {
  const value = JSON.stringify({ ...rates, USD: 1 });
  await db
    .insertInto('settings')
    .values({ key: CURRENCY_RATES_KEY, value, updated_by: userId })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: userId, updated_at: new Date().toISOString() }))
    .execute();
  cache = null;
  return usdRates(db);
}

/** Minor units of `currency` as US cents; null when the currency has no rate. */
export function toUsdCents(minor: number, currency: string, rates: Record<string, number>): number | null {
  const code = currency.toUpperCase();
  const usd = convert(fromMinor(minor, code), code, 'USD', rates);
  return usd === null ? null : toMinor(usd, 'USD');
}

/** Minor units of `currency` as US dollars (what the API shows as `*_usd`); null when the currency has no rate. */
export function toUsd(minor: number, currency: string, rates: Record<string, number>): number | null {
  const cents = toUsdCents(minor, currency, rates);
  return cents === null ? null : fromMinor(cents, 'USD');
}
