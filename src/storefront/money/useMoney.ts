import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/api';
import { displayPrice, formatMoney } from '@/api/money';
import { useLocale } from '../i18n/useLocale';
import { useCurrency } from '../layout/useCurrency';

/**
 * Prices in the reader's language: `format` in the traveller's display currency (navbar switcher), converted with
 * the rates staff keep as settings — `format(89.5, 'CAD')` -> "$65.80" in USD; before the rates arrive, or for an
 * unknown currency, the hotel's own — and `own` in the hotel's currency, as it charges.
 */
export function useMoney() {
  const currency = useCurrency();
  const locale = useLocale();
  const rates = useQuery({
    queryKey: ['settings', 'currency-rates'],
    queryFn: ({ signal }) => api.settings.currencyRates(signal),
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });
  const format = useCallback((amount: number, from: string) => displayPrice(amount, from, currency, rates.data?.rates, locale).text, [currency, rates.data, locale]);
  /** True when `format` shows a converted (approximate) amount rather than the hotel's own. */
  const isConverted = useCallback((from: string) => displayPrice(1, from, currency, rates.data?.rates, locale).converted, [currency, rates.data, locale]);
  const own = useCallback((amount: number, hotelCurrency: string) => formatMoney(amount, hotelCurrency, locale), [locale]);
  return { currency, format, isConverted, own };
}
