import { sql, type Kysely, type Selectable } from 'kysely';
import type { RoomsTable } from '@server/db/types-inventory';
import type { Hotel, Picture, Room } from '@/api/schemas/hotels';
import type { Db } from '@server/db';
import { HttpError, fieldError } from '@server/lib/errors';
import { MAX_SLUG, slugify, toHotel, type HotelRow } from './mapping';
import { roomTypeKeyOf } from '@/api/schemas/content';
import { FRONT_DESK_24H_AMENITY } from '@/api/schemas/reach';

/** Hotels joined with their brand and first picture: the base of every hotel list. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- used as a CRUD declaration's baseQuery (Kysely<any>)
export function hotelBaseQuery(db: Kysely<any>) {
  return db
    .selectFrom('hotels')
    .leftJoin('brands', 'brands.id', 'hotels.brand_id')
    .selectAll('hotels')
    .select([
      'brands.name as brand_name',
      'brands.code as brand_code_ref',
      'brands.logo as brand_logo',
      sql<string | null>`(select p.url from hotel_pictures p where p.hotel_id = hotels.id and p.room_id is null order by p.position, p.id limit 1)`.as('thumbnail'),
    ]);
}

export async function picturesFor(db: Db, hotelIds: number[]): Promise<Map<number, Picture[]>> {
  const out = new Map<number, Picture[]>();
  if (!hotelIds.length) return out;
  const rows = await db
    .selectFrom('hotel_pictures')
    .select(['id', 'hotel_id', 'url', 'caption', 'caption_i18n', 'position', 'source', 'room_id'])
    .where('hotel_id', 'in', hotelIds)
    .orderBy('hotel_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  for (const { hotel_id, ...p } of rows) {
    const list = out.get(hotel_id) ?? [];
    list.push(p);
    out.set(hotel_id, list);
  }
  return out;
}

/** A room row as the API's room, with its own pictures picked from the hotel's. */
export function toRoom(r: Selectable<RoomsTable>, pictures: Map<number, Picture[]>): Room {
  return {
    id: r.id,
    hotel_id: r.hotel_id,
    roomId: r.room_id,
    name: r.name,
    type_key: roomTypeKeyOf(r.name),
    beds: r.beds,
    max_occupancy: r.max_occupancy,
    description: r.description,
    pictures: (pictures.get(r.hotel_id) ?? []).filter((p) => p.room_id === r.id),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export async function roomsFor(db: Db, hotelIds: number[], pictures?: Map<number, Picture[]>): Promise<Map<number, Room[]>> {
  const out = new Map<number, Room[]>();
  if (!hotelIds.length) return out;
  const pics = pictures ?? (await picturesFor(db, hotelIds));
  const rows = await db.selectFrom('rooms').selectAll().where('hotel_id', 'in', hotelIds).orderBy('hotel_id').orderBy('name').execute();
  for (const r of rows) {
    const list = out.get(r.hotel_id) ?? [];
    list.push(toRoom(r, pics));
    out.set(r.hotel_id, list);
  }
  return out;
}

/** Full hotels (amenities, pictures, rooms) for a page of rows, in four queries whatever the page size. */
export async function hydrateHotels(db: Db, rows: HotelRow[]): Promise<Hotel[]> {
  const ids = rows.map((r) => r.id);
  const [amenities, pictures] = await Promise.all([
    ids.length
      ? db
          .selectFrom('hotel_amenities')
          .innerJoin('amenities', 'amenities.id', 'hotel_amenities.amenity_id')
          .select(['hotel_amenities.hotel_id', 'amenities.id', 'amenities.name', 'amenities.key', 'amenities.icon', 'amenities.featured'])
          .where('hotel_amenities.hotel_id', 'in', ids)
          .orderBy('amenities.name')
          .execute()
      : Promise.resolve([]),
    picturesFor(db, ids),
  ]);
  const rooms = await roomsFor(db, ids, pictures);
  const amenitiesOf = new Map<number, Hotel['amenities']>();
  for (const { hotel_id, ...a } of amenities) {
    const list = amenitiesOf.get(hotel_id);
    if (list) list.push(a);
    else amenitiesOf.set(hotel_id, [a]);
  }
  return rows.map((row) =>
    toHotel(row, {
      amenities: amenitiesOf.get(row.id) ?? [],
      pictures: (pictures.get(row.id) ?? []).filter((p) => p.room_id === null),
      rooms: rooms.get(row.id) ?? [],
    }),
  );
}

/**
 * The hotel's amenities as staff picked them, except "24-hour front desk": that one follows the front-desk facts
 * (the database keeps it so, migration 2026_11_25_0010), whether or not the list names it.
 */
export async function setHotelAmenities(db: Db, hotelId: number, amenityIds: number[]) {
  // The 24-hour desk amenity follows the desk facts (a trigger keeps it): the list neither removes nor adds it.
  const deskAmenity = db.selectFrom('amenities').select('amenities.id').where('amenities.key', '=', FRONT_DESK_24H_AMENITY);
  await db.deleteFrom('hotel_amenities').where('hotel_id', '=', hotelId).where('amenity_id', 'not in', deskAmenity).execute();
  const chosen = [...new Set(amenityIds)];
  if (chosen.length) {
    await db
      .insertInto('hotel_amenities')
      .columns(['hotel_id', 'amenity_id'])
      .expression((eb) => eb.selectFrom('amenities').select([sql<number>`${hotelId}::bigint`.as('hotel_id'), 'amenities.id']).where('amenities.id', 'in', chosen).where('amenities.key', 'is distinct from', FRONT_DESK_24H_AMENITY))
      .execute();
  }
}

/** What a generated slug is made of: the name, and the city unless the name already says it ("Super 8 Joplin"). */
export function slugSource(name: string, city: string | null | undefined): string {
  const c = city?.trim();
  return c && !slugify(name).split('-').join(' ').includes(slugify(c).split('-').join(' ')) ? `${name} ${c}` : name;
}

/**
 * A slug no other hotel has: "super-8-joplin", then "super-8-joplin-2". Never digits alone, which
 * /hotel/{idOrSlug} would read as an id.
 */
export async function uniqueSlug(db: Db, base: string, exceptId?: number): Promise<string> {
  let root = slugify(base) || 'hotel';
  if (/^\d+$/.test(root)) root = `hotel-${root}`;
  const taken = await db
    .selectFrom('hotels')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', root), eb('slug', 'like', `${root}-%`)]))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .execute();
  const old = await db.selectFrom('hotel_slugs').select('slug').where((eb) => eb.or([eb('slug', '=', root), eb('slug', 'like', `${root}-%`)])).execute();
  const used = new Set([...taken, ...old].map((t) => t.slug));
  if (!used.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root.slice(0, MAX_SLUG - String(n).length - 1).replace(/-+$/, '')}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The hotel a slug names: its current slug, or one it had before (the caller redirects to `slug`). */
export async function hotelBySlug(db: Db, slug: string): Promise<{ id: number; slug: string; moved: boolean } | null> {
  const current = await db.selectFrom('hotels').select(['id', 'slug']).where('slug', '=', slug).executeTakeFirst();
  if (current) return { ...current, moved: false };
  const old = await db.selectFrom('hotel_slugs').innerJoin('hotels', 'hotels.id', 'hotel_slugs.hotel_id').select(['hotels.id', 'hotels.slug']).where('hotel_slugs.slug', '=', slug).executeTakeFirst();
  return old ? { ...old, moved: true } : null;
}

/** A hotel's slug changes: the old one keeps answering (a redirect), and is nobody else's. */
export async function rememberOldSlug(db: Db, hotelId: number, oldSlug: string) {
  await db.deleteFrom('hotel_slugs').where('hotel_id', '=', hotelId).where('slug', '=', oldSlug).execute();
  await db.insertInto('hotel_slugs').values({ slug: oldSlug, hotel_id: hotelId }).onConflict((oc) => oc.column('slug').doNothing()).execute();
}

/** A slug staff chose is kept as it is, so it must be free (422 otherwise). */
export async function assertSlugFree(db: Db, slug: string, exceptId?: number) {
  const owner = await hotelBySlug(db, slug);
  if (owner && owner.id !== exceptId) throw fieldError('slug', 'taken');
}

/** brand_id and amenity_ids must name existing records: a 422 on the field rather than a foreign-key 409. */
export async function assertReferences(db: Db, input: { brand_id?: number | null; amenity_ids?: number[] }) {
  if (input.brand_id) {
    const found = await db.selectFrom('brands').select('id').where('id', '=', input.brand_id).executeTakeFirst();
    if (!found) throw fieldError('brand_id', 'exists');
  }
  const ids = [...new Set(input.amenity_ids ?? [])];
  if (ids.length) {
    const found = await db.selectFrom('amenities').select('id').where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw new HttpError(422, 'errors.unknownAmenities', { amenity_ids: ['errors.unknownAmenities'] });
  }
}
