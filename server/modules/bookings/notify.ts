import { sql, type RawBuilder } from 'kysely';
import { formatMoney, fromMinor } from '@/api/money';
import type { Booking } from '@/api/schemas/bookings';
import { catalogRoomType } from '@/i18n/catalogNames';
import { cancelWording } from '@/i18n/cancelPolicy';
import { formatStayDate } from '@/i18n/dates';
import { pathInLocale } from '@/i18n/locales';
import type { Db } from '@server/db';
import type { JobHandler } from '@server/jobs/worker';
import { htmlValues, mailT, pickLocale } from '@server/lib/i18n';
import type { Mailer } from '@server/mail/mailer';
import { mailLine } from '@server/mail/plainText';
import { composeSiteMail } from '@server/mail/siteMail';

export type BookingNotice = 'confirmed' | 'cancelled' | 'failed';

/** What a notice says of its booking: all known before the booking is written (its id is not). */
export type NoticeFacts = Pick<Booking, 'confirmation_code' | 'checkin_date' | 'checkout_date' | 'nights' | 'rooms' | 'adults' | 'total' | 'currency'> & {
  hotel: Pick<Booking['hotel'], 'hotelName'>;
  room: Pick<Booking['room'], 'name'>;
};

/** Where an in-app notification about a booking leads: its booking id follows. */
export const BOOKING_LINK_PREFIX = '/book/history?booking=';

/**
 * One part of a notice (its subject, title or body) in the reader's language, filled with the booking's facts: the
 * mail and the in-app notification say the same. The facts are worked out once, each part only when asked for.
 */
function noticeWords(booking: NoticeFacts, notice: BookingNotice, locale: string) {
  const t = mailT(locale);
  const facts = {
    code: booking.confirmation_code,
    hotel: mailLine(booking.hotel.hotelName),
    // The room's catalogue name in the reader's language, as the booking pages show it ('2 × King room' for two;
    // free text as written), and whom it is for ('King room, 2 adults': a team of two is told it booked for two).
    room: t('roomAndGuests', {
      room: mailLine(`${booking.rooms > 1 ? `${booking.rooms} × ` : ''}${catalogRoomType(t, booking.room.name) ?? booking.room.name}`),
      guests: t('adults', { count: booking.adults }),
    }),
    // The days as the booking pages write them in the reader's language ('Tue, Dec 1, 2026', 'Di., 1. Dez. 2026').
    checkin: formatStayDate(booking.checkin_date, pickLocale(locale)),
    checkout: formatStayDate(booking.checkout_date, pickLocale(locale)),
    // '3 nights', '3 ночи', '5 nocy': the noun agrees with the number in every language.
    nights: t('nights', { count: booking.nights }),
    // Money as the reader writes it in the booking's language: '¥15,000', '1.234,50 €'.
    total: formatMoney(booking.total, booking.currency, pickLocale(locale)),
  };
  // An in-app notification's description is HTML.
  const escaped = { ...facts, ...htmlValues };
  return (part: 'subject' | 'title' | 'body', as: 'text' | 'html' = 'text') => t(`booking.${notice}.${part}`, as === 'html' ? escaped : facts);
}

