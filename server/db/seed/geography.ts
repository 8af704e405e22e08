import type { Db } from '../index';
import { readWorldData } from './worldData';

export const SEED_COUNTRIES = ['US', 'CA', 'MX'] as const;

const num = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * Countries, states and cities of the US, Canada and Mexico from the
 * country-state-city package. `citiesPerState` trims the set for fast tests.
 */
export async function seedGeography(db: Db, opts: { countries?: readonly string[]; citiesPerState?: number } = {}) {
  const existing = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst();
  if (existing) return { skipped: true as const };
  let cityCount = 0;
  const countries = opts.countries ?? SEED_COUNTRIES;
  const world = readWorldData(countries);
  for (const iso of countries) {
    const c = world.country(iso);
    if (!c) continue;
    const country = await db
      .insertInto('countries')
      .values({ name: c.name, iso2: c.isoCode, iso3: null, phone_code: c.phonecode ? `+${c.phonecode.replace(/^\+/, '')}` : null, currency: c.currency, flag: c.flag, latitude: num(c.latitude), longitude: num(c.longitude) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const states = world.statesOf(iso);
    const stateIds = new Map<string, number>();
    if (states.length) {
      const rows = await db
        .insertInto('states')
        .values(states.map((s) => ({ country_id: country.id, name: s.name, code: s.isoCode, latitude: num(s.latitude), longitude: num(s.longitude) })))
        .returning(['id', 'code'])
        .execute();
      for (const r of rows) stateIds.set(r.code ?? '', r.id);
    }
    const perState = new Map<string, number>();
    const cities = world.citiesOf(iso);
    const values = cities
      .filter((city) => {
        if (!stateIds.has(city.stateCode)) return false;
        if (opts.citiesPerState === undefined) return true;
        const n = perState.get(city.stateCode) ?? 0;
        perState.set(city.stateCode, n + 1);
        return n < opts.citiesPerState;
      })
      .map((city) => ({ country_id: country.id, state_id: stateIds.get(city.stateCode)!, name: city.name, latitude: num(city.latitude), longitude: num(city.longitude) }));
    for (let i = 0; i < values.length; i += 2000) {
      await db.insertInto('cities').values(values.slice(i, i + 2000)).execute();
    }
    cityCount += values.length;
  }
  return { skipped: false as const, cities: cityCount };
}
