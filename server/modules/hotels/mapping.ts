import { sql, type Selectable } from 'kysely';
import type { User } from '@/api/schemas';
import type { Hotel, HotelInput, HotelSummary, Picture } from '@/api/schemas/hotels';
import { hasPermission } from '@/authProvider/permissions';
import type { HotelsTable } from '@server/db/types-inventory';
import { frontDeskColumns, frontDeskOf } from './frontDesk';

export type HotelRow = Selectable<HotelsTable> & {
  brand_name?: string | null;
  brand_code_ref?: string | null;
  brand_logo?: string | null;
  thumbnail?: string | null;
};

/** supplierOf in SQL, for counts per supplier. */
export const supplierSql = sql<HotelSummary['supplier']>`case when hotels.derby_hotel_id is not null and hotels.available_on_derby then 'derbysoft' when hotels.ice_listing_id is not null then 'ice_portal' else 'local' end`;

export function supplierOf(row: Pick<HotelRow, 'ice_listing_id' | 'derby_hotel_id' | 'available_on_derby'>): HotelSummary['supplier'] {
  if (row.derby_hotel_id && row.available_on_derby) return 'derbysoft';
  if (row.ice_listing_id) return 'ice_portal';
  return 'local';
}

/** Database row -> the API's hotel (spec field names), without the heavy lists. */
export function toHotelSummary(row: HotelRow): HotelSummary {
  return {
    id: row.id,
    slug: row.slug,
    hotelName: row.hotel_name,
    brandCode: row.brand_code,
    chainCode: row.chain_code,
    brand_id: row.brand_id,
    brand: row.brand_id && row.brand_name ? { id: row.brand_id, name: row.brand_name, code: row.brand_code_ref ?? '', logo: row.brand_logo ?? null } : null,
    address: row.address,
    city: row.city,
    province: row.province,
    country: row.country,
    postal_code: row.postal_code,
    status: row.status,
    available_on_derby: row.available_on_derby,
    phone: row.phone,
    website: row.website,
    showContactInfo: row.show_contact_info,
    showWebsiteInfo: row.show_website_info,
    interstate_hwy: row.interstate_hwy,
    latitude: row.latitude,
    longitude: row.longitude,
    commercialParkingAvailable: row.commercial_parking_available,
    parkingDescription: row.parking_description,
    parkingDescription_i18n: row.parking_description_i18n ?? {},
    parking: {
      spaces: row.parking_spaces,
      fit: row.parking_fit,
      max_length_ft: row.parking_max_length_ft,
      fee: row.parking_fee,
      price_minor: row.parking_price_minor,
      currency: row.parking_currency,
      lit: row.parking_lit,
      fenced: row.parking_fenced,
      camera: row.parking_camera,
      hazmat: row.parking_hazmat ?? null,
      checked_at: row.parking_checked_at ?? null,
    },
    truckEntrance: row.truck_entrance ?? null,
    truckEntrance_i18n: row.truck_entrance_i18n ?? {},
    checkinTime: row.checkin_time ?? null,
    timeZone: row.time_zone ?? null,
    frontDesk: frontDeskOf(row),
    currency: row.currency,
    supplier: supplierOf(row),
    ice_listing_id: row.ice_listing_id,
    derby_hotel_id: row.derby_hotel_id,
    supplier_synced_at: row.supplier_synced_at,
    demo: row.demo,
    thumbnail: row.thumbnail ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * What the public may see of a hotel: the phone and website only where the hotel shows them
 * (showContactInfo, showWebsiteInfo). Staff who may view hotels see everything.
 */
export function forViewer<T extends Pick<HotelSummary, 'phone' | 'website' | 'showContactInfo' | 'showWebsiteInfo'>>(hotel: T, user: User | null): T {
  if (hasPermission(user, 'view_hotel')) return hotel;
  return { ...hotel, phone: hotel.showContactInfo ? hotel.phone : null, website: hotel.showWebsiteInfo ? hotel.website : null };
}

export function toHotel(row: HotelRow, extra: { amenities: Hotel['amenities']; pictures: Picture[]; rooms: Hotel['rooms'] }): Hotel {
  return { ...toHotelSummary(row), description: row.description, ...extra };
}

/** API input -> column values; fields absent from a PATCH stay absent. */
export function toHotelColumns(input: Partial<HotelInput>): Record<string, unknown> {
  const map: Record<string, string> = {
    hotelName: 'hotel_name',
    slug: 'slug',
    brandCode: 'brand_code',
    chainCode: 'chain_code',
    brand_id: 'brand_id',
    address: 'address',
    city: 'city',
    province: 'province',
    country: 'country',
    postal_code: 'postal_code',
    status: 'status',
    available_on_derby: 'available_on_derby',
    description: 'description',
    phone: 'phone',
    website: 'website',
    showContactInfo: 'show_contact_info',
    showWebsiteInfo: 'show_website_info',
    interstate_hwy: 'interstate_hwy',
    latitude: 'latitude',
    longitude: 'longitude',
    commercialParkingAvailable: 'commercial_parking_available',
    parkingDescription: 'parking_description',
    truckEntrance: 'truck_entrance',
    checkinTime: 'checkin_time',
    currency: 'currency',
  };
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(map)) {
    const value = (input as Record<string, unknown>)[key];
    if (value !== undefined) out[column] = value;
  }
  if (input.parkingDescription_i18n !== undefined) out.parking_description_i18n = JSON.stringify(input.parkingDescription_i18n);
  if (input.truckEntrance_i18n !== undefined) out.truck_entrance_i18n = JSON.stringify(input.truckEntrance_i18n);
  if (input.timeZone !== undefined) out.time_zone = input.timeZone || null;
  if (input.frontDesk) Object.assign(out, frontDeskColumns(input.frontDesk));
  if (input.parking) {
    const p = input.parking;
    Object.assign(out, {
      parking_spaces: p.spaces ?? null,
      parking_fit: p.fit,
      parking_max_length_ft: p.max_length_ft ?? null,
      parking_fee: p.fee,
      parking_price_minor: p.fee === 'paid' ? (p.price_minor ?? null) : null,
      parking_currency: p.fee === 'paid' ? (p.currency ?? input.currency ?? 'USD') : null,
      parking_lit: p.lit,
      parking_fenced: p.fenced,
      parking_camera: p.camera,
    });
    if (p.hazmat !== undefined) out.parking_hazmat = p.hazmat;
  }
  return out;
}

/** The longest slug a hotel gets: the page address drivers share (a 107-character one passed the path limit). */
export const MAX_SLUG = 80;

/** Words of `text` as a slug, cut at a word boundary to MAX_SLUG characters. */
export function slugify(text: string): string {
  const full = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= MAX_SLUG) return full;
  const cut = full.slice(0, MAX_SLUG + 1);
  return (cut.slice(0, cut.lastIndexOf('-')) || full.slice(0, MAX_SLUG)).replace(/-+$/, '');
}

