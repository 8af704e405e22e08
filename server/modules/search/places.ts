import { sql } from 'kysely';
import type { PlaceSuggestion } from '@/api/schemas/hotelSearch';
import type { Db } from '@server/db';
import { escapeLike } from '@server/plugins/crud';
import { normalizePostalCode } from './geocode';

const suggestion = (s: Partial<PlaceSuggestion> & Pick<PlaceSuggestion, 'kind' | 'label'>): PlaceSuggestion => ({
  city: null,
  province: null,
  country: null,
  postal_code: null,
  latitude: null,
  longitude: null,
  slug: null,
  ...s,
});

/**
 * What a driver may mean while typing (home page and search box): cities first — those with the most hotels —
 * then states and provinces, countries, postal codes our hotels have, and hotels by name.
 */
export async function suggestPlaces(db: Db, q: string, limit: number): Promise<PlaceSuggestion[]> {
  const text = q.trim();
  const prefix = `${escapeLike(text)}%`;
  const postal = /^[A-Za-z]\d[A-Za-z]|^\d{3}/.test(text) ? normalizePostalCode(text) : null;
  const [cities, states, countries, postalCodes, hotels] = await Promise.all([
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('cities')
          .innerJoin('states', 'states.id', 'cities.state_id')
          .innerJoin('countries', 'countries.id', 'cities.country_id')
          .select(['cities.name', 'cities.latitude', 'cities.longitude', 'states.name as state', 'states.code as state_code', 'countries.name as country'])
          .where('cities.name', 'ilike', prefix)
          .where('cities.latitude', 'is not', null)
          .limit(100)
          .as('c'),
      )
      .selectAll('c')
      .select(sql<number>`(select count(*) from hotels h where h.city = c.name and h.province in (c.state_code, c.state))`.as('hotels'))
      .orderBy('hotels', 'desc')
      .orderBy(sql`length(c.name)`)
      .orderBy('c.name')
      .limit(limit)
      .execute(),
    db
      .selectFrom('states')
      .innerJoin('countries', 'countries.id', 'states.country_id')
      .select(['states.name', 'states.code', 'states.latitude', 'states.longitude', 'countries.name as country'])
      .where((eb) => eb.or([eb('states.name', 'ilike', prefix), eb(sql`upper(states.code)`, '=', text.toUpperCase())]))
      .orderBy('states.name')
      .limit(3)
      .execute(),
    db.selectFrom('countries').select(['name', 'latitude', 'longitude']).where('name', 'ilike', prefix).orderBy('name').limit(2).execute(),
    postal
      ? db
          .selectFrom('hotels')
          .select(['postal_code', sql<string | null>`min(city)`.as('city'), sql<string | null>`min(province)`.as('province'), sql<number>`avg(latitude)`.as('latitude'), sql<number>`avg(longitude)`.as('longitude')])
          .where('postal_code', 'like', `${escapeLike(postal)}%`)
          .groupBy('postal_code')
          .orderBy('postal_code')
          .limit(3)
          .execute()
      : Promise.resolve([]),
    text.length >= 3
      ? db
          .selectFrom('hotels')
          .select(['hotel_name', 'slug', 'city', 'province', 'latitude', 'longitude'])
          .where('status', '=', 'active')
          .where(sql<string>`(hotel_name || ' ' || coalesce(city, ''))`, 'ilike', `%${escapeLike(text)}%`)
          .orderBy('hotel_name')
          .limit(3)
          .execute()
      : Promise.resolve([]),
  ]);
  const out: PlaceSuggestion[] = [
    ...cities.map((c) =>
      suggestion({ kind: 'city', label: [c.name, c.state_code ?? c.state, c.country].filter(Boolean).join(', '), city: c.name, province: c.state, country: c.country, latitude: c.latitude, longitude: c.longitude }),
    ),
    ...states.map((s) => suggestion({ kind: 'province', label: `${s.name}, ${s.country}`, province: s.name, country: s.country, latitude: s.latitude, longitude: s.longitude })),
    ...countries.map((c) => suggestion({ kind: 'country', label: c.name, country: c.name, latitude: c.latitude, longitude: c.longitude })),
    ...postalCodes.map((p) =>
      suggestion({ kind: 'postal_code', label: [p.postal_code, p.city, p.province].filter(Boolean).join(', '), postal_code: p.postal_code, city: p.city, province: p.province, latitude: Number(p.latitude), longitude: Number(p.longitude) }),
    ),
    ...hotels.map((h) => suggestion({ kind: 'hotel', label: [h.hotel_name, h.city, h.province].filter(Boolean).join(', '), city: h.city, province: h.province, latitude: h.latitude, longitude: h.longitude, slug: h.slug })),
  ];
  return out.slice(0, limit);
}
