import type { ColumnType, Generated } from 'kysely';
import type { RateStatus } from '@/api/schemas/hotelSearch';

type CreatedAt = ColumnType<string, string | undefined, never>;
type Json<T> = ColumnType<T, string | T, string | T>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type LookupKind = 'search' | 'live_check';
export type LookupStatus = 'running' | 'complete' | 'failed';

export type LookupsTable = {
  token: string;
  kind: LookupKind;
  params: Json<Record<string, unknown>>;
  status: Generated<LookupStatus>;
  place: NullableJson<Record<string, unknown>>;
  result: NullableJson<Record<string, unknown>>;
  error: string | null;
  hotel_id: number | null;
  user_id: number | null;
  session_id: string | null;
  session_time: string | null;
  locked_by: string | null;
  locked_until: string | null;
  attempts: Generated<number>;
  /** The search found more hotels than it keeps (SEARCH_MAX_RESULTS). */
  capped: Generated<boolean>;
  created_at: CreatedAt;
  finished_at: string | null;
  expires_at: string;
};

export type SearchResultsTable = {
  token: string;
  hotel_id: number;
  distance_m: number | null;
  /** A route search's hotel: metres from the route (its distance_m is then metres along the route); else null. */
  off_route_m: number | null;
  rate_status: RateStatus;
  nightly_minor: number | null;
  currency: string | null;
  nightly_usd_cents: number | null;
  /** A live check found the price this result showed gone (another price, or sold out): the results mark it. */
  price_changed: Generated<boolean>;
  /** Metres to drive there (straight line × the road factor, or along the route); null without a starting point. */
  drive_m: ColumnType<number | null, number | null | undefined, number | null>;
  /** Past the driver's hours left: hidden unless they ask to see those too. */
  beyond_reach: Generated<boolean>;
};

export type SettingsTable = {
  key: string;
  value: Json<unknown>;
  updated_by: number | null;
  updated_at: ColumnType<string, string | undefined, string>;
};

export type SearchTables = { lookups: LookupsTable; search_results: SearchResultsTable; settings: SettingsTable };
