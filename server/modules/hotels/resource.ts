import { sql } from 'kysely';
import { z } from 'zod';
import { hotel, hotelInput, hotelSummary, suppliers } from '@/api/schemas/hotels';
import { hasPermission } from '@/authProvider/permissions';
import { removeUpload } from '@server/lib/uploads';
import { defineResource } from '@server/plugins/crud';
import { forViewer, hotelCsvColumns, hotelCsvRow, toHotelColumns, toHotelSummary, type HotelRow } from './mapping';
import { assertReferences, assertSlugFree, hotelBaseQuery, hydrateHotels, rememberOldSlug, setHotelAmenities, slugSource, uniqueSlug } from './queries';

const yesNo = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

export const hotels = defineResource({
  name: 'hotels',
  // The spec's irregular routes: the public list is GET /hotels (staff use it too), an update is PUT /admin/hotel/{id}.
  mounts: [{ path: '/admin/hotels' }, { path: '/hotels', operations: ['list'], public: ['list'] }, { path: '/admin/hotel', operations: ['update'] }],
  // The public sees active hotels only; staff with view_hotel see every status.
  scope: (q, user) => (hasPermission(user, 'view_hotel') ? q : q.where('hotels.status', '=', 'active')),
  table: 'hotels',
  model: 'hotel',
  record: hotel,
  create: hotelInput,
  update: hotelInput,
  baseQuery: hotelBaseQuery,
  search: [sql<string>`(hotels.hotel_name || ' ' || coalesce(hotels.city, ''))`],
  ordering: {
    id: 'hotels.id',
    hotelName: 'hotels.hotel_name',
    hotel_name: 'hotels.hotel_name',
    city: 'hotels.city',
    status: 'hotels.status',
    created_at: 'hotels.created_at',
    updated_at: 'hotels.updated_at',
  },
  defaultOrdering: 'hotelName',
  filters: {
    available_on_derby: { schema: yesNo, apply: (q, v: boolean) => q.where('hotels.available_on_derby', '=', v) },
    parking_available: { schema: yesNo, apply: (q, v: boolean) => q.where('hotels.commercial_parking_available', '=', v) },
    /**
     * A brand id, or a brand code (any case; a code written exactly so wins over one differing in case only). The
     * code is resolved by a scalar subquery, worked out once before the scan: `brand_id = <that id>` then reads
     * hotels_brand_idx (brand, name) in order, where `brand_id in (subquery)` made the planner walk every hotel in
     * name order and test each one.
     */
    brand: {
      schema: z.string().trim().min(1).max(150),
      apply: (q, v: string) =>
        /^\d{1,15}$/.test(v)
          ? q.where('hotels.brand_id', '=', Number(v))
          : q.where('hotels.brand_id', '=', sql<number>`(select b.id from brands b where upper(b.code) = ${v.toUpperCase()} order by b.code = ${v} desc, b.id limit 1)`),
    },
    status: { schema: z.enum(['active', 'inactive']), apply: (q, v: 'active' | 'inactive') => q.where('hotels.status', '=', v) },
    /** Where a hotel's rates come from, as each record's `supplier` says (see supplierOf). */
    supplier: {
      schema: z.enum(suppliers),
      apply: (q, v: (typeof suppliers)[number]) => {
        if (v === 'derbysoft') return q.where('hotels.derby_hotel_id', 'is not', null).where('hotels.available_on_derby', '=', true);
        const notDerby = q.where((eb: any) => eb.or([eb('hotels.derby_hotel_id', 'is', null), eb('hotels.available_on_derby', '=', false)]));
        return notDerby.where('hotels.ice_listing_id', v === 'ice_portal' ? 'is not' : 'is', null);
      },
    },
    city: { schema: z.string().trim().min(1).max(100), apply: (q, v: string) => q.where('hotels.city', '=', v) },
    province: { schema: z.string().trim().min(1).max(100), apply: (q, v: string) => q.where('hotels.province', '=', v) },
  },
  toRecords: async (db, rows, user) => (await hydrateHotels(db, rows)).map((h) => forViewer(h, user)),
  // A list shows cards and table rows: the summary, without the rooms, pictures and amenities a hotel's page reads.
  list: { record: hotelSummary, toRecords: (_db, rows: HotelRow[], user) => rows.map((row) => forViewer(toHotelSummary(row), user)) },
  // 100,000 hotels: counting every match on every list request was most of a broad list's time.
  countCap: 1000,
  csv: {
    name: 'hotels',
    columns: hotelCsvColumns,
    // The list's query without the thumbnail it works out for each row.
    query: (db) => db.selectFrom('hotels').leftJoin('brands', 'brands.id', 'hotels.brand_id').selectAll('hotels').select('brands.name as brand_name'),
    rows: (_db, rows: HotelRow[]) => rows.map(hotelCsvRow),
  },
  async insert(db, input) {
    const { amenity_ids, ...rest } = input as z.infer<typeof hotelInput>;
    await assertReferences(db, { brand_id: rest.brand_id, amenity_ids });
    const columns = toHotelColumns(rest);
    if (rest.slug) await assertSlugFree(db, rest.slug);
    columns.slug = rest.slug || (await uniqueSlug(db, slugSource(rest.hotelName, rest.city)));
    const row = await db.insertInto('hotels').values(columns as never).returning('id').executeTakeFirstOrThrow();
    if (amenity_ids) await setHotelAmenities(db, row.id, amenity_ids);
    return row.id;
  },
  async write(db, id, input) {
    const { amenity_ids, ...rest } = input as Partial<z.infer<typeof hotelInput>>;
    await assertReferences(db, { brand_id: rest.brand_id, amenity_ids });
    const columns = toHotelColumns(rest);
    if (rest.parking?.fee === 'paid' && !rest.parking.currency && rest.currency === undefined) {
      // A parking price is in the hotel's own currency unless told otherwise.
      const hotel = await db.selectFrom('hotels').select('currency').where('id', '=', id).executeTakeFirst();
      if (hotel) columns.parking_currency = hotel.currency;
    }
    // An empty slug keeps the one the hotel has (its public address); a new one must be free, and the old one
    // keeps answering (a redirect), so shared links and search engines still find the hotel.
    if (rest.slug) {
      await assertSlugFree(db, rest.slug, id);
      const before = await db.selectFrom('hotels').select('slug').where('id', '=', id).executeTakeFirst();
      if (before && before.slug !== rest.slug) await rememberOldSlug(db, id, before.slug);
    }
    else delete columns.slug;
    await db.updateTable('hotels').set({ ...columns, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    if (amenity_ids) await setHotelAmenities(db, id, amenity_ids);
  },
  /** The hotel goes with its rooms, nights and pictures (cascade), and its pictures' files after them. */
  async remove(db, id, { uploadDir }) {
    const pictures = await db.selectFrom('hotel_pictures').select('url').where('hotel_id', '=', id).execute();
    await db.deleteFrom('hotels').where('id', '=', id).execute();
    for (const p of pictures) await removeUpload(uploadDir, p.url);
  },
  unique: [{ constraint: 'hotels_slug_key', field: 'slug' }],
  inUse: [{ label: 'bookings', table: 'bookings', column: 'hotel_id' }],
});
