import type { Migration } from 'kysely/migration';
import * as foundation from './2026_11_21_0001_foundation';
import * as inventory from './2026_11_21_0002_inventory';
import * as search from './2026_11_21_0003_search';
import * as bookings from './2026_11_21_0004_bookings';
import * as searchResultsUnchecked from './2026_11_21_0005_search_results_unchecked';

/** Every migration in order; a new one is one file plus one line here. */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_foundation': foundation,
  '2026_11_21_0002_inventory': inventory,
  '2026_11_21_0003_search': search,
  '2026_11_21_0004_bookings': bookings,
  '2026_11_21_0005_search_results_unchecked': searchResultsUnchecked,
};
