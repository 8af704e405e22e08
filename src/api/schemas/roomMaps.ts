import { z } from 'zod';
import { numeral } from './numeral';

/**
 * Which of our rooms a rates supplier's room type is, per hotel (DerbySoft's room code, e.g. K1, against the room
 * ICE Portal's content made, e.g. 14005941). Made by the first live check that meets the code; staff correct it.
 */
export const roomMapSources = ['code', 'supplier', 'staff'] as const;

export const supplierRoomMap = z.object({
  id: z.number(),
  hotel_id: z.number(),
  hotel_name: z.string(),
  supplier: z.enum(['derbysoft']),
  /** The supplier's room code. */
  supplier_room_id: z.string(),
  /** Our room (POST /bookings/{hotelId}/{roomId}) its offers are sold as. */
  room_id: z.number(),
  room_name: z.string(),
  /** 'code': matched by the room code; 'supplier': a room of the supplier's own type; 'staff': set by hand. */
  source: z.enum(roomMapSources),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierRoomMap = z.infer<typeof supplierRoomMap>;

export const supplierRoomMapUpdate = z.object({ room_id: numeral(z.number().int().positive()) });
