import { createRng } from '@server/suppliers/simulators/prng';
import { sql } from 'kysely';
import type { Db } from '../index';
import { CITY_CONTACT, DEMO_AMENITIES, DEMO_BRANDS, INTERSTATE_CITIES } from './catalog-data';
import { seedFrontDesks } from './frontDesks';
import { readWorldData } from './worldData';

/** The DEMO catalogue's randomness is seeded (mulberry32), so it is the same on every machine. */
export const prng = (seed: number) => createRng(seed);

type Place = { city: string; state: string; country: 'US' | 'CA'; highways: string[]; lat: number; lng: number; postal: string; areaCode: string };

function places(): Place[] {
  const out: Place[] = [];
  const world = readWorldData([...new Set(INTERSTATE_CITIES.map((c) => c[2]))]);
  for (const [city, state, country, hw] of INTERSTATE_CITIES) {
    const found = world.citiesOfState(country, state).find((c) => c.name === city);
    const contact = CITY_CONTACT[`${city}|${state}`];
    if (!found?.latitude || !found.longitude || !contact) continue;
    out.push({ city, state, country, highways: hw.split(' / '), lat: Number(found.latitude), lng: Number(found.longitude), postal: contact[0], areaCode: contact[1] });
  }
  return out;
}

const VARIANTS = ['', ' North', ' South', ' East', ' West', ' Airport', ' Downtown', ' Truck Stop', ' Interstate', ' Travel Center'];
/** When the DEMO hotels take guests from (taken in turn, not at random: the seed's random sequence stays as it was). */
const CHECKIN_TIMES = ['15:00', '14:00', '16:00'];
/** Whether a DEMO lot takes hazmat loads, in turn. */
const HAZMAT_TURNS: (boolean | null)[] = [true, null, false, true, null];
const ROOM_TYPES = [
  { room_id: 'K1', name: 'King room', beds: '1 king bed', max_occupancy: 2 },
  { room_id: 'QQ', name: 'Two queen beds', beds: '2 queen beds', max_occupancy: 4 },
  { room_id: 'ADA', name: 'Accessible king room', beds: '1 king bed', max_occupancy: 2 },
];
const PICTURE_CAPTIONS = ['Exterior and truck lot', 'Lobby', 'Guest room'];

export type CatalogOptions = { hotels: number; days: number; seed?: number; log?: (msg: string) => void };

/** Brands and amenities of the demo set; harmless to repeat. */
export async function seedBrandsAndAmenities(db: Db) {
  await db.insertInto('brands').values(DEMO_BRANDS.map((b) => ({ ...b, promotion_text_i18n: JSON.stringify(b.promotion_text_i18n), featured: ['CI', 'SE', 'M6', 'RR', 'BW', 'QI'].includes(b.code) }))).onConflict((oc) => oc.column('code').doNothing()).execute();
  await db.insertInto('amenities').values(DEMO_AMENITIES.map((a) => ({ ...a }))).onConflict((oc) => oc.column('name').doNothing()).execute();
}

/**
 * The DEMO hotel catalogue: hotels near interstate cities of the US and Canada,
 * across real brands, with rooms, `days` nights of inventory from today (60-250
 * USD), truck-parking details, amenities and locally drawn pictures.
 */
