export type Scenario = {
  key: string;
  /** What a reader of the table sees. */
  title: string;
  /** Requested in turn; a list-endpoint scenario has one path, the detail scenario many slugs. */
  paths: string[];
  /** True when the answer is a `{ data, meta }` list whose meta.total is worth printing. */
  list: boolean;
};

/** A brand of the DEMO catalogue (Super 8), by code as the storefront's brand filter sends it. */
export const BENCH_BRAND = 'SE';
/** A city of the DEMO catalogue's interstate list (I-44, Missouri). */
export const BENCH_SEARCH = 'joplin';

const list = (key: string, title: string, query: string): Scenario => ({ key, title, paths: [`/api/hotels?${query}`], list: true });

export function buildScenarios(slugs: string[]): Scenario[] {
  return [
    list('default', 'default list (ordering=hotelName, limit 25)', 'ordering=hotelName&limit=25'),
    list('deep-page', 'page 1000 (ordering=hotelName, limit 25)', 'ordering=hotelName&limit=25&page=1000'),
    list('search', `search=${BENCH_SEARCH}`, `search=${BENCH_SEARCH}&limit=25`),
    list('parking', 'parking_available=true', 'parking_available=true&limit=25'),
    list('brand', `brand=${BENCH_BRAND}`, `brand=${BENCH_BRAND}&limit=25`),
    list('not-derby', 'available_on_derby=false', 'available_on_derby=false&limit=25'),
    list('newest', 'ordering=-created_at', 'ordering=-created_at&limit=25'),
    list('combined', `search + parking + brand + ordering=-created_at`, `search=${BENCH_SEARCH}&parking_available=true&brand=${BENCH_BRAND}&ordering=-created_at&limit=25`),
    { key: 'detail', title: `GET /api/hotel/{slug} (${slugs.length} slugs in turn)`, paths: slugs.map((s) => `/api/hotel/${encodeURIComponent(s)}`), list: false },
  ];
}
