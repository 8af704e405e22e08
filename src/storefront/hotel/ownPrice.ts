import { formatCurrency, isCurrency } from '../../i18n/currency';

/** An amount in the hotel's own currency, as the hotel charges it (display currencies by the spec's table). */
export function ownPrice(amount: number, currency: string): string {
  return isCurrency(currency) ? formatCurrency(amount, currency) : `${amount.toFixed(2)} ${currency}`;
}
