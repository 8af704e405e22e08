import type { GetListParams } from 'react-admin';
import type { Query } from '../api';
import type { ApiResource } from './types';

const asQueryValue = (value: unknown): Query[string] => {
  if (value === null || value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
};

/**
 * react-admin's list parameters in the API's list conventions (DESIGN section 4):
 * `limit`, `page`, `ordering` (`-field` for descending), `search` (from the `q` filter)
 * and the resource's own filters, with the declaration's fixed filter on top.
 */
export function toListQuery(resource: Pick<ApiResource, 'filter' | 'sortFields'>, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): Query {
  const query: Query = {};
  if (params.pagination) {
    query.limit = params.pagination.perPage;
    query.page = params.pagination.page;
  }
  if (params.sort?.field) {
    const field = resource.sortFields?.[params.sort.field] ?? params.sort.field;
    query.ordering = `${params.sort.order === 'DESC' ? '-' : ''}${field}`;
  }
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  const search = typeof q === 'string' ? q.trim() : undefined;
  if (search) query.search = search;
  for (const [key, value] of Object.entries({ ...filters, ...resource.filter })) {
    const v = asQueryValue(value);
    if (v !== undefined) query[key] = v;
  }
  return query;
}
