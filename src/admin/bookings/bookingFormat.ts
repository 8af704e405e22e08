import type { Booking, BookingStatus } from '../../api/schemas/bookings';
import { formatCurrency, isCurrency } from '../../i18n/currency';

/** An amount in the hotel's currency (major units): the spec's table for its four currencies, Intl for the rest. */
export function formatBookingMoney(amount: number, currency: string, locale: string): string {
  if (isCurrency(currency)) return formatCurrency(amount, currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export { formatHotelLocalTime, formatInstant, formatStayDate } from '../../i18n/dates';

export function guestName(guest: Pick<Booking['guest'], 'first_name' | 'last_name'> | undefined): string {
  return guest ? `${guest.first_name} ${guest.last_name}`.trim() : '';
}

/** The colour of a booking's status chip, the same in the storefront and the admin. */
export { bookingStatusColor as statusColor } from '../../api/bookingStatus';

/** Staff may cancel a confirmed or a pending booking, past the policy deadline too (server: staffMayCancel). */
export function staffMayCancel(status: BookingStatus | undefined): boolean {
  return status === 'confirmed' || status === 'pending';
}
