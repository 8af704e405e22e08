import type { ColumnType, Generated } from 'kysely';
import type { AmenityKey, Translations } from '@/api/schemas/content';

type Timestamp = ColumnType<string, string | undefined, string>;
type CreatedAt = ColumnType<string, string | undefined, never>;
type Json<T> = ColumnType<T, string | T | undefined, string | T>;
/** A staff text's other languages (`{ "de": "…" }`), beside its English column. */
type JsonTranslations = Json<Translations>;

export type BrandsTable = {
  id: Generated<number>;
  name: string;
  code: string;
  chain_code: string | null;
  logo: string | null;
  description: string | null;
  website: string | null;
  promotion_text: string | null;
  promotion_text_i18n: JsonTranslations;
  featured: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type AmenitiesTable = {
  id: Generated<number>;
  name: string;
  key: AmenityKey | null;
  icon: string | null;
  featured: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type HotelsTable = {
  id: Generated<number>;
  slug: string;
  hotel_name: string;
  brand_code: string | null;
  chain_code: string | null;
  brand_id: number | null;
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  postal_code: string | null;
  status: Generated<'active' | 'inactive'>;
  available_on_derby: Generated<boolean>;
  description: string | null;
  phone: string | null;
  website: string | null;
  show_contact_info: Generated<boolean>;
  show_website_info: Generated<boolean>;
  interstate_hwy: string | null;
  latitude: number | null;
  longitude: number | null;
  commercial_parking_available: Generated<boolean>;
  parking_description: string | null;
  parking_description_i18n: JsonTranslations;
  parking_spaces: number | null;
  parking_fit: Generated<'full_rig' | 'bobtail_only' | 'unknown'>;
  parking_max_length_ft: number | null;
  parking_fee: Generated<'free' | 'paid'>;
  parking_price_minor: number | null;
  parking_currency: string | null;
  parking_lit: Generated<boolean>;
  parking_fenced: Generated<boolean>;
  parking_camera: Generated<boolean>;
  /** Whether the lot takes hazmat (placarded) loads; null: nobody has said. */
  parking_hazmat: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** Where a truck turns in (staff-written English; other languages in truck_entrance_i18n). */
  truck_entrance: ColumnType<string | null, string | null | undefined, string | null>;
  truck_entrance_i18n: JsonTranslations;
  /** From what time a guest may check in, local "HH:MM"; null when not known. */
  checkin_time: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the parking facts last changed or were confirmed (set by a trigger). */
  parking_checked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** IANA zone arrival times are shown in (guessed from the state on insert when not given). */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  front_desk_24h: Generated<boolean>;
  /** Desk hours, 'HH:MM:SS', when it is not open around the clock. */
  front_desk_opens: ColumnType<string | null, string | null | undefined, string | null>;
  front_desk_closes: ColumnType<string | null, string | null | undefined, string | null>;
  currency: Generated<string>;
  ice_listing_id: string | null;
  derby_hotel_id: string | null;
  supplier_mapped_id: string | null;
  supplier_hash: string | null;
  supplier_synced_at: string | null;
  demo: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type HotelAmenitiesTable = { hotel_id: number; amenity_id: number };

export type RoomsTable = {
  id: Generated<number>;
  hotel_id: number;
  room_id: string;
  /** A content supplier's room code (ICE Portal's roomCode), which a rates supplier may know the room by. */
  supplier_code: ColumnType<string | null, string | null | undefined, string | null>;
  name: string;
  beds: string | null;
  max_occupancy: Generated<number>;
  description: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
};

export type RoomInventoryTable = {
  room_id: number;
  date: string;
  allotment: number;
  booked: Generated<number>;
  price_minor: number;
  currency: Generated<string>;
  closed: Generated<boolean>;
  updated_at: Timestamp;
};

export type HotelPicturesTable = {
  id: Generated<number>;
  hotel_id: number;
  room_id: number | null;
  url: string;
  caption: string | null;
  caption_i18n: JsonTranslations;
  position: Generated<number>;
  source: Generated<'upload' | 'ice_portal' | 'seed'>;
  supplier_ref: string | null;
  created_at: CreatedAt;
};

/** `needs_confirmation`: a supplier sync that stopped before deactivating many hotels, waiting for staff. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'needs_confirmation';

export type JobsTable = {
  id: Generated<number>;
  kind: string;
  status: Generated<JobStatus>;
  payload: Json<Record<string, unknown>>;
  state: Json<Record<string, unknown>>;
  result: Json<Record<string, unknown> | null>;
  error: string | null;
  attempts: Generated<number>;
  locked_by: string | null;
  locked_until: string | null;
  run_after: Timestamp;
  created_by: number | null;
  created_at: CreatedAt;
  started_at: string | null;
  finished_at: string | null;
  updated_at: Timestamp;
};

/** A slug a hotel had before: it keeps answering, by a redirect to the hotel's current slug. */
export type HotelSlugsTable = { slug: string; hotel_id: number; created_at: Generated<string> };

export type InventoryTables = {
  hotel_slugs: HotelSlugsTable;
  brands: BrandsTable;
  amenities: AmenitiesTable;
  hotels: HotelsTable;
  hotel_amenities: HotelAmenitiesTable;
  rooms: RoomsTable;
  room_inventory: RoomInventoryTable;
  hotel_pictures: HotelPicturesTable;
  jobs: JobsTable;
};
