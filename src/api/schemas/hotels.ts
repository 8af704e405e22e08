import { z } from 'zod';
import { numeral } from './numeral';
import { currencyCode, isoDate, nullable, oneLine } from './common';
import { ruleParams } from '../validation';
import { amenity, flag, optionalUrl } from './catalog';
import { coordinate } from './geo';
import { roomTypeKeys, translations, translationsInput } from './content';
import { frontDesk, frontDeskInput, timeZoneInput } from './reach';


export const hotelStatuses = ['active', 'inactive'] as const;
export const parkingFits = ['full_rig', 'bobtail_only', 'unknown'] as const;
export const parkingFees = ['free', 'paid'] as const;
export const suppliers = ['local', 'ice_portal', 'derbysoft'] as const;
/** A time of day on a 24-hour clock, "HH:MM" (a hotel's check-in time). */
export const CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** What a driver needs to know about truck parking, beyond yes/no. */
export const parking = z.object({
  spaces: z.number().nullable(),
  fit: z.enum(parkingFits),
  max_length_ft: z.number().nullable(),
  fee: z.enum(parkingFees),
  price_minor: z.number().nullable(),
  currency: z.string().nullable(),
  lit: z.boolean(),
  fenced: z.boolean(),
  camera: z.boolean(),
  /** Whether hazmat (placarded) loads may park: yes, no, or null when nobody has said. */
  hazmat: z.boolean().nullable(),
  /** When these facts last changed or were confirmed; null: never. */
  checked_at: z.string().nullable(),
});
export type Parking = z.infer<typeof parking>;

export const parkingInput = z
  .object({
    spaces: nullable(numeral(z.number().int().min(0).max(2000))).optional(),
    fit: z.enum(parkingFits).default('unknown'),
    max_length_ft: nullable(numeral(z.number().int().min(10).max(150))).optional(),
    fee: z.enum(parkingFees).default('free'),
    price_minor: nullable(numeral(z.number().int().min(0).max(1_000_000))).optional(),
    currency: nullable(z.string().trim().length(3).transform((v) => v.toUpperCase())).optional(),
    lit: flag.default(false),
    fenced: flag.default(false),
    camera: flag.default(false),
    /** Absent: left as it is; null: not known. */
    hazmat: nullable(flag).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.fee === 'paid' && (p.price_minor === null || p.price_minor === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['price_minor'], message: 'Price minor is required', ...ruleParams('required') });
    }
  });

export const picture = z.object({
  id: z.number(),
  url: z.string(),
  caption: z.string().nullable(),
  /** The caption in other languages (staff-written, or the supplier's own); `caption` is English. */
  caption_i18n: translations,
  position: z.number(),
  source: z.string(),
  room_id: z.number().nullable(),
});
export type Picture = z.infer<typeof picture>;

/** PATCH /admin/hotel-pictures/{id}: a caption, or the room a picture shows ('' clears either). */
export const pictureChanges = z.object({
  caption: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(300).nullable()).optional(),
  caption_i18n: translationsInput(300).optional(),
  room_id: z.preprocess((v) => (v === '' ? null : v), numeral(z.number().int().positive()).nullable()).optional(),
});
export type PictureChanges = z.infer<typeof pictureChanges>;

