/** The currencies staff keep a rate for: the storefront's display currencies and those hotels price in. */
export const RATE_CURRENCIES = ['EUR', 'JPY', 'CAD', 'MXN'] as const;

/** Rates as form values (USD is always 1 and not edited). */
export function ratesToForm(rates: Record<string, number>): Record<string, number | string> {
  return { id: 'currency-rates', ...Object.fromEntries(RATE_CURRENCIES.map((code) => [code, rates[code] ?? 1])) };
}

/** Form values back to rates: the known currencies only, as numbers. */
export function formToRates(values: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(RATE_CURRENCIES.flatMap((code) => (typeof values[code] === 'number' && Number.isFinite(values[code]) ? [[code, values[code]]] : [])));
}
