import { locales, type Locale } from '@/i18n/locales';

/**
 * Content in the reader's language (issue 12, item 10). Two kinds:
 * - fixed catalogues (amenities, room types, parking facts) carry a key the interface translates;
 * - staff-written texts keep English in their own field and the other languages beside it (`<field>_i18n`), with
 *   English the fallback. Whatever is shown says which language it is in (`lang`), supplier texts included.
 * Without zod, so the pages that show content do not load it (the schemas are in src/api/schemas/content.ts).
 */

/** The languages a staff text can have beside English (the base field). */
export const contentLanguages = locales.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
export type ContentLanguage = (typeof contentLanguages)[number];

/** The text to show a reader of `language`, and the language it is in. */
export function localizedText(base: string | null, i18n: Partial<Record<ContentLanguage, string>> | null | undefined, language: string): { text: string | null; lang: string } {
  const own = language !== 'en' ? i18n?.[language as ContentLanguage] : undefined;
  return own ? { text: own, lang: language } : { text: base, lang: 'en' };
}

/** Amenities every hotel list knows: staff pick the key, the interface says the name in each language. */
export const amenityKeys = [
  'truck_parking',
  'free_wifi',
  'free_breakfast',
  'laundry',
  'pet_friendly',
  'fitness_center',
  'pool',
  'front_desk_24h',
  'microwave_fridge',
  'restaurant_nearby',
  'truck_wash_nearby',
  'non_smoking_rooms',
] as const;
export type AmenityKey = (typeof amenityKeys)[number];

/** Room types of our inventory and the suppliers', by the English names they come with. */
export const roomTypeKeys = ['king', 'queen', 'two_queens', 'two_doubles', 'king_suite', 'accessible_king', 'accessible_queen'] as const;
export type RoomTypeKey = (typeof roomTypeKeys)[number];

const ROOM_TYPE_NAMES: Record<string, RoomTypeKey> = {
  'king room': 'king',
  'standard king': 'king',
  king: 'king',
  'queen room': 'queen',
  'standard queen': 'queen',
  queen: 'queen',
  'two queen beds': 'two_queens',
  'two queens': 'two_queens',
  '2 queen beds': 'two_queens',
  'double queen': 'two_queens',
  'two double beds': 'two_doubles',
  '2 double beds': 'two_doubles',
  'king suite': 'king_suite',
  'accessible king room': 'accessible_king',
  'accessible king': 'accessible_king',
  'accessible queen room': 'accessible_queen',
  'accessible queen': 'accessible_queen',
};

/** The catalogue key of a room type's name, or null for a name of the hotel's own (shown as written, in English). */
export function roomTypeKeyOf(name: string): RoomTypeKey | null {
  return ROOM_TYPE_NAMES[name.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

export const bedKinds = ['king', 'queen', 'double', 'twin'] as const;
export type BedKind = (typeof bedKinds)[number];

/** "1 king bed", "2 Queen Beds": a count and a kind the interface can say; anything else is shown as written. */
export function bedsOf(beds: string): { count: number; kind: BedKind } | null {
  const m = /^(\d{1,2}) (king|queen|double|twin) beds?$/i.exec(beds.trim());
  return m ? { count: Number(m[1]), kind: m[2]!.toLowerCase() as BedKind } : null;
}
