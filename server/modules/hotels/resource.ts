import { sql } from 'kysely';
import { z } from 'zod';
import { hotel, hotelInput, suppliers } from '../../../src/api/schemas/hotels';
import { hasPermission } from '../../../src/authProvider/permissions';
import { removeUpload } from '../../lib/uploads';
import { defineResource } from '../../plugins/crud';
import { forViewer, toHotelColumns } from './mapping';
import { assertReferences, assertSlugFree, hotelBaseQuery, hydrateHotels, setHotelAmenities, slugSource, uniqueSlug } from './queries';

const yesNo = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

export const hotels = defineResource({
  name: 'hotels',
  paths: ['/admin/hotels'],
  // The spec's irregular routes: the list is GET /hotels, an update is PUT /admin/hotel/{id}.
  operationPaths: { list: ['/hotels'], update: ['/admin/hotel'] },
  publicOperations: ['list'],
  // The public sees active hotels only; staff with view_hotel see every status.
  scope: (q, user) => (hasPermission(user, 'view_hotel') ? q : q.where('hotels.status', '=', 'active')),
  table: 'hotels',
  model: 'hotel',
  record: hotel,
  create: hotelInput,
  update: hotelInput,
  baseQuery: hotelBaseQuery,
  search: ["(hotels.hotel_name || ' ' || coalesce(hotels.city, ''))"],
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
    /** A brand id, or a brand code. */
    brand: {
      schema: z.string().trim().min(1).max(150),
      apply: (q, v: string) =>
        /^\d{1,15}$/.test(v)
          ? q.where('hotels.brand_id', '=', Number(v))
          : q.where('hotels.brand_id', 'in', (eb: any) => eb.selectFrom('brands').select('id').where(sql`upper(code)`, '=', v.toUpperCase())),
    },
    status: { schema: z.enum(['active', 'inactive']), apply: (q, v: string) => q.where('hotels.status', '=', v) },
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
    // An empty slug keeps the one the hotel has (its public address); a new one must be free.
    if (rest.slug) await assertSlugFree(db, rest.slug, id);
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
});
