import { sql } from 'kysely';
import { z } from 'zod';
import { numeral } from '@/api/schemas/numeral';
import { city, cityInput, country, countryInput, state, stateInput } from '@/api/schemas/geo';
import type { Db } from '@server/db';
import { fieldError } from '@server/lib/errors';
import { defineResource } from '@server/plugins/crud';

const idFilter = (column: string) => ({
  schema: numeral(z.number().int().positive()),
  apply: (q: any, v: number) => q.where(column, '=', v),
});

/** Hotels name their place in words (country name, province code, city name), not by id: counted by those. */
const countHotels = async (q: ReturnType<typeof hotelsWhere>) => Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const hotelsWhere = (db: Db) => db.selectFrom('hotels');

async function hotelsInCountry(db: Db, id: number) {
  const c = await db.selectFrom('countries').select(['name', 'iso2', 'iso3']).where('id', '=', id).executeTakeFirstOrThrow();
  return countHotels(hotelsWhere(db).where(sql`lower(hotels.country)`, 'in', [c.name, c.iso2, c.iso3 ?? c.iso2].map((v) => v.toLowerCase())));
}

async function hotelsInState(db: Db, id: number) {
  const s = await db.selectFrom('states').innerJoin('countries', 'countries.id', 'states.country_id').select(['states.name', 'states.code', 'countries.name as country']).where('states.id', '=', id).executeTakeFirstOrThrow();
  return countHotels(hotelsWhere(db).where('hotels.province', 'in', [s.name, s.code ?? s.name]).where('hotels.country', '=', s.country));
}

async function hotelsInCity(db: Db, id: number) {
  const c = await db.selectFrom('cities').innerJoin('states', 'states.id', 'cities.state_id').select(['cities.name', 'states.name as state', 'states.code']).where('cities.id', '=', id).executeTakeFirstOrThrow();
  return countHotels(hotelsWhere(db).where('hotels.city', '=', c.name).where('hotels.province', 'in', [c.state, c.code ?? c.state]));
}

export const countries = defineResource({
  name: 'countries',
  mounts: [{ path: '/admin/countries' }, { path: '/countries', public: ['list', 'get'] }],
  table: 'countries',
  model: 'country',
  record: country,
  create: countryInput,
  update: countryInput,
  search: ['countries.name', 'countries.iso2'],
  ordering: { id: 'countries.id', name: 'countries.name', iso2: 'countries.iso2', created_at: 'countries.created_at' },
  defaultOrdering: 'name',
  unique: [{ constraint: 'countries_iso2_key', field: 'iso2' }],
  inUse: [
    { label: 'states', table: 'states', column: 'country_id' },
    { label: 'cities', table: 'cities', column: 'country_id' },
    { label: 'users', table: 'users', column: 'country_id' },
    { label: 'addresses', table: 'addresses', column: 'country_id' },
    { label: 'hotels', count: hotelsInCountry },
  ],
  adminSearch: {
    slug: 'countries',
    title: 'search.countries',
    match: ['countries.name', sql<string>`upper(countries.iso2)`],
    prefix: 'countries.name',
    orderBy: 'countries.name',
    select: (q) => q.select(['countries.id', 'countries.name', 'countries.iso2']),
  },
});

export const states = defineResource({
  name: 'states',
  mounts: [{ path: '/admin/states' }, { path: '/states', public: ['list', 'get'] }],
  table: 'states',
  model: 'state',
  record: state,
  create: stateInput,
  update: stateInput,
  baseQuery: (db) =>
    db.selectFrom('states').innerJoin('countries', 'countries.id', 'states.country_id').selectAll('states').select('countries.name as country_name'),
  search: ['states.name', 'states.code'],
  ordering: { id: 'states.id', name: 'states.name', code: 'states.code', country: 'countries.name', created_at: 'states.created_at' },
  defaultOrdering: 'name',
  filters: { country_id: idFilter('states.country_id') },
  inUse: [{ label: 'cities', table: 'cities', column: 'state_id' }, { label: 'hotels', count: hotelsInState }],
  adminSearch: {
    slug: 'states',
    title: 'search.states',
    match: ['states.name'],
    prefix: 'states.name',
    orderBy: 'states.name',
    select: (q) => q.clearSelect().select(['states.id', 'states.name', 'countries.name as country']),
  },
});

/** A city's state must be one of its country's ("Alabama, Mexico" is refused): 422 on state_id otherwise. */
async function checkStateOfCountry(db: Db, id: number | null, input: { state_id?: number; country_id?: number }) {
  if (input.state_id === undefined && input.country_id === undefined) return;
  // A patch of one of the two is checked against the city's other.
  const current = id === null ? undefined : await db.selectFrom('cities').select(['state_id', 'country_id']).where('id', '=', id).executeTakeFirst();
  const stateId = input.state_id ?? Number(current?.state_id);
  const countryId = input.country_id ?? Number(current?.country_id);
  const state = await db.selectFrom('states').select('country_id').where('id', '=', stateId).executeTakeFirst();
  // An unknown state or country is the foreign key's to refuse.
  if (state && Number(state.country_id) !== countryId) throw fieldError('state_id', 'invalid');
}

export const cities = defineResource({
  name: 'cities',
  mounts: [{ path: '/admin/cities' }, { path: '/cities', public: ['list', 'get'] }],
  table: 'cities',
  model: 'city',
  record: city,
  create: cityInput,
  update: cityInput,
  check: checkStateOfCountry,
  baseQuery: (db) =>
    db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .selectAll('cities')
      .select(['states.name as state_name', 'countries.name as country_name']),
  search: ['cities.name'],
  ordering: { id: 'cities.id', name: 'cities.name', state: 'states.name', country: 'countries.name', created_at: 'cities.created_at' },
  defaultOrdering: 'name',
  filters: { country_id: idFilter('cities.country_id'), state_id: idFilter('cities.state_id') },
  inUse: [{ label: 'hotels', count: hotelsInCity }],
  adminSearch: {
    slug: 'cities',
    title: 'search.cities',
    match: ['cities.name'],
    prefix: 'cities.name',
    orderBy: 'cities.name',
    select: (q) => q.clearSelect().select(['cities.id', 'cities.name', 'states.name as state']),
  },
});
