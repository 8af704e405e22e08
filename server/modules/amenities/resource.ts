import { z } from 'zod';
import { amenity, amenityInput } from '@/api/schemas/catalog';
import { defineResource } from '@server/plugins/crud';

export const amenities = defineResource({
  name: 'amenities',
  mounts: [{ path: '/admin/amenities' }],
  table: 'amenities',
  model: 'amenity',
  record: amenity,
  create: amenityInput,
  update: amenityInput,
  search: ['amenities.name'],
  ordering: { id: 'amenities.id', name: 'amenities.name', featured: 'amenities.featured', created_at: 'amenities.created_at' },
  defaultOrdering: 'name',
  filters: {
    featured: { schema: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'), apply: (q, v: boolean) => q.where('amenities.featured', '=', v) },
  },
  unique: [
    { constraint: 'amenities_name_key', field: 'name' },
    { constraint: 'amenities_key_key', field: 'key' },
  ],
  inUse: [{ label: 'hotels', table: 'hotel_amenities', column: 'amenity_id' }],
});