/** The hotel list's CSV export: what staff check and fix in a spreadsheet, parking first among the facts. */
export const hotelCsvColumns = [
  'id', 'hotel_name', 'slug', 'brand', 'status', 'supplier', 'address', 'city', 'province', 'country', 'postal_code', 'latitude', 'longitude',
  'interstate_hwy', 'phone', 'website', 'truck_parking', 'parking_spaces', 'parking_fit', 'parking_max_length_ft', 'parking_fee',
  'parking_price_minor', 'parking_currency', 'parking_lit', 'parking_fenced', 'parking_camera', 'parking_hazmat', 'currency',
  'available_on_derby', 'created_at', 'updated_at',
] as const;

export function hotelCsvRow(row: HotelRow): unknown[] {
  return [
    row.id, row.hotel_name, row.slug, row.brand_name ?? null, row.status, supplierOf(row), row.address, row.city, row.province, row.country, row.postal_code,
    row.latitude, row.longitude, row.interstate_hwy, row.phone, row.website, row.commercial_parking_available, row.parking_spaces, row.parking_fit,
    row.parking_max_length_ft, row.parking_fee, row.parking_price_minor, row.parking_currency, row.parking_lit, row.parking_fenced, row.parking_camera,
    row.parking_hazmat ?? null, row.currency, row.available_on_derby, row.created_at, row.updated_at,
  ];
}
