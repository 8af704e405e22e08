import type { FastifyBaseLogger } from 'fastify';
import { formatMoney } from '@/api/money';
import type { Booking } from '@/api/schemas/bookings';
import { catalogRoomType } from '@/i18n/catalogNames';
import type { Db } from '@server/db';
import { mailT, pickLocale } from '@server/lib/i18n';
import type { Mailer } from '@server/mail/mailer';
import { mailLine } from '@server/mail/plainText';
import { composeSiteMail } from '@server/mail/siteMail';

export type BookingNotice = 'confirmed' | 'cancelled' | 'failed';

/** What a notice says of its booking: all known before the booking is written (its id is not). */
export type NoticeFacts = Pick<Booking, 'confirmation_code' | 'checkin_date' | 'checkout_date' | 'nights' | 'total' | 'currency'> & {
  hotel: Pick<Booking['hotel'], 'hotelName'>;
  room: Pick<Booking['room'], 'name'>;
};

/** The account a booking mail goes to (its own verified address); the signed-in caller's when at hand. */
export type MailAccount = { email: string; first_name: string; email_verified_at: string | null };

/** Where an in-app notification about a booking leads: its booking id follows. */
export const BOOKING_LINK_PREFIX = '/book/history?booking=';

/** The words of a notice in the booking's language: the mail and the in-app notification say the same. */
export function noticeText(booking: NoticeFacts, notice: BookingNotice, locale: string) {
  const t = mailT(locale);
  const values = {
    code: booking.confirmation_code,
    hotel: mailLine(booking.hotel.hotelName),
    // The room's catalogue name in the reader's language, as the booking pages show it; free text as written.
    room: mailLine(catalogRoomType(t, booking.room.name) ?? booking.room.name),
    checkin: booking.checkin_date,
    checkout: booking.checkout_date,
    // '3 nights', '3 ночи', '5 nocy': the noun agrees with the number in every language.
    nights: t('nights', { count: booking.nights }),
    // Money as the reader writes it in the booking's language: '¥15,000', '1.234,50 €'.
    total: formatMoney(booking.total, booking.currency, pickLocale(locale)),
  };
  return {
    subject: t(`booking.${notice}.subject`, values),
    title: t(`booking.${notice}.title`, values),
    body: t(`booking.${notice}.body`, values),
  };
}

/**
 * Tells the driver: an in-app notification row (written in the caller's transaction when one is given, so it
 * exists exactly when the change does) and, after that, an email. A failed mail is logged, never undoes a booking.
 */
export async function writeNotification(db: Db, booking: Booking, notice: BookingNotice, locale: string) {
  if (booking.user_id === null) return;
  const { title, description } = notificationText(booking, notice, locale);
  await db
    .insertInto('user_notifications')
    .values({ user_id: booking.user_id, data: JSON.stringify({ title, description, link: `${BOOKING_LINK_PREFIX}${booking.id}` }), read_at: null })
    .execute();
}

/** The in-app notification's words (its link names the booking). */
export function notificationText(booking: NoticeFacts, notice: BookingNotice, locale: string) {
  const text = noticeText(booking, notice, locale);
  return { title: text.title, description: text.body };
}

export type BookingMailDeps = { db: Db; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Mails the notice to the account's own verified address, never to the guest address typed on the form (anyone
 * could type anyone's address there and make us send them mail). A failed mail is logged, never undoes a booking.
 */
export async function sendBookingMail(deps: BookingMailDeps, booking: Booking, notice: BookingNotice, locale: string, known?: MailAccount) {
  if (booking.user_id === null) return;
  try {
    const account = known ?? (await deps.db.selectFrom('users').select(['email', 'first_name', 'email_verified_at']).where('id', '=', booking.user_id).executeTakeFirst());
    if (!account?.email_verified_at) return;
    const text = noticeText(booking, notice, locale);
    // Greeted by the account holder's name: the guest's name on the form is free text anyone can type.
    await deps.mailer.send(await composeSiteMail(deps.db, mailT(locale), { to: account.email, subject: text.subject, name: account.first_name, paragraphs: [text.body] }));
  } catch (err) {
    deps.log.error({ err, bookingId: booking.id }, 'booking mail failed');
  }
}
