import type { Parking } from './schemas/hotels';
import type { RigNeed } from './schemas/rig';

/**
 * What a hotel's lot means for a rig. With no rig saved, the lot as it is: it takes a full rig ('fits'), a bobtail
 * only, or nobody confirmed. With a rig: 'fits' when the lot takes it, 'bobtail_only' when a full rig must drop its
 * trailer elsewhere, 'too_long' when the lot's longest space is shorter than the rig.
 */
export type RigFit = 'fits' | 'bobtail_only' | 'too_long' | 'unknown' | 'no_parking';

export function rigFit(hotel: { commercialParkingAvailable: boolean; parking: Pick<Parking, 'fit' | 'max_length_ft'> }, rig: RigNeed | null): RigFit {
  if (!hotel.commercialParkingAvailable) return 'no_parking';
  const { fit, max_length_ft } = hotel.parking;
  if (fit === 'unknown') return 'unknown';
  if (rig?.kind === 'bobtail') return 'fits';
  if (fit === 'bobtail_only') return 'bobtail_only';
  if (rig?.length_ft && max_length_ft !== null && max_length_ft < rig.length_ft) return 'too_long';
  return 'fits';
}

/** The part of a saved rig a search needs. */
export const rigNeedOf = (rig: { kind: RigNeed['kind']; length_ft: number | null } | null): RigNeed | null => (rig ? { kind: rig.kind, length_ft: rig.length_ft } : null);