/** The words of a notice's mail in the booking's language. */
export function noticeText(booking: NoticeFacts, notice: BookingNotice, locale: string) {
  const say = noticeWords(booking, notice, locale);
  return { subject: say('subject'), title: say('title'), body: say('body') };
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

/** The in-app notification's words (its link names the booking): the mail's title and body (as HTML), without its subject. */
export function notificationText(booking: NoticeFacts, notice: BookingNotice, locale: string) {
  const say = noticeWords(booking, notice, locale);
  return { title: say('title'), description: say('body', 'html') };
}

/** `origin`: the site's own address (PUBLIC_URL), for the link to the booking. */
export type BookingMailDeps = { db: Db; mailer: Mailer; origin: string };

type HotelContact = { hotel_name: string; address: string | null; city: string | null; province: string | null; postal_code: string | null; country: string | null; phone: string | null };

/** Where the hotel is and how to call it, one line ("Days Inn, 1 Main St, Dallas, TX 75201, United States · +1 214…"). */
export function hotelContactLine(h: HotelContact): string {
  const place = [h.province, h.postal_code].filter(Boolean).join(' ');
  const where = [h.hotel_name, h.address, h.city, place, h.country].filter((part): part is string => Boolean(part)).map((part) => mailLine(part, 150));
  return [where.join(', '), ...(h.phone ? [mailLine(h.phone, 40)] : [])].join(' · ');
}

/** The job that mails a booking's notice to its driver, queued in the transaction that made the change. */
export const BOOKING_MAIL_JOB = 'booking:mail';

export type BookingMailPayload = { bookingId: number; notice: BookingNotice; locale: string };

/**
 * The mail job's row as a value of `insert into jobs (kind, payload)`: written by the transaction that changes the
 * booking (its insert's CTE, or a statement of its own), so the mail is queued exactly when the change commits, and
 * a crash after the commit leaves it queued. The worker composes and sends it (bookingMailHandler).
 */
export const bookingMailPayload = (bookingId: number | RawBuilder<number>, notice: BookingNotice, locale: string) =>
  sql<string>`jsonb_build_object('bookingId', ${bookingId}::bigint, 'notice', ${notice}::text, 'locale', ${locale}::text)`;

/** Queues the booking's notice mail in the caller's transaction (see bookingMailPayload). */
export async function queueBookingMail(db: Db, booking: Pick<Booking, 'id' | 'user_id'>, notice: BookingNotice, locale: string) {
  if (booking.user_id === null) return;
  await db.insertInto('jobs').values({ kind: BOOKING_MAIL_JOB, payload: bookingMailPayload(booking.id, notice, locale) }).execute();
}

/**
 * The worker's side: mails the notice to the account's own verified address, never to the guest address typed on the
 * form (anyone could type anyone's address there and make us send them mail), in the booking's language. One read
 * (the booking with its hotel, room and account), then the mail. A mail server that fails throws: the queue tries
 * again later. The job is marked done once the mail is handed over, so a process killed between the two sends that
 * one mail again (at most one repeat, never a loss).
 */
export function bookingMailHandler(deps: BookingMailDeps): JobHandler {
  return async ({ job }) => {
    const { bookingId, notice, locale } = job.payload as BookingMailPayload;
    const row = await deps.db
      .selectFrom('bookings')
      .innerJoin('hotels', 'hotels.id', 'bookings.hotel_id')
      .innerJoin('rooms', 'rooms.id', 'bookings.room_id')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .select(['bookings.confirmation_code', 'bookings.checkin_date', 'bookings.checkout_date', 'bookings.nights', 'bookings.rooms', 'bookings.adults', 'bookings.total_minor', 'bookings.currency', 'hotels.hotel_name', 'rooms.name as room_name'])
      .select(['hotels.address', 'hotels.city', 'hotels.province', 'hotels.postal_code', 'hotels.country', 'hotels.phone', 'bookings.cancel_policy'])
      .select(['users.email', 'users.first_name', 'users.email_verified_at'])
      .where('bookings.id', '=', Number(bookingId))
      .executeTakeFirst();
    if (!row) return { bookingId, skipped: 'no such booking or account' };
    if (!row.email_verified_at) return { bookingId, skipped: 'email not verified' };
    const facts: NoticeFacts = { ...row, total: fromMinor(row.total_minor, row.currency), hotel: { hotelName: row.hotel_name }, room: { name: row.room_name } };
    const text = noticeText(facts, notice, locale);
    const t = mailT(locale);
    const language = pickLocale(locale);
    // What a driver needs at the desk and on the road: where the hotel is, its phone, and the booking to see or cancel.
    const link = `${deps.origin}${pathInLocale(language, `${BOOKING_LINK_PREFIX}${Number(bookingId)}`)}`;
    // A confirmation says until when it can be cancelled for free, in the hotel's own time, as the booking pages do.
    const terms = cancelWording(row.cancel_policy, language);
    const cancelTerms = t(`booking.cancelPolicy.${terms.key}`, terms.key === 'freeUntil' ? { date: terms.date, time: terms.time } : {});
    const paragraphs =
      notice === 'failed'
        ? [text.body]
        : notice === 'confirmed'
          ? [text.body, hotelContactLine(row), cancelTerms, t('booking.manage', { url: link })]
          : [text.body, hotelContactLine(row), t('booking.see', { url: link })];
    // Greeted by the account holder's name: the guest's name on the form is free text anyone can type.
    await deps.mailer.send(await composeSiteMail(deps.db, t, { to: row.email, subject: text.subject, name: row.first_name, paragraphs }));
    return { bookingId, notice, sent: true };
  };
}
