import { hotelStatuses, parkingFees, parkingFits, suppliers } from '@/api/schemas/hotels';

type AnyRecord = Record<string, unknown>;

/** Translation key of a hotel field's label (also used by the validator for its messages). */
export const hotelLabel = (field: string) => `resources.hotels.fields.${field}`;

const choices = <T extends string>(values: readonly T[], group: string) => values.map((id) => ({ id, name: `resources.hotels.${group}.${id}` }));

export const statusChoices = choices(hotelStatuses, 'status');
export const fitChoices = choices(parkingFits, 'fit');
export const feeChoices = choices(parkingFees, 'fee');
/** Whether hazmat loads may park: the form's yes / no / not known, the API's true / false / null. */
export const hazmatChoices = choices(['yes', 'no', 'unknown'] as const, 'hazmat');
export const hazmatFormat = (v: boolean | null | undefined) => (v === true ? 'yes' : v === false ? 'no' : 'unknown');
export const hazmatParse = (v: string) => (v === 'yes' ? true : v === 'no' ? false : null);
export const supplierChoices = choices(suppliers, 'supplier');
export const yesNoChoices = [
  { id: 'true', name: 'resources.hotels.filters.yes' },
  { id: 'false', name: 'resources.hotels.filters.no' },
];

/** The form picks amenities by id; the API answers them as objects. */
export function hotelFromApi(record: AnyRecord): AnyRecord {
  const amenities = (record.amenities as Array<{ id: number }> | undefined) ?? [];
  return { ...record, amenity_ids: amenities.map((a) => a.id) };
}

/**
 * A paid lot's price is in the hotel's currency unless it says otherwise; a free
 * lot has no price. (The form holds the price in minor units already.)
 */
export function hotelToApi(data: AnyRecord): AnyRecord {
  const parking = data.parking as AnyRecord | undefined;
  if (!parking) return data;
  const paid = parking.fee === 'paid';
  return {
    ...data,
    parking: {
      ...parking,
      price_minor: paid ? (parking.price_minor ?? null) : null,
      currency: paid ? (parking.currency ?? data.currency ?? null) : null,
    },
  };
}

/** "Abilene, TX" from whichever of city and province are known. */
export function placeName(record: { city?: string | null; province?: string | null }): string {
  return [record.city, record.province].filter(Boolean).join(', ');
}
