/** Display currencies and their formatting (spec section 3). */
export type CurrencyOption = {
  label: 'USD' | 'EUR' | 'JPY' | 'CAD';
  decimalDigits: number;
  decimalSeparator: string;
  thousandsSeparator: string;
  currencySymbol: string;
  currencySymbolNumberOfSpaces: number;
  currencySymbolPosition: 'left' | 'right';
};

const base = { decimalDigits: 2, decimalSeparator: '.', thousandsSeparator: ',' } as const;

export const currencies: Record<CurrencyOption['label'], CurrencyOption> = {
  USD: { ...base, label: 'USD', currencySymbol: '$', currencySymbolNumberOfSpaces: 0, currencySymbolPosition: 'left' },
  EUR: { ...base, label: 'EUR', currencySymbol: '€', currencySymbolNumberOfSpaces: 1, currencySymbolPosition: 'right' },
  JPY: { ...base, label: 'JPY', currencySymbol: '¥', currencySymbolNumberOfSpaces: 1, currencySymbolPosition: 'right' },
  CAD: { ...base, label: 'CAD', currencySymbol: 'CA$', currencySymbolNumberOfSpaces: 1, currencySymbolPosition: 'right' },
};
export type CurrencyCode = CurrencyOption['label'];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const CURRENCY_KEY = 'rigrest.currency';

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && value in currencies;
}

/** Formats an amount (major units) with the option's digits, separators and symbol placement. */
export function formatCurrency(amount: number, code: CurrencyCode = DEFAULT_CURRENCY): string {
  const c = currencies[code];
  const fixed = Math.abs(amount).toFixed(c.decimalDigits);
  const [whole = '0', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousandsSeparator);
  const number = fraction ? `${grouped}${c.decimalSeparator}${fraction}` : grouped;
  const space = ' '.repeat(c.currencySymbolNumberOfSpaces);
  const body = c.currencySymbolPosition === 'left' ? `${c.currencySymbol}${space}${number}` : `${number}${space}${c.currencySymbol}`;
  return amount < 0 ? `-${body}` : body;
}

export function storedCurrency(): CurrencyCode {
  const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(CURRENCY_KEY);
  return isCurrency(v) ? v : DEFAULT_CURRENCY;
}

export function storeCurrency(code: CurrencyCode) {
  localStorage.setItem(CURRENCY_KEY, code);
  window.dispatchEvent(new CustomEvent('rigrest:currency', { detail: code }));
}
