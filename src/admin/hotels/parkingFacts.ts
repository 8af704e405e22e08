import type { HotelSummary } from '@/api/schemas/hotels';
import { DEFAULT_CURRENCY, formatMoney, fromMinor } from '@/api/money';

export type ParkingFact = { key: 'full_rig' | 'bobtail_only' | 'spaces' | 'maxLength' | 'free' | 'paid' | 'hazmat_yes' | 'hazmat_no' | 'lit' | 'fenced' | 'camera'; values: Record<string, string | number> };

/**
 * The parking facts a list row shows ("Full rig", "29 spaces", "Free", "Hazmat OK", "Lit"...),
 * or null when the hotel has no truck parking.
 */
export function parkingFacts(record: Partial<Pick<HotelSummary, 'commercialParkingAvailable' | 'parking' | 'currency'>>, locale: string): ParkingFact[] | null {
  if (!record.commercialParkingAvailable) return null;
  const p = record.parking;
  if (!p) return [];
  const facts: ParkingFact[] = [];
  if (p.fit !== 'unknown') facts.push({ key: p.fit, values: {} });
  if (p.spaces !== null) facts.push({ key: 'spaces', values: { smart_count: p.spaces } });
  if (p.max_length_ft !== null) facts.push({ key: 'maxLength', values: { feet: p.max_length_ft } });
  if (p.fee === 'paid') {
    const currency = p.currency ?? record.currency ?? DEFAULT_CURRENCY;
    const price = p.price_minor === null ? '' : formatMoney(fromMinor(p.price_minor, currency), currency, locale);
    facts.push({ key: 'paid', values: { price } });
  } else facts.push({ key: 'free', values: {} });
  // Hazmat only where the lot has said (most have not).
  if (p.hazmat === true || p.hazmat === false) facts.push({ key: p.hazmat ? 'hazmat_yes' : 'hazmat_no', values: {} });
  if (p.lit) facts.push({ key: 'lit', values: {} });
  if (p.fenced) facts.push({ key: 'fenced', values: {} });
  if (p.camera) facts.push({ key: 'camera', values: {} });
  return facts;
}
