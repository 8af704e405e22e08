import type { Parking } from './schemas/hotels';
import type { VehicleType } from './schemas/bookings';
import type { RigKind, RigNeed } from './schemas/rig';

/**
 * What a hotel's lot means for a rig. With no rig saved, the lot as it is: it takes a full rig ('fits'), a bobtail
 * only, or nobody confirmed. With a rig: 'fits' when the lot takes it, 'bobtail_only' when a full rig must drop its
 * trailer elsewhere, 'too_long' when the lot's longest space is shorter than the rig, 'no_hazmat' when the rig hauls
 * hazmat and the lot says it does not take it (a lot that has not said still fits: see hazmatOf).
 */
export type RigFit = 'fits' | 'bobtail_only' | 'too_long' | 'no_hazmat' | 'unknown' | 'no_parking';

/** What the fit rule reads of a hotel: whether it has truck parking, and its lot. */
export type RigLot = { commercialParkingAvailable: boolean; parking: Pick<Parking, 'fit' | 'max_length_ft'> & Partial<Pick<Parking, 'hazmat'>> };

/** A rig as the fit rule reads it; a need stored before hazmat existed has none (not hazmat). */
type Need = Pick<RigNeed, 'kind'> & Partial<Pick<RigNeed, 'length_ft' | 'hazmat'>>;

export function rigFit(hotel: RigLot, rig: Need | null): RigFit {
  if (!hotel.commercialParkingAvailable) return 'no_parking';
  const { fit, max_length_ft } = hotel.parking;
  if (fit === 'unknown') return 'unknown';
  if (rig?.hazmat && hotel.parking.hazmat === false) return 'no_hazmat';
  if (rig?.kind === 'bobtail') return 'fits';
  if (fit === 'bobtail_only') return 'bobtail_only';
  if (rig?.length_ft && max_length_ft !== null && max_length_ft < rig.length_ft) return 'too_long';
  return 'fits';
}

/** What a lot says of hazmat loads: they may park, they may not, or nobody has said. */
export type HazmatParking = 'yes' | 'no' | 'unknown';
export const hazmatOf = (parking: Partial<Pick<Parking, 'hazmat'>>): HazmatParking => (parking.hazmat === true ? 'yes' : parking.hazmat === false ? 'no' : 'unknown');

/** The part of a saved rig a search needs. */
export const rigNeedOf = (rig: { kind: RigNeed['kind']; length_ft: number | null; hazmat?: boolean } | null): RigNeed | null =>
  rig ? { kind: rig.kind, length_ft: rig.length_ft, hazmat: rig.hazmat ?? false } : null;

/**
 * What a booking's vehicle asks of a lot: one that tows a trailer needs a full rig's space (and its length checked);
 * a tractor alone, a straight or box truck or a car parks where a bobtail does. "Other" is taken as the larger need.
 */
export const rigKindOfVehicle = (vehicle: VehicleType): RigKind => (vehicle === 'tractor_trailer' || vehicle === 'pickup_trailer' || vehicle === 'other' ? 'full_rig' : 'bobtail');
