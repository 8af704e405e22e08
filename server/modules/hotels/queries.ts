import { sql, type Kysely } from 'kysely';
import type { Hotel, Picture, Room } from '../../../src/api/schemas/hotels';
import type { Db } from '../../db';
import { slugify, toHotel, type HotelRow } from './mapping';

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
    .select(['id', 'hotel_id', 'url', 'caption', 'position', 'source', 'room_id'])
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

export async function roomsFor(db: Db, hotelIds: number[], pictures?: Map<number, Picture[]>): Promise<Map<number, Room[]>> {
  const out = new Map<number, Room[]>();
  if (!hotelIds.length) return out;
  const pics = pictures ?? (await picturesFor(db, hotelIds));
  const rows = await db.selectFrom('rooms').selectAll().where('hotel_id', 'in', hotelIds).orderBy('hotel_id').orderBy('name').execute();
  for (const r of rows) {
    const list = out.get(r.hotel_id) ?? [];
    list.push({
      id: r.id,
      hotel_id: r.hotel_id,
      roomId: r.room_id,
      name: r.name,
      beds: r.beds,
      max_occupancy: r.max_occupancy,
      description: r.description,
      pictures: (pics.get(r.hotel_id) ?? []).filter((p) => p.room_id === r.id),
      created_at: r.created_at,
      updated_at: r.updated_at,
    });
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
          .select(['hotel_amenities.hotel_id', 'amenities.id', 'amenities.name', 'amenities.icon', 'amenities.featured'])
          .where('hotel_amenities.hotel_id', 'in', ids)
          .orderBy('amenities.name')
          .execute()
      : Promise.resolve([]),
    picturesFor(db, ids),
  ]);
  const rooms = await roomsFor(db, ids, pictures);
  return rows.map((row) =>
    toHotel(row, {
      amenities: amenities.filter((a) => a.hotel_id === row.id).map(({ hotel_id: _, ...a }) => a),
      pictures: (pictures.get(row.id) ?? []).filter((p) => p.room_id === null),
      rooms: rooms.get(row.id) ?? [],
    }),
  );
}

export async function setHotelAmenities(db: Db, hotelId: number, amenityIds: number[]) {
  await db.deleteFrom('hotel_amenities').where('hotel_id', '=', hotelId).execute();
  if (amenityIds.length) {
    await db.insertInto('hotel_amenities').values([...new Set(amenityIds)].map((amenity_id) => ({ hotel_id: hotelId, amenity_id }))).execute();
  }
}

/** A slug from the name and city that no other hotel has: "super-8-joplin", then "super-8-joplin-2". */
export async function uniqueSlug(db: Db, base: string, exceptId?: number): Promise<string> {
  const root = slugify(base) || 'hotel';
  const taken = await db
    .selectFrom('hotels')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', root), eb('slug', 'like', `${root}-%`)]))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .execute();
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(root)) return root;
  for (let n = 2; ; n++) if (!used.has(`${root}-${n}`)) return `${root}-${n}`;
}
