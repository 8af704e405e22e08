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

/** A date of stay ('YYYY-MM-DD') as the calendar day it names, whatever the browser's time zone. */
export function formatStayDate(date: string, locale: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return day.toLocaleDateString(locale, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
}

/** An instant (ISO timestamp) in the reader's time zone. */
export function formatInstant(instant: string, locale: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  return at.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The hotel-local 'YYYY-MM-DDTHH:mm' of a cancellation deadline, shown as written (it is the hotel's clock). */
export function formatHotelLocalTime(value: string, locale: string): string {
  const at = new Date(`${value.slice(0, 16)}:00Z`);
  if (Number.isNaN(at.getTime())) return value;
  return at.toLocaleString(locale, { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
}

export function guestName(guest: Pick<Booking['guest'], 'first_name' | 'last_name'> | undefined): string {
  return guest ? `${guest.first_name} ${guest.last_name}`.trim() : '';
}

export type ChipColor = 'default' | 'success' | 'warning' | 'error';

export function statusColor(status: BookingStatus | undefined): ChipColor {
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

/** Staff may cancel a confirmed or a pending booking, past the policy deadline too (server: staffMayCancel). */
export function staffMayCancel(status: BookingStatus | undefined): boolean {
  return status === 'confirmed' || status === 'pending';
}
