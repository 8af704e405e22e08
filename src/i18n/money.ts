import { formatCurrency, isCurrency, type CurrencyCode } from './currency';

/** Units of each currency for one US dollar (GET /settings/currency-rates). */
export type UsdRates = Record<string, number>;

/** An amount in one currency expressed in another, through the US dollar; null when a rate is unknown. */
export function convert(amount: number, from: string, to: string, rates: UsdRates): number | null {
  if (from === to) return amount;
  const fromRate = from === 'USD' ? 1 : rates[from];
  const toRate = to === 'USD' ? 1 : rates[to];
  if (!fromRate || !toRate) return null;
  return (amount / fromRate) * toRate;
}

/**
 * A price for display: in the display currency when it can be converted, otherwise in its own currency
 * (a known display currency is formatted by the spec's table, any other as "123.45 MXN").
 */
export function displayPrice(amount: number, from: string, display: CurrencyCode, rates: UsdRates | undefined): { text: string; converted: boolean } {
  const converted = rates ? convert(amount, from, display, rates) : from === display ? amount : null;
  if (converted !== null) return { text: formatCurrency(converted, display), converted: from !== display };
  return { text: isCurrency(from) ? formatCurrency(amount, from) : `${amount.toFixed(2)} ${from}`, converted: false };
}
