import { DEFAULT_CURRENCY, isCurrency, type CurrencyCode } from '../api/money';

/** The display currency a reader picked (both front ends' switchers), kept in the browser. The table is src/api/money.ts. */
export const CURRENCY_KEY = 'rigrest.currency';

export function storedCurrency(): CurrencyCode {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(CURRENCY_KEY);
  return isCurrency(v) ? v : DEFAULT_CURRENCY;
}

export function storeCurrency(code: CurrencyCode) {
  localStorage.setItem(CURRENCY_KEY, code);
  window.dispatchEvent(new CustomEvent('rigrest:currency', { detail: code }));
}
