import { sql } from 'kysely';
import { z } from 'zod';
import { booking, bookingStatuses } from '../../../src/api/schemas/bookings';
import { isoDate } from '../../../src/api/schemas/hotelSearch';
import { defineResource } from '../../plugins/crud';
import { bookingBaseQuery, toBookings } from './records';

const id = z.coerce.number().int().positive();

/** Staff's bookings (GET /admin/bookings, /admin/bookings/{id}); made by drivers, cancelled by a special operation. */
export const bookings = defineResource({
  name: 'bookings',
  paths: ['/admin/bookings'],
  operations: ['list', 'get'],
  table: 'bookings',
  model: 'booking',
  record: booking,
  create: z.object({}),
  update: z.object({}),
  baseQuery: bookingBaseQuery,
  // The same expression as bookings_guest_trgm_idx: guest name, email or confirmation code.
  search: ["((bookings.guest->>'first_name') || ' ' || (bookings.guest->>'last_name') || ' ' || (bookings.guest->>'email') || ' ' || bookings.confirmation_code)"],
  ordering: {
    id: 'bookings.id',
    created_at: 'bookings.created_at',
    checkin_date: 'bookings.checkin_date',
    total: 'bookings.total_minor',
    status: 'bookings.status',
  },
  defaultOrdering: '-created_at',
  filters: {
    status: { schema: z.enum(bookingStatuses), apply: (q, v: string) => q.where('bookings.status', '=', v) },
    hotel: { schema: id, apply: (q, v: number) => q.where('bookings.hotel_id', '=', v) },
    user: { schema: id, apply: (q, v: number) => q.where('bookings.user_id', '=', v) },
    /** Stays arriving on or after / on or before a date. */
    checkin_from: { schema: isoDate, apply: (q, v: string) => q.where('bookings.checkin_date', '>=', v) },
    checkin_to: { schema: isoDate, apply: (q, v: string) => q.where('bookings.checkin_date', '<=', v) },
    /** Guest name or email, on its own. */
    guest: {
      schema: z.string().trim().min(1).max(100),
      apply: (q, v: string) => q.where(sql`((bookings.guest->>'first_name') || ' ' || (bookings.guest->>'last_name') || ' ' || (bookings.guest->>'email') || ' ' || bookings.confirmation_code)`, 'ilike', `%${v.replace(/[\\%_]/g, '\\$&')}%`),
    },
  },
  toRecords: (db, rows) => toBookings(db, rows),
});
