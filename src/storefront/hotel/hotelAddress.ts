import type { HotelSummary } from '@/api/schemas/hotels';

/** "1200 Range Line Rd, Joplin, MO 64801, US": the parts a hotel has, in postal order. */
export function hotelAddress(h: Pick<HotelSummary, 'address' | 'city' | 'province' | 'postal_code' | 'country'>): string {
  const region = [h.province, h.postal_code].filter(Boolean).join(' ');
  return [h.address, h.city, region, h.country].map((part) => part?.trim()).filter(Boolean).join(', ');
}
