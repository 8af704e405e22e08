import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api';
import { displayPrice } from '../../i18n/money';
import { useCurrency } from '../layout/useCurrency';

/**
 * Prices in the traveller's display currency (navbar switcher), converted with the rates staff keep as settings.
 * `format(89.5, 'CAD')` -> "$65.80" in USD; before the rates arrive, or for an unknown currency, the hotel's own.
 */
export function useMoney() {
  const currency = useCurrency();
  const rates = useQuery({
    queryKey: ['settings', 'currency-rates'],
    queryFn: ({ signal }) => api.settings.currencyRates(signal),
    staleTime: 60 * 60_000,
    meta: { silent: true },
  });
  const format = useCallback((amount: number, from: string) => displayPrice(amount, from, currency, rates.data?.rates).text, [currency, rates.data]);
  /** True when `format` shows a converted (approximate) amount rather than the hotel's own. */
  const isConverted = useCallback((from: string) => displayPrice(1, from, currency, rates.data?.rates).converted, [currency, rates.data]);
  return { currency, format, isConverted };
}
