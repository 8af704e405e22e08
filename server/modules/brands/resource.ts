import { sql } from 'kysely';
import { z } from 'zod';
import { brand, brandInput } from '@/api/schemas/catalog';
import { defineResource } from '@server/plugins/crud';

export const brands = defineResource({
  name: 'brands',
  mounts: [{ path: '/admin/brands' }],
  table: 'brands',
  model: 'brand',
  record: brand,
  create: brandInput,
  update: brandInput,
  baseQuery: (db) =>
    db
      .selectFrom('brands')
      .selectAll('brands')
      .select(sql<number>`(select count(*) from hotels h where h.brand_id = brands.id)`.as('hotels_count')),
  search: ['brands.name', 'brands.code', 'brands.chain_code'],
  ordering: { id: 'brands.id', name: 'brands.name', code: 'brands.code', chain_code: 'brands.chain_code', created_at: 'brands.created_at' },
  defaultOrdering: 'name',
  filters: {
    featured: { schema: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'), apply: (q, v: boolean) => q.where('brands.featured', '=', v) },
    chain_code: { schema: z.string().max(20), apply: (q, v: string) => q.where('brands.chain_code', '=', v.toUpperCase()) },
  },
  // The form calls it "Brand code" (a state's code is just "Code"). Names are unique in any letter case.
  unique: [
    { constraint: 'brands_code_key', field: 'code', label: 'brand_code' },
    { constraint: 'brands_name_key', field: 'name' },
  ],
  inUse: [{ label: 'hotels', table: 'hotels', column: 'brand_id' }],
});
