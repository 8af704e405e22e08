import { useSyncExternalStore } from 'react';
import type { CurrencyCode } from '@/api/money';
import { DEFAULT_CURRENCY } from '@/api/money';
import { storedCurrency } from '@/i18n/currency';

function subscribe(listener: () => void) {
  window.addEventListener('rigrest:currency', listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener('rigrest:currency', listener);
    window.removeEventListener('storage', listener);
  };
}

/** The display currency the traveller picked (USD until they pick one). */
export function useCurrency(): CurrencyCode {
  // The server renders in the default currency, and so does hydration; the stored choice follows at once after it.
  return useSyncExternalStore(subscribe, storedCurrency, () => DEFAULT_CURRENCY);
}
