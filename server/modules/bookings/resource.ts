import { sql } from 'kysely';
import { z } from 'zod';
import { numeral } from '@/api/schemas/numeral';
import { booking, bookingStatuses } from '@/api/schemas/bookings';
import { isoDate } from '@/api/schemas/common';
import { defineResource, escapeLike } from '@server/plugins/crud';
import { bookingBaseQuery, toBookings } from './records';

const id = numeral(z.number().int().positive());
/** Guest name, email and confirmation code: what staff type to find a booking (bookings_guest_trgm_idx). */
const GUEST_TEXT = sql<string>`((bookings.guest->>'first_name') || ' ' || (bookings.guest->>'last_name') || ' ' || (bookings.guest->>'email') || ' ' || bookings.confirmation_code)`;

/** Staff's bookings (GET /admin/bookings, /admin/bookings/{id}); made by drivers, cancelled by a special operation. */
export const bookings = defineResource({
  name: 'bookings',
  mounts: [{ path: '/admin/bookings', operations: ['list', 'get'] }],
  table: 'bookings',
  model: 'booking',
  record: booking,
  create: z.object({}),
  update: z.object({}),
  baseQuery: bookingBaseQuery,
  // The same expression as bookings_guest_trgm_idx: guest name, email or confirmation code.
  search: [GUEST_TEXT],
  ordering: {
    id: 'bookings.id',
    created_at: 'bookings.created_at',
    checkin_date: 'bookings.checkin_date',
    total: 'bookings.total_minor',
    status: 'bookings.status',
  },
  defaultOrdering: '-created_at',
  filters: {
    status: { schema: z.enum(bookingStatuses), apply: (q, v: (typeof bookingStatuses)[number]) => q.where('bookings.status', '=', v) },
    hotel: { schema: id, apply: (q, v: number) => q.where('bookings.hotel_id', '=', v) },
    user: { schema: id, apply: (q, v: number) => q.where('bookings.user_id', '=', v) },
    /** Stays arriving on or after / on or before a date. */
    checkin_from: { schema: isoDate, apply: (q, v: string) => q.where('bookings.checkin_date', '>=', v) },
    checkin_to: { schema: isoDate, apply: (q, v: string) => q.where('bookings.checkin_date', '<=', v) },
    /** Guest name, email or code, as a filter of its own beside the list's search. */
    guest: { schema: z.string().trim().min(1).max(100), apply: (q, v: string) => q.where(GUEST_TEXT, 'ilike', `%${escapeLike(v)}%`) },
  },
  toRecords: (db, rows) => toBookings(db, rows),
});