export async function seedCatalog(db: Db, opts: CatalogOptions) {
  const log = opts.log ?? (() => undefined);
  await seedBrandsAndAmenities(db);
  const brands = await db.selectFrom('brands').select(['id', 'name', 'code', 'chain_code']).orderBy('id').execute();
  const amenities = await db.selectFrom('amenities').select(['id', 'name', 'key']).orderBy('id').execute();
  const truckParkingAmenity = amenities.find((a) => a.name === 'Truck parking')?.id;
  const deskAmenity = amenities.find((a) => a.key === 'front_desk_24h')?.id;
  const all = places();
  const rand = prng(opts.seed ?? 20261121);
  const start = (await db.selectFrom('hotels').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const BATCH = 500;

  for (let offset = 0; offset < opts.hotels; offset += BATCH) {
    const count = Math.min(BATCH, opts.hotels - offset);
    const rows = Array.from({ length: count }, (_, k) => {
      const i = start + offset + k;
      const place = all[i % all.length]!;
      const brand = rand.pick(brands);
      const parking = rand.chance(0.85);
      const paid = parking && rand.chance(0.3);
      const highway = rand.pick(place.highways);
      const variant = VARIANTS[Math.floor(i / all.length) % VARIANTS.length]!;
      const round = Math.floor(i / (all.length * VARIANTS.length));
      const name = `${brand.name} ${place.city}${variant}${round ? ` ${round + 1}` : ''}`;
      return {
        slug: `${name}-${place.state}`.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
        hotel_name: name,
        brand_code: brand.code,
        chain_code: brand.chain_code,
        brand_id: brand.id,
        address: `${rand.int(100, 9999)} ${highway.startsWith('I-') ? `${highway} Frontage Rd` : 'Highway Service Rd'}`,
        city: place.city,
        province: place.state,
        country: place.country === 'US' ? 'United States' : 'Canada',
        postal_code: place.postal,
        status: rand.chance(0.97) ? ('active' as const) : ('inactive' as const),
        available_on_derby: false,
        description: `DEMO DATA. A ${brand.name} off ${highway} in ${place.city}, ${place.state}, with easy on-off access for big rigs${parking ? ' and a truck lot on site' : ''}.`,
        // 555-0100 to 555-0199: the North American numbers kept for fiction, in the city's own area code.
        phone: `+1 ${place.areaCode}-555-01${String(rand.int(0, 99)).padStart(2, '0')}`,
        website: null,
        show_contact_info: true,
        show_website_info: true,
        interstate_hwy: highway.startsWith('I-') ? `${highway} Exit ${rand.int(1, 350)}` : highway,
        latitude: Number((place.lat + (rand.next() - 0.5) * 0.4).toFixed(6)),
        longitude: Number((place.lng + (rand.next() - 0.5) * 0.5).toFixed(6)),
        commercial_parking_available: parking,
        parking_description: parking ? `Dedicated truck lot ${rand.pick(['behind the building', 'beside the hotel', 'across the service road'])}. Check in at the front desk for a parking pass.` : null,
        parking_spaces: parking ? rand.int(4, 80) : null,
        parking_fit: parking ? (rand.chance(0.75) ? ('full_rig' as const) : ('bobtail_only' as const)) : ('unknown' as const),
        parking_max_length_ft: parking ? rand.pick([53, 65, 70, 75, 80]) : null,
        parking_fee: paid ? ('paid' as const) : ('free' as const),
        parking_price_minor: paid ? rand.int(10, 25) * 100 : null,
        parking_currency: paid ? (place.country === 'CA' ? 'CAD' : 'USD') : null,
        parking_lit: parking && rand.chance(0.8),
        parking_fenced: parking && rand.chance(0.35),
        parking_camera: parking && rand.chance(0.55),
        // Taken in turn, not at random (the seed's random sequence stays as it was): 2 lots in 5 take hazmat, 1 refuses it, 2 have not said.
        parking_hazmat: parking ? (HAZMAT_TURNS[i % HAZMAT_TURNS.length] ?? null) : null,
        checkin_time: CHECKIN_TIMES[i % CHECKIN_TIMES.length]!,
        currency: place.country === 'CA' ? 'CAD' : 'USD',
        ice_listing_id: null,
        derby_hotel_id: null,
        supplier_hash: null,
        supplier_synced_at: null,
        demo: true,
      };
    });
    // A bobtail-only lot takes no trailer, so it has no trailer length to state (drawn all the same: the seed's random
    // sequence stays as it was).
    for (const row of rows) if (row.parking_fit === 'bobtail_only') row.parking_max_length_ft = null;
    const inserted = await db.insertInto('hotels').values(rows).onConflict((oc) => oc.column('slug').doNothing()).returning(['id', 'commercial_parking_available']).execute();
    if (!inserted.length) continue;

    const roomValues = inserted.flatMap((h) => ROOM_TYPES.filter((_, idx) => idx < 2 || rand.chance(0.25)).map((rt) => ({ hotel_id: h.id, description: null, ...rt })));
    await db.insertInto('rooms').values(roomValues).execute();

    const amenityValues = inserted.flatMap((h) => {
      const chosen = new Set<number>();
      if (h.commercial_parking_available && truckParkingAmenity) chosen.add(truckParkingAmenity);
      const n = rand.int(2, 6);
      while (chosen.size < n + (h.commercial_parking_available ? 1 : 0)) chosen.add(rand.pick(amenities).id);
      return [...chosen].map((amenity_id) => ({ hotel_id: h.id, amenity_id }));
    });
    await db.insertInto('hotel_amenities').values(amenityValues).onConflict((oc) => oc.doNothing()).execute();
    // Drawn with the amenity: open around the clock (the hotels' insert listed the amenity for all, the facts' default).
    await seedFrontDesks(db, inserted.map((h) => h.id), new Set(amenityValues.filter((a) => a.amenity_id === deskAmenity).map((a) => a.hotel_id)));

    const pictureValues = inserted.flatMap((h) =>
      PICTURE_CAPTIONS.map((caption, position) => ({ hotel_id: h.id, room_id: null, url: `/media/demo/${h.id}-${position}.svg`, caption, position, source: 'seed' as const, supplier_ref: null })),
    );
    await db.insertInto('hotel_pictures').values(pictureValues).execute();

    // Nightly inventory generated in the database: a base rate per room (60-250 USD), +15% on Fri/Sat nights.
    const ids = inserted.map((h) => h.id);
    await sql`
      insert into room_inventory (room_id, date, allotment, price_minor, currency, closed)
      select r.id, d::date,
             2 + (r.id % 7),
             round((6000 + ((r.id * 7919) % 19000)) * case when extract(dow from d) in (5, 6) then 1.15 else 1 end / 100) * 100 - 1,
             h.currency,
             false
      from rooms r
      join hotels h on h.id = r.hotel_id
      cross join generate_series(current_date, current_date + ${opts.days - 1}::int, interval '1 day') d
      where r.hotel_id = any(${sql.val(ids)}::bigint[])`.execute(db);
    log(`seeded ${Math.min(offset + count, opts.hotels)} / ${opts.hotels} demo hotels`);
  }
}
