import type { Db } from '@server/db';

export type RoomSupplier = 'derbysoft';

/**
 * Our room for each of a rates supplier's room codes at one hotel. A code met for the first time is mapped here and
 * kept (supplier_room_maps), so staff can see and correct it: to the room whose content code (ICE Portal's roomCode)
 * or own id is that code, else to a room made for the supplier's own room type, so its offers stay bookable.
 */
export async function roomsForSupplierCodes(db: Db, hotelId: number, supplier: RoomSupplier, codes: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(codes)];
  const out = new Map<string, number>();
  if (!wanted.length) return out;
  const known = await db
    .selectFrom('supplier_room_maps')
    .select(['supplier_room_id', 'room_id'])
    .where('hotel_id', '=', hotelId)
    .where('supplier', '=', supplier)
    .where('supplier_room_id', 'in', wanted)
    .execute();
  for (const m of known) out.set(m.supplier_room_id, Number(m.room_id));
  const missing = wanted.filter((c) => !out.has(c));
  if (!missing.length) return out;

  const rooms = await db.selectFrom('rooms').select(['id', 'room_id', 'supplier_code']).where('hotel_id', '=', hotelId).orderBy('id').execute();
  for (const code of missing) {
    const byCode = rooms.find((r) => r.supplier_code === code) ?? rooms.find((r) => r.room_id === code);
    let roomId = byCode ? Number(byCode.id) : null;
    const source = byCode ? 'code' : 'supplier';
    if (roomId === null) {
      // No room of ours is this type: one of the supplier's own type, named by its code until staff map it.
      await db.insertInto('rooms').values({ hotel_id: hotelId, room_id: code, name: code, beds: null, description: null }).onConflict((oc) => oc.columns(['hotel_id', 'room_id']).doNothing()).execute();
      roomId = Number((await db.selectFrom('rooms').select('id').where('hotel_id', '=', hotelId).where('room_id', '=', code).executeTakeFirstOrThrow()).id);
    }
    await db
      .insertInto('supplier_room_maps')
      .values({ hotel_id: hotelId, supplier, supplier_room_id: code, room_id: roomId, source })
      .onConflict((oc) => oc.constraint('supplier_room_maps_key').doNothing())
      .execute();
    // Another process may have mapped it first: its answer stands.
    const row = await db.selectFrom('supplier_room_maps').select('room_id').where('hotel_id', '=', hotelId).where('supplier', '=', supplier).where('supplier_room_id', '=', code).executeTakeFirstOrThrow();
    out.set(code, Number(row.room_id));
  }
  return out;
}

/** The supplier's room codes of one of our rooms: those mapped to it, or its own id when none is. */
export async function supplierCodesForRoom(db: Db, room: { id: number; room_id: string }, supplier: RoomSupplier): Promise<string[]> {
  const rows = await db.selectFrom('supplier_room_maps').select('supplier_room_id').where('room_id', '=', room.id).where('supplier', '=', supplier).orderBy('id').execute();
  if (rows.length) return rows.map((r) => r.supplier_room_id);
  // Not met by a live check yet: the content supplier's room code, else the room's own id.
  const own = await db.selectFrom('rooms').select('supplier_code').where('id', '=', room.id).executeTakeFirst();
  return own?.supplier_code ? [own.supplier_code] : [room.room_id];
}
