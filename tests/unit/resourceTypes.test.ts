import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { Generated } from 'kysely';
import { defineResource } from '@server/plugins/crud';

// A new area's table, typed from the area's own file the way README's recipe says (no edit of server/db/types.ts).
declare module '@server/db/types' {
  interface Database {
    typecheck_widgets: { id: Generated<number>; label: string; created_at: Generated<string> };
  }
}

const record = z.object({ id: z.number(), name: z.string() });
const input = z.object({ name: z.string() });
const base = { name: 'brands', mounts: [{ path: '/admin/brands' }], model: 'brand', record, create: input, update: input };

/**
 * A declaration that names a table, column, search field, ordering or filter the database does not have does not
 * compile: `npm run typecheck` checks every @ts-expect-error below is an error (an unused one is an error too).
 */
export function declarations() {
  const good = defineResource({
    ...base,
    table: 'brands',
    search: ['brands.name', 'brands.code'],
    ordering: { name: 'brands.name', created_at: 'brands.created_at' },
    defaultOrdering: '-created_at',
    filters: { featured: { schema: z.boolean(), apply: (q, v: boolean) => q.where('brands.featured', '=', v) } },
  });
  // @ts-expect-error no such table
  defineResource({ ...base, table: 'brandz', search: [], ordering: { name: 'brands.name' }, defaultOrdering: 'name' });
  // @ts-expect-error no such column to search
  defineResource({ ...base, table: 'brands', search: ['brands.nmae'], ordering: { name: 'brands.name' }, defaultOrdering: 'name' });
  // @ts-expect-error no such column to order by
  defineResource({ ...base, table: 'brands', search: [], ordering: { name: 'brands.title' }, defaultOrdering: 'name' });
  // @ts-expect-error the default ordering is not one of the orderings
  defineResource({ ...base, table: 'brands', search: [], ordering: { name: 'brands.name' }, defaultOrdering: 'code' });
  defineResource({
    ...base,
    table: 'brands',
    search: [],
    ordering: { name: 'brands.name' },
    defaultOrdering: 'name',
    // @ts-expect-error a filter on a column the table does not have
    filters: { featured: { schema: z.boolean(), apply: (q, v: boolean) => q.where('brands.is_featured', '=', v) } },
  });
  // The augmented table is known to the declaration like any other.
  defineResource({ ...base, table: 'typecheck_widgets', search: ['typecheck_widgets.label'], ordering: { label: 'typecheck_widgets.label' }, defaultOrdering: 'label' });
  // @ts-expect-error ...and so are its columns
  defineResource({ ...base, table: 'typecheck_widgets', search: ['typecheck_widgets.name'], ordering: { label: 'typecheck_widgets.label' }, defaultOrdering: 'label' });
  return good;
}

describe('resource declarations are typed by the database', () => {
  it('a correct declaration keeps its table and orderings', () => {
    expect(declarations().table).toBe('brands');
  });
});
