/**
 * THE money rules, for the server, the storefront and the admin alike: the currency table, the integer minor units
 * the database and the API's `*_minor` fields keep, conversion through the US dollar, and formatting in the reader's
 * language. Amounts in the API's other fields (`total`, `nightly`, `amount`) are major units.
 */

/** Display currencies (spec section 3: USD default; EUR, JPY and CAD too). */
export type CurrencyCode = 'USD' | 'EUR' | 'JPY' | 'CAD';

/**
 * The spec's currency options. `decimalDigits` is the currency's own (ISO 4217) minor unit: 2, but 0 for the yen,
 * which has none. Separators and where the symbol goes are the reader's language's (Intl), not a fixed table: the
 * spec's table ($1,234.50, 1,234.50 €) is its English, and a German reads 1.234,50 €.
 */
export type CurrencyOption = { label: CurrencyCode; currencySymbol: string; decimalDigits: number };

export const currencies: Record<CurrencyCode, CurrencyOption> = {
  USD: { label: 'USD', currencySymbol: '$', decimalDigits: 2 },
  EUR: { label: 'EUR', currencySymbol: '€', decimalDigits: 2 },
  JPY: { label: 'JPY', currencySymbol: '¥', decimalDigits: 0 },
  CAD: { label: 'CAD', currencySymbol: 'CA$', decimalDigits: 2 },
};

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(currencies, value);
}

/** Digits after the point a currency shows: the table's, else Intl's ISO data (MXN 2, KWD 3), else 2. */
export function currencyDigits(currency: string): number {
  if (isCurrency(currency)) return currencies[currency].decimalDigits;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Digits of the stored integer after the point, for an amount of `currency`: hundredths for every currency, the yen
 * included. ISO would have whole yen, but JPY amounts have always been written in hundredths (the server multiplied
 * every amount by 100, the admin used 2 decimals for JPY), and reading those rows as whole yen would make them a
 * hundred times dearer. Storing whole yen needs a data migration first; this is then the one place to change.
 */
export function minorDigits(_currency: string): number {
  return 2;
}

/** An amount in major units (89.99) as the integer minor units stored (8999). */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

/** Stored minor units (8999) as an amount in major units (89.99). */
export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** An amount rounded to what is stored, so sums of floats do not drift (89.989999 -> 89.99). */
export function roundMoney(amount: number, currency: string): number {
  return fromMinor(toMinor(amount, currency), currency);
}

/** Units of each currency for one US dollar (the rates staff keep, GET /settings/currency-rates). */
export type UsdRates = Record<string, number>;

/** An amount in one currency expressed in another, through the US dollar; null when a rate is unknown. */
export function convert(amount: number, from: string, to: string, rates: UsdRates): number | null {
  if (from === to) return amount;
  const fromRate = from === 'USD' ? 1 : rates[from];
  const toRate = to === 'USD' ? 1 : rates[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 200;

function formatterFor(locale: string, currency: string, whole: boolean): Intl.NumberFormat | null {
  const key = `${locale}|${currency}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });
    } catch {
      return null;
    }
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount (major units) as the reader writes money in `locale`: formatMoney(15000, 'JPY', 'en') is '¥15,000',
 * formatMoney(1234.5, 'EUR', 'de') '1.234,50 €'. `whole` drops the cents (a chart's axis). A code Intl does
 * not take is shown as '1234.50 XYZ'.
 */
export function formatMoney(amount: number, currency: string, locale: string, options: { whole?: boolean } = {}): string {
  const whole = options.whole ?? false;
  const formatter = formatterFor(locale, currency, whole);
  return formatter ? formatter.format(amount) : `${amount.toFixed(whole ? 0 : currencyDigits(currency))} ${currency}`;
}

/**
 * A price for display: in the display currency when it can be converted, otherwise in its own currency.
 * `converted` says the amount shown is an approximation through the rates.
 */
export function displayPrice(amount: number, from: string, display: CurrencyCode, rates: UsdRates | undefined, locale: string): { text: string; converted: boolean } {
  const converted = rates ? convert(amount, from, display, rates) : from === display ? amount : null;
  if (converted !== null) return { text: formatMoney(converted, display, locale), converted: from !== display };
  return { text: formatMoney(amount, from, locale), converted: false };
}
