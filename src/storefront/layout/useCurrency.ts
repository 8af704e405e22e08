import { useSyncExternalStore } from 'react';
import { storedCurrency, type CurrencyCode } from '../../i18n/currency';

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
  return useSyncExternalStore(subscribe, storedCurrency, () => storedCurrency());
}
