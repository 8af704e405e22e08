import { z } from 'zod';
import { numeral } from '@/api/schemas/numeral';
import { room, roomInput } from '@/api/schemas/hotels';
import { fieldError } from '@server/lib/errors';
import { defineResource } from '@server/plugins/crud';
import { picturesFor, toRoom } from '../hotels/queries';

const roomCreate = roomInput.extend({ hotel_id: numeral(z.number().int().positive()) });

const columns = (input: Partial<z.infer<typeof roomCreate>>) => {
  const out: Record<string, unknown> = {};
  if (input.hotel_id !== undefined) out.hotel_id = input.hotel_id;
  if (input.roomId !== undefined) out.room_id = input.roomId;
  if (input.name !== undefined) out.name = input.name;
  if (input.beds !== undefined) out.beds = input.beds;
  if (input.max_occupancy !== undefined) out.max_occupancy = input.max_occupancy;
  if (input.description !== undefined) out.description = input.description;
  return out;
};

/** Room types of a hotel (identified by roomId within it); their nights live in room_inventory. */
export const rooms = defineResource({
  name: 'rooms',
  mounts: [{ path: '/admin/rooms' }],
  table: 'rooms',
  model: 'room',
  record: room,
  create: roomCreate,
  update: roomInput,
  search: ['rooms.name', 'rooms.room_id'],
  ordering: { id: 'rooms.id', name: 'rooms.name', roomId: 'rooms.room_id', max_occupancy: 'rooms.max_occupancy', created_at: 'rooms.created_at' },
  defaultOrdering: 'name',
  filters: { hotel_id: { schema: numeral(z.number().int().positive()), apply: (q, v: number) => q.where('rooms.hotel_id', '=', v) } },
  async toRecords(db, rows) {
    const pictures = await picturesFor(db, [...new Set(rows.map((r) => r.hotel_id as number))]);
    return rows.map((r) => toRoom(r, pictures));
  },
  async insert(db, input) {
    const hotel = await db.selectFrom('hotels').select('id').where('id', '=', input.hotel_id).executeTakeFirst();
    if (!hotel) throw fieldError('hotel_id', 'exists');
    const row = await db.insertInto('rooms').values(columns(input) as never).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },
  async write(db, id, input) {
    await db.updateTable('rooms').set({ ...columns(input), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
  },
  unique: [{ constraint: 'rooms_hotel_room_key', field: 'roomId' }],
  // A booking keeps its room (and hotel): its history must stay readable.
  inUse: [{ label: 'bookings', table: 'bookings', column: 'room_id' }],
});
