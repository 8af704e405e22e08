import { useSyncExternalStore } from 'react';
import { defaultDistanceUnit, lengthUnitOf, type DistanceUnit, type LengthUnit } from '@/api/units';
import { storedUnit, UNITS_EVENT } from '@/i18n/units';
import { useOptionalUser } from '../session/sessionContext';
import { useLocale } from '../i18n/useLocale';

function subscribe(listener: () => void) {
  window.addEventListener(UNITS_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(UNITS_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [navigator.language])]);

/**
 * Miles or kilometres for this reader: what they picked in this browser, else what their profile says, else their
 * language and region's own. The server knows only the page's language; the browser's region follows at once after
 * hydration, as the display currency does.
 */
export function useDistanceUnit(): { unit: DistanceUnit; length: LengthUnit } {
  const user = useOptionalUser();
  const locale = useLocale();
  const stored = useSyncExternalStore(subscribe, storedUnit, () => null);
  const regional = useSyncExternalStore(subscribe, () => defaultDistanceUnit([...browserLanguages().filter((tag) => tag.toLowerCase().startsWith(locale)), locale]), () => defaultDistanceUnit([locale]));
  const unit = stored ?? user?.distance_unit ?? regional;
  return { unit, length: lengthUnitOf(unit) };
}
