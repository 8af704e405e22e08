import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ICity, ICountry, IState } from 'country-state-city';

// The country-state-city package's data, read from its JSON files when a seed needs it. `import { City } from
// 'country-state-city'` would keep the world's 150,000 cities in the server for its whole life (about 28 MB of heap
// and 60 MB resident, 42 / 86 MB once the package has turned them into objects) although only a seed of an empty
// database reads them, once; read here, they are garbage as soon as the seed is done.

const require = createRequire(import.meta.url);
const read = <T>(file: string): T => JSON.parse(readFileSync(require.resolve(`country-state-city/lib/assets/${file}`), 'utf8')) as T;

/** By name, as the package's own getters sort (a stable sort with `<`, so the seed's ids stay as they were). */
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export type SeedCity = Required<Pick<ICity, 'name' | 'countryCode' | 'stateCode' | 'latitude' | 'longitude'>>;

export type WorldData = {
  country(iso: string): ICountry | undefined;
  /** The states of a country, by name. */
  statesOf(country: string): IState[];
  /** The cities of a country, by name. */
  citiesOf(country: string): SeedCity[];
  /** The cities of one state, by name. */
  citiesOfState(country: string, state: string): SeedCity[];
};

/** Reads the data of the countries named (the cities file is kept only for them). */
export function readWorldData(countries: readonly string[]): WorldData {
  const wanted = new Set(countries);
  const countryList = read<ICountry[]>('country.json');
  const stateList = read<IState[]>('state.json').filter((s) => wanted.has(s.countryCode));
  // Rows of [name, countryCode, stateCode, latitude, longitude].
  const cities = read<[string, string, string, string | null, string | null][]>('city.json')
    .filter((c) => wanted.has(c[1]))
    .map(([name, countryCode, stateCode, latitude, longitude]): SeedCity => ({ name, countryCode, stateCode, latitude, longitude }));
  const known = (iso: string) => {
    if (!wanted.has(iso)) throw new Error(`world data read without ${iso}`);
  };
  return {
    country: (iso) => countryList.find((c) => c.isoCode === iso),
    statesOf: (country) => (known(country), stateList.filter((s) => s.countryCode === country).sort(byName)),
    citiesOf: (country) => (known(country), cities.filter((c) => c.countryCode === country).sort(byName)),
    citiesOfState: (country, state) => (known(country), cities.filter((c) => c.countryCode === country && c.stateCode === state).sort(byName)),
  };
}
