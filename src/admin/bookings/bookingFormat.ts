import type { Booking, BookingStatus } from '@/api/schemas/bookings';

export { formatHotelLocalTime, formatInstant, formatStayDate } from '@/i18n/dates';

export function guestName(guest: Pick<Booking['guest'], 'first_name' | 'last_name'> | undefined): string {
  return guest ? `${guest.first_name} ${guest.last_name}`.trim() : '';
}

/** The colour of a booking's status chip, the same in the storefront and the admin. */
export { bookingStatusColor as statusColor } from '@/api/bookingStatus';

/** Staff may cancel a confirmed or a pending booking, past the policy deadline too (server: staffMayCancel). */
export function staffMayCancel(status: BookingStatus | undefined): boolean {
  return status === 'confirmed' || status === 'pending';
}
