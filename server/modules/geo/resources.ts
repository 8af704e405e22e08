import { z } from 'zod';
import { city, cityInput, country, countryInput, state, stateInput } from '../../../src/api/schemas/geo';
import { defineResource } from '../../plugins/crud';

const idFilter = (column: string) => ({
  schema: z.coerce.number().int().positive(),
  apply: (q: any, v: number) => q.where(column, '=', v),
});

export const countries = defineResource({
  name: 'countries',
  paths: ['/admin/countries', '/countries'],
  table: 'countries',
  model: 'country',
  publicRead: true,
  record: country,
  create: countryInput,
  update: countryInput,
  search: ['countries.name', 'countries.iso2'],
  ordering: { id: 'countries.id', name: 'countries.name', iso2: 'countries.iso2', created_at: 'countries.created_at' },
  defaultOrdering: 'name',
  unique: [{ constraint: 'countries_iso2_key', field: 'iso2' }],
});

export const states = defineResource({
  name: 'states',
  paths: ['/admin/states', '/states'],
  table: 'states',
  model: 'state',
  publicRead: true,
  record: state,
  create: stateInput,
  update: stateInput,
  baseQuery: (db) =>
    db.selectFrom('states').innerJoin('countries', 'countries.id', 'states.country_id').selectAll('states').select('countries.name as country_name'),
  search: ['states.name', 'states.code'],
  ordering: { id: 'states.id', name: 'states.name', code: 'states.code', country: 'countries.name', created_at: 'states.created_at' },
  defaultOrdering: 'name',
  filters: { country_id: idFilter('states.country_id') },
});

export const cities = defineResource({
  name: 'cities',
  paths: ['/admin/cities', '/cities'],
  table: 'cities',
  model: 'city',
  publicRead: true,
  record: city,
  create: cityInput,
  update: cityInput,
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
});
