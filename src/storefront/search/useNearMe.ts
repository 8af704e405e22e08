import { useCallback, useState } from 'react';
import type { LatLng } from '../map/types';

export type NearMeStatus = 'idle' | 'locating' | 'denied' | 'unavailable';

/** The browser's position, asked for when the driver presses "near me" (never on its own). */
export function useNearMe() {
  const [status, setStatus] = useState<NearMeStatus>('idle');
  const locate = useCallback(
    () =>
      new Promise<LatLng | null>((resolve) => {
        if (typeof navigator === 'undefined' || !navigator.geolocation) {
          setStatus('unavailable');
          resolve(null);
          return;
        }
        setStatus('locating');
        navigator.geolocation.getCurrentPosition(
          (position) => {
            setStatus('idle');
            resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
          },
          (error) => {
            setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
            resolve(null);
          },
          // A cab's last fix from a few minutes ago is good enough to find a hotel nearby.
          { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
        );
      }),
    [],
  );
  return { status, locate };
}
