import { describe, expect, it } from 'vitest';
import { hazmatOf, rigFit, rigKindOfVehicle } from '@/api/rigFit';
import { rigInput } from '@/api/schemas/rig';
import { defaultDistanceUnit, feetToMetres, formatDistance, formatLength, kmToMiles, metresToFeet, milesToKm } from '@/api/units';

describe('unit conversions', () => {
  it('converts both ways without drift', () => {
    expect(kmToMiles(1.609344)).toBeCloseTo(1, 12);
    expect(milesToKm(kmToMiles(60))).toBeCloseTo(60, 12);
    expect(feetToMetres(53)).toBeCloseTo(16.1544, 6);
    expect(metresToFeet(feetToMetres(75))).toBeCloseTo(75, 12);
  });

  it('defaults to miles for the US and English without a region, kilometres elsewhere', () => {
    expect(defaultDistanceUnit(['en-US'])).toBe('mi');
    expect(defaultDistanceUnit(['es-US', 'es'])).toBe('mi');
    expect(defaultDistanceUnit(['en'])).toBe('mi');
    expect(defaultDistanceUnit(['en-CA'])).toBe('km');
    expect(defaultDistanceUnit(['de'])).toBe('km');
    expect(defaultDistanceUnit(['es-MX'])).toBe('km');
    expect(defaultDistanceUnit(['not a tag', 'fr-FR'])).toBe('km');
    expect(defaultDistanceUnit([])).toBe('km');
  });

  it('writes distances and lengths the reader\'s language\'s way', () => {
    expect(formatDistance(10, 'en', 'mi')).toBe('6.2 mi');
    expect(formatDistance(10, 'en', 'km')).toBe('10 km');
    expect(formatDistance(12.34, 'de', 'km')).toBe('12,3 km');
    expect(formatDistance(250, 'en', 'km')).toBe('250 km');
    expect(formatLength(70, 'en', 'ft')).toBe('70 ft');
    expect(formatLength(70, 'fr', 'm')).toBe('21,3\u202fm');
    expect(formatDistance(10, 'ar', 'km')).toMatch(/١٠|10/);
  });
});

describe('the fit rule', () => {
  const lot = (fit: 'full_rig' | 'bobtail_only' | 'unknown', max_length_ft: number | null = null, commercialParkingAvailable = true) => ({ commercialParkingAvailable, parking: { fit, max_length_ft } });
  const rig70 = { kind: 'full_rig', length_ft: 70 } as const;
  const bobtail = { kind: 'bobtail' } as const;

  it('without a rig tells the lot as it is', () => {
    expect(rigFit(lot('full_rig', 53), null)).toBe('fits');
    expect(rigFit(lot('bobtail_only'), null)).toBe('bobtail_only');
    expect(rigFit(lot('unknown'), null)).toBe('unknown');
    expect(rigFit(lot('full_rig', null, false), null)).toBe('no_parking');
  });

  it('with a rig weighs its length against the longest space', () => {
    expect(rigFit(lot('full_rig', 75), rig70)).toBe('fits');
    expect(rigFit(lot('full_rig', 70), rig70)).toBe('fits');
    expect(rigFit(lot('full_rig', 65), rig70)).toBe('too_long');
    expect(rigFit(lot('full_rig', null), rig70)).toBe('fits');
    expect(rigFit(lot('bobtail_only'), rig70)).toBe('bobtail_only');
    expect(rigFit(lot('unknown'), rig70)).toBe('unknown');
  });

  it('a bobtail fits any lot that takes a truck', () => {
    expect(rigFit(lot('bobtail_only'), bobtail)).toBe('fits');
    expect(rigFit(lot('full_rig', 40), bobtail)).toBe('fits');
    expect(rigFit(lot('unknown'), bobtail)).toBe('unknown');
    expect(rigFit(lot('bobtail_only', null, false), bobtail)).toBe('no_parking');
  });

  it('a hazmat rig does not fit a lot that refuses hazmat; one that has not said still fits, and is told unknown', () => {
    const hazLot = (hazmat: boolean | null, fit: 'full_rig' | 'bobtail_only' | 'unknown' = 'full_rig', max: number | null = null) => ({ commercialParkingAvailable: true, parking: { fit, max_length_ft: max, hazmat } });
    const hazRig70 = { ...rig70, hazmat: true };
    expect(rigFit(hazLot(true), hazRig70)).toBe('fits');
    expect(rigFit(hazLot(null), hazRig70)).toBe('fits');
    expect(rigFit(hazLot(false), hazRig70)).toBe('no_hazmat');
    expect(rigFit(hazLot(false, 'bobtail_only'), { kind: 'bobtail', hazmat: true })).toBe('no_hazmat');
    expect(rigFit(hazLot(true, 'bobtail_only'), { kind: 'bobtail', hazmat: true })).toBe('fits');
    // The lot's length and kind still decide first where they rule the rig out, and an unknown lot stays unknown.
    expect(rigFit(hazLot(true, 'full_rig', 60), hazRig70)).toBe('too_long');
    expect(rigFit(hazLot(false, 'unknown'), hazRig70)).toBe('unknown');
    // A rig that hauls no hazmat, or no rig, does not care.
    expect(rigFit(hazLot(false), rig70)).toBe('fits');
    expect(rigFit(hazLot(false), { ...rig70, hazmat: false })).toBe('fits');
    expect(rigFit(hazLot(false), null)).toBe('fits');
    expect([true, false, null].map((h) => hazmatOf({ hazmat: h }))).toEqual(['yes', 'no', 'unknown']);
  });

  it('a saved rig keeps what was typed and its length in feet', () => {
    expect(rigInput.parse({ kind: 'full_rig', length: 22, length_unit: 'm' })).toEqual({ kind: 'full_rig', length: 22, length_unit: 'm', length_ft: 72.2, hazmat: false });
    expect(rigInput.safeParse({ kind: 'full_rig', length: 36.6, length_unit: 'm' }).success).toBe(false);
    expect(rigInput.safeParse({ kind: 'full_rig', length: 36.5, length_unit: 'm' }).success).toBe(true);
  });
});

describe('"fits my rig" in the search request', () => {
  it('is on by default once a rig is saved, off when the driver turns it off, absent without a rig', async () => {
    const { initialSearchState, toSearchRequest } = await import('@/storefront/search/searchState');
    const rig = { kind: 'full_rig', length: 70, length_unit: 'ft', length_ft: 70, hazmat: false } as const;
    const state = initialSearchState({ checkIn: '2030-01-01', checkOut: '2030-01-02' });
    expect(toSearchRequest(state, rig).fitsRig).toEqual({ kind: 'full_rig', length_ft: 70, hazmat: false });
    expect(toSearchRequest(state, { ...rig, hazmat: true }).fitsRig).toEqual({ kind: 'full_rig', length_ft: 70, hazmat: true });
    expect(toSearchRequest({ ...state, fitsRig: false }, rig).fitsRig).toBeNull();
    expect(toSearchRequest({ ...state, fitsRig: true }, null).fitsRig).toBeNull();
  });
});

describe('a booking\'s vehicle against a lot', () => {
  it('a vehicle towing a trailer needs a full rig\'s space; a tractor alone, a truck or a car parks as a bobtail', () => {
    expect(rigKindOfVehicle('tractor_trailer')).toBe('full_rig');
    expect(rigKindOfVehicle('pickup_trailer')).toBe('full_rig');
    expect(rigKindOfVehicle('other')).toBe('full_rig');
    for (const v of ['bobtail', 'straight_truck', 'box_truck', 'car'] as const) expect(rigKindOfVehicle(v)).toBe('bobtail');
  });
});
