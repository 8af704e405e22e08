import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import { numeral } from '@/api/schemas/numeral';
import { supplierRoomMap, supplierRoomMapUpdate, type SupplierRoomMap } from '@/api/schemas/roomMaps';
import { fieldError } from '@server/lib/errors';
import { defineArea } from '@server/plugins/areas';
import { defineResource } from '@server/plugins/crud';

export type SupplierRoomMapsTable = {
  id: Generated<number>;
  hotel_id: number;
  supplier: 'derbysoft';
  supplier_room_id: string;
  room_id: number;
  source: SupplierRoomMap['source'];
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string, string | undefined, string>;
};

declare module '@server/db/types' {
  interface Database {
    supplier_room_maps: SupplierRoomMapsTable;
  }
}

const id = numeral(z.number().int().positive());

/** Supplier room types and the rooms they are sold as: staff see every mapping and point one at another room. */
export const supplierRoomMaps = defineResource({
  name: 'supplier-room-maps',
  mounts: [{ path: '/admin/supplier-room-maps', operations: ['list', 'get', 'update', 'patch', 'delete'] }],
  table: 'supplier_room_maps',
  model: 'supplier_room_map',
  record: supplierRoomMap,
  create: supplierRoomMapUpdate,
  update: supplierRoomMapUpdate,
  baseQuery: (db) =>
    db
      .selectFrom('supplier_room_maps')
      .innerJoin('hotels', 'hotels.id', 'supplier_room_maps.hotel_id')
      .innerJoin('rooms', 'rooms.id', 'supplier_room_maps.room_id')
      .selectAll('supplier_room_maps')
      .select(['hotels.hotel_name', 'rooms.name as room_name']),
  search: ['supplier_room_maps.supplier_room_id', 'hotels.hotel_name', 'rooms.name'],
  ordering: {
    id: 'supplier_room_maps.id',
    hotel_name: 'hotels.hotel_name',
    supplier_room_id: 'supplier_room_maps.supplier_room_id',
    room_name: 'rooms.name',
    source: 'supplier_room_maps.source',
    updated_at: 'supplier_room_maps.updated_at',
  },
  defaultOrdering: 'hotel_name,supplier_room_id',
  filters: {
    hotel_id: { schema: id, apply: (q, v: number) => q.where('supplier_room_maps.hotel_id', '=', v) },
    source: { schema: z.enum(['code', 'supplier', 'staff']), apply: (q, v: string) => q.where('supplier_room_maps.source', '=', v as SupplierRoomMap['source']) },
  },
  async toRecords(_db, rows: Record<string, unknown>[]) {
    return rows.map((r) => supplierRoomMap.parse({ ...r, id: Number(r.id), hotel_id: Number(r.hotel_id), room_id: Number(r.room_id) }));
  },
  async write(db, mapId, input: z.infer<typeof supplierRoomMapUpdate>) {
    const map = await db.selectFrom('supplier_room_maps').select('hotel_id').where('id', '=', mapId).executeTakeFirstOrThrow();
    // Only a room of the same hotel: an offer sold as another hotel's room would book the wrong place.
    const room = await db.selectFrom('rooms').select('id').where('id', '=', input.room_id).where('hotel_id', '=', map.hotel_id).executeTakeFirst();
    if (!room) throw fieldError('room_id', 'exists');
    await db.updateTable('supplier_room_maps').set({ room_id: input.room_id, source: 'staff', updated_at: new Date().toISOString() }).where('id', '=', mapId).execute();
  },
});

export default defineArea({ resources: [supplierRoomMaps] });
