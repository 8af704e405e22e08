import type { FastifyBaseLogger } from 'fastify';
import type { Booking } from '../../../src/api/schemas/bookings';
import type { Db } from '../../db';
import { mailT } from '../../lib/i18n';
import type { Mailer } from '../../mail/mailer';

export type BookingNotice = 'confirmed' | 'cancelled' | 'failed';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** The words of a notice in the booking's language: the mail and the in-app notification say the same. */
export function noticeText(booking: Booking, notice: BookingNotice, locale: string) {
  const t = mailT(locale);
  const values = {
    code: booking.confirmation_code,
    hotel: booking.hotel.hotelName,
    room: booking.room.name,
    checkin: booking.checkin_date,
    checkout: booking.checkout_date,
    nights: booking.nights,
    total: money(booking.total, booking.currency),
  };
  return {
    subject: t(`booking.${notice}.subject`, values),
    title: t(`booking.${notice}.title`, values),
    body: t(`booking.${notice}.body`, values),
    greeting: t('greeting', { name: booking.guest.first_name }),
    signature: t('signature'),
  };
}

/**
 * Tells the driver: an in-app notification row (written in the caller's transaction when one is given, so it
 * exists exactly when the change does) and, after that, an email. A failed mail is logged, never undoes a booking.
 */
export async function writeNotification(db: Db, booking: Booking, notice: BookingNotice, locale: string) {
  if (booking.user_id === null) return;
  const text = noticeText(booking, notice, locale);
  await db
    .insertInto('user_notifications')
    .values({ user_id: booking.user_id, data: JSON.stringify({ title: text.title, description: text.body, link: `/book/history?booking=${booking.id}` }), read_at: null })
    .execute();
}

export async function sendBookingMail(mailer: Mailer, log: FastifyBaseLogger, booking: Booking, notice: BookingNotice, locale: string) {
  const text = noticeText(booking, notice, locale);
  try {
    await mailer.send({ to: booking.guest.email, subject: text.subject, text: [text.greeting, '', text.body, '', text.signature].join('\n') });
  } catch (err) {
    log.error({ err, bookingId: booking.id }, 'booking mail failed');
  }
}