export const room = z.object({
  id: z.number(),
  hotel_id: z.number(),
  roomId: z.string(),
  name: z.string(),
  /** The room type's catalogue key when its name is one the interface translates. */
  type_key: z.enum(roomTypeKeys).nullable(),
  beds: z.string().nullable(),
  max_occupancy: z.number(),
  description: z.string().nullable(),
  pictures: z.array(picture),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Room = z.infer<typeof room>;

export const roomInput = z.object({
  roomId: z.string().trim().min(1).max(50),
  name: oneLine(150),
  beds: nullable(z.string().trim().max(100)).optional(),
  max_occupancy: numeral(z.number().int().min(1).max(20)).default(2),
  description: nullable(z.string().max(5000)).optional(),
});
export type RoomInput = z.infer<typeof roomInput>;

const hotelBase = {
  id: z.number(),
  slug: z.string(),
  hotelName: z.string(),
  brandCode: z.string().nullable(),
  chainCode: z.string().nullable(),
  brand_id: z.number().nullable(),
  brand: z.object({ id: z.number(), name: z.string(), code: z.string(), logo: z.string().nullable() }).nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  status: z.enum(hotelStatuses),
  available_on_derby: z.boolean(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  showContactInfo: z.boolean(),
  showWebsiteInfo: z.boolean(),
  interstate_hwy: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  commercialParkingAvailable: z.boolean(),
  parkingDescription: z.string().nullable(),
  /** The parking description in other languages; `parkingDescription` is English. */
  parkingDescription_i18n: translations,
  parking: parking,
  /** Where a truck turns in (English); other languages in truckEntrance_i18n. */
  truckEntrance: z.string().nullable(),
  truckEntrance_i18n: translations,
  /** From what time a guest may check in, the hotel's local "HH:MM"; null when not known. */
  checkinTime: z.string().nullable(),
  /** IANA zone of the hotel's clock (arrival times); null: not known. */
  timeZone: z.string().nullable(),
  frontDesk: frontDesk,
  currency: z.string(),
  supplier: z.enum(suppliers),
  ice_listing_id: z.string().nullable(),
  derby_hotel_id: z.string().nullable(),
  supplier_synced_at: z.string().nullable(),
  /** DEMO data (the seeded catalogue): made up, not a hotel a driver can stay at. Every page and card says so. */
  demo: z.boolean(),
  thumbnail: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const hotelSummary = z.object(hotelBase);
export type HotelSummary = z.infer<typeof hotelSummary>;

export const hotel = z.object({
  ...hotelBase,
  description: z.string().nullable(),
  amenities: z.array(amenity.pick({ id: true, name: true, key: true, icon: true, featured: true })),
  pictures: z.array(picture),
  rooms: z.array(room),
});
export type Hotel = z.infer<typeof hotel>;

export const hotelInput = z.object({
  hotelName: oneLine(200),
  // Lower-case words joined by hyphens, and never digits alone (GET /hotel/{idOrSlug} reads digits as an id).
  slug: nullable(z.string().trim().max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).refine((v) => !/^\d+$/.test(v), ruleParams('invalid'))).optional(),
  brandCode: nullable(z.string().trim().max(20)).optional(),
  chainCode: nullable(z.string().trim().max(20)).optional(),
  brand_id: nullable(numeral(z.number().int().positive())).optional(),
  address: nullable(z.string().trim().max(300)).optional(),
  city: nullable(z.string().trim().max(100)).optional(),
  province: nullable(z.string().trim().max(100)).optional(),
  country: nullable(z.string().trim().max(100)).optional(),
  postal_code: nullable(z.string().trim().max(20)).optional(),
  status: z.enum(hotelStatuses).default('active'),
  available_on_derby: flag.default(true),
  description: nullable(z.string().max(20000)).optional(),
  phone: nullable(z.string().trim().max(40).regex(/^[0-9 +().-]*$/)).optional(),
  website: optionalUrl,
  showContactInfo: flag.default(true),
  showWebsiteInfo: flag.default(true),
  interstate_hwy: nullable(z.string().trim().max(50)).optional(),
  latitude: coordinate(-90, 90).optional(),
  longitude: coordinate(-180, 180).optional(),
  commercialParkingAvailable: flag.default(true),
  parkingDescription: nullable(z.string().max(5000)).optional(),
  parkingDescription_i18n: translationsInput(5000).optional(),
  parking: parkingInput.optional(),
  truckEntrance: nullable(z.string().trim().max(1000)).optional(),
  truckEntrance_i18n: translationsInput(1000).optional(),
  checkinTime: nullable(z.string().trim().regex(CLOCK_TIME)).optional(),
  timeZone: timeZoneInput,
  frontDesk: frontDeskInput.optional(),
  currency: currencyCode.default('USD'),
  amenity_ids: z.array(numeral(z.number().int().positive())).max(200).optional(),
});
export type HotelInput = z.infer<typeof hotelInput>;

/** The blank hotel a create form opens with (spec section 3 defaults). */
export const blankHotel = {
  hotelName: '',
  status: 'active',
  available_on_derby: true,
  showContactInfo: true,
  showWebsiteInfo: true,
  commercialParkingAvailable: true,
  currency: 'USD',
  parking: { fit: 'unknown', fee: 'free', lit: false, fenced: false, camera: false, hazmat: null },
  frontDesk: { open_24h: true },
  amenity_ids: [],
} as const;

export const inventoryDay = z.object({
  date: z.string(),
  allotment: z.number(),
  booked: z.number(),
  price_minor: z.number(),
  currency: z.string(),
  closed: z.boolean(),
});
export type InventoryDay = z.infer<typeof inventoryDay>;

export const inventoryQuery = z.object({ from: isoDate, to: isoDate });

/** A bulk edit over a date range: any of allotment, price and closed, optionally only on some weekdays. */
export const inventoryBulkEdit = z
  .object({
    from: isoDate,
    to: isoDate,
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
    allotment: numeral(z.number().int().min(0).max(10_000)).optional(),
    price_minor: numeral(z.number().int().min(0).max(100_000_000)).optional(),
    currency: currencyCode.optional(),
    closed: flag.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after From', ...ruleParams('on_or_after', { target: 'from' }) });
    if (v.allotment === undefined && v.price_minor === undefined && v.closed === undefined) {
      ctx.addIssue({ code: 'custom', path: ['allotment'], message: 'Allotment is required', ...ruleParams('required') });
    }
  });
export type InventoryBulkEdit = z.infer<typeof inventoryBulkEdit>;
