import type { HotelSummary } from '../../api/schemas/hotels';
import { formatCurrency, isCurrency } from '../../i18n/currency';
import { fromMinor } from '../form/money';

export type ParkingFact = { key: 'full_rig' | 'bobtail_only' | 'spaces' | 'maxLength' | 'free' | 'paid' | 'lit' | 'fenced' | 'camera'; values: Record<string, string | number> };

/**
 * The parking facts a list row shows ("Full rig", "29 spaces", "Free", "Lit"...),
 * or null when the hotel has no truck parking.
 */
export function parkingFacts(record: Partial<Pick<HotelSummary, 'commercialParkingAvailable' | 'parking' | 'currency'>>): ParkingFact[] | null {
  if (!record.commercialParkingAvailable) return null;
  const p = record.parking;
  if (!p) return [];
  const facts: ParkingFact[] = [];
  if (p.fit !== 'unknown') facts.push({ key: p.fit, values: {} });
  if (p.spaces !== null) facts.push({ key: 'spaces', values: { smart_count: p.spaces } });
  if (p.max_length_ft !== null) facts.push({ key: 'maxLength', values: { feet: p.max_length_ft } });
  if (p.fee === 'paid') {
    const currency = p.currency ?? record.currency ?? 'USD';
    const price = p.price_minor === null ? '' : isCurrency(currency) ? formatCurrency(fromMinor(p.price_minor, currency), currency) : `${fromMinor(p.price_minor, currency)} ${currency}`;
    facts.push({ key: 'paid', values: { price } });
  } else facts.push({ key: 'free', values: {} });
  if (p.lit) facts.push({ key: 'lit', values: {} });
  if (p.fenced) facts.push({ key: 'fenced', values: {} });
  if (p.camera) facts.push({ key: 'camera', values: {} });
  return facts;
}
