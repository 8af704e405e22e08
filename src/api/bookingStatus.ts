import type { BookingStatus } from './schemas/bookings';

export type BookingChipColor = 'default' | 'success' | 'warning' | 'error';

/** The colour of a booking's status chip, the same in the storefront and the admin (no zod: a type import only). */
export function bookingStatusColor(status: BookingStatus | undefined): BookingChipColor {
  switch (status) {
    case 'confirmed':
      return 'success';
    case 'pending':
      return 'warning';
    case 'failed':
      return 'error';
    default:
      return 'default';
  }
}
