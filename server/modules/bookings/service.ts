import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Insertable, type Selectable } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { fromMinor, roundMoney, toMinor } from '@/api/money';
import type { Booking, BookingInput } from '@/api/schemas/bookings';
import { nightsBetween } from '@/api/stay';
import { PREPARED, statement, type Db } from '@server/db';
import type { BookingsTable, StoredCancelPolicy } from '@server/db/types-bookings';
import type { JobHandler } from '@server/jobs/worker';
import type { JobQueue } from '@server/jobs/queue';
import { HttpError } from '@server/lib/errors';
import { isSupplierError, SupplierError, type InventorySupplier, type Offer, type ReservationRef, type SupplierErrorKind } from '@server/suppliers/types';
import { supplierCodesForRoom } from '../roommaps/resolve';
import { localCancelPolicy } from '../search/liveCheck';
import { roomsSleep } from '@/api/party';
import { BOOKING_LINK_PREFIX, BOOKING_MAIL_JOB, bookingMailPayload, notificationText, queueBookingMail, writeNotification, type BookingNotice } from './notify';
import { driverMayCancel, staffMayCancel } from './policy';
import { hotelClockOf, loadBooking, stayColumns, toBooking, type BookingRow } from './records';
import { reportableNight } from '../parkingReports/rules';

export const RECONCILE_JOB = 'booking:reconcile';

export type BookingDeps = {
  db: Db;
  inventory: InventorySupplier | null;
  log: FastifyBaseLogger;
  jobs: JobQueue;
  /** Wakes the job worker (a reconcile job was queued). */
  poke(): void;
  /** The most a booking waits on the supplier, every call and retry included (BOOKING_SUPPLIER_DEADLINE_MS). */
  supplierDeadlineMs: number;
};

export type BookingOutcome = { status: 200 | 201 | 202; booking: Booking };

// No 0/O, 1/I/L: read out at a front desk.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const newConfirmationCode = () => `RR${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** What makes two requests "the same" for an Idempotency-Key: the hotel, the room and the validated payload. */
export const requestHash = (hotelId: number, roomId: number, input: BookingInput) => createHash('sha256').update(JSON.stringify({ hotelId, roomId, input })).digest('hex');

/** A booking with this key already exists (committed by an earlier or concurrent request). */
class Replay extends Error {}

const noLongerAvailable = () => new HttpError(409, 'errors.noLongerAvailable', undefined, 'no_longer_available');

/** What the supplier said when it could not be reached before the book was sent: nothing was booked, try again. */
const UNREACHABLE: readonly SupplierErrorKind[] = ['unavailable', 'timeout', 'rate_limited', 'bad_answer'];
const DEFAULT_RETRY_AFTER_S = 10;
/** 503 with `retry_after` seconds (the route sends it as Retry-After too): the supplier's own hint when it gave one. */
const supplierUnavailable = (retryAfterMs: number | undefined) =>
  new HttpError(503, 'errors.supplierUnavailable', undefined, 'supplier_unavailable', {
    retry_after: retryAfterMs === undefined ? DEFAULT_RETRY_AFTER_S : Math.min(300, Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
const priceChanged = (total: number, currency: string, nightly: { date: string; amount: number }[]) =>
  new HttpError(409, 'errors.priceChanged', undefined, 'price_changed', { total, currency, nightly });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function addEvent(db: Db, bookingId: number, status: Booking['status'], actorId: number | null, note: string | null = null) {
  await db.insertInto('booking_events').values({ booking_id: bookingId, status, actor_id: actorId, note }).execute();
}

async function mustLoad(db: Db, id: number): Promise<Booking> {
  const b = await loadBooking(db, id);
  if (!b) throw new HttpError(404, 'errors.notFound');
  return b;
}

type KeyedBooking = { id: number; request_hash: string; status: Booking['status'] };

/**
 * The answer to a repeated Idempotency-Key: the first request's booking (waiting while it is still being made,
 * so a retry never books twice), a 422 when the payload differs, or null when the first attempt left nothing
 * (it was refused and rolled back: this request tries afresh). `known` is the key's booking when just read.
 */
async function replay(db: Db, userId: number, key: string, hash: string, waitMs = 15_000, known?: KeyedBooking): Promise<BookingOutcome | null> {
  const until = Date.now() + waitMs;
  let row = known;
  for (;;) {
    row ??= await db.selectFrom('bookings').select(['id', 'request_hash', 'status']).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== hash) throw new HttpError(422, 'errors.idempotencyMismatch', undefined, 'idempotency_mismatch');
    if (row.status !== 'pending' || Date.now() > until) return { status: row.status === 'pending' ? 202 : 200, booking: await mustLoad(db, row.id) };
    row = undefined;
    await sleep(100);
  }
}

type Night = { date: string; price_minor: number; currency: string; closed: boolean; left: number };
/** What the answer shows of the hotel and room: selected with the stay, so a new booking is not read back. */
type StayShown = Omit<BookingRow, keyof Selectable<BookingsTable>>;

type Stay = {
  hotel: { id: number; derby_hotel_id: string | null; available_on_derby: boolean };
  room: { id: number; room_id: string; sleeps: number };
  shown: StayShown;
  /** The booking already made with this Idempotency-Key, if any. */
  earlier: KeyedBooking | null;
  /** Our inventory's nights of the stay, in date order (read without a lock: the booking's update is the check). */
  nights: Night[];
};

/** Everything a booking starts from, in one statement: the hotel and room, the key's booking, the stay's nights. */
const stayOf = statement((db, v: { hotelId: number; roomId: number; userId: number; key: string; checkIn: string; checkOut: string }) =>
  db
    .selectFrom('hotels')
    .leftJoin('rooms', (j) => j.onRef('rooms.hotel_id', '=', 'hotels.id').on('rooms.id', '=', v.roomId))
    .select(['hotels.id', 'hotels.status', 'hotels.derby_hotel_id', 'hotels.available_on_derby', 'rooms.id as room_pk', 'rooms.max_occupancy as room_sleeps'])
    .select(stayColumns)
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('bookings')
          .select(['bookings.id', 'bookings.request_hash', 'bookings.status'])
          .where('bookings.user_id', '=', v.userId)
          .where('bookings.idempotency_key', '=', v.key),
      ).as('earlier'),
      jsonArrayFrom(
        eb
          .selectFrom('room_inventory as n')
          .select(['n.date', 'n.price_minor', 'n.currency', 'n.closed', sql<number>`n.allotment - n.booked`.as('left')])
          .where('n.room_id', '=', v.roomId)
          .where('n.date', '>=', v.checkIn)
          .where('n.date', '<', v.checkOut)
          .orderBy('n.date'),
      ).as('nights'),
    ])
    .where('hotels.id', '=', v.hotelId)
    .modifyEnd(PREPARED),
);

async function readStay(db: Db, ctx: CreateContext): Promise<Stay> {
  const row = await stayOf.executeTakeFirst(db, { hotelId: ctx.hotelId, roomId: ctx.roomId, userId: ctx.userId, key: ctx.key, checkIn: ctx.input.checkin_date, checkOut: ctx.input.checkout_date });
  if (!row) throw new HttpError(404, 'errors.notFound');
  const { id, status, derby_hotel_id, available_on_derby, room_pk, room_sleeps, earlier, nights, room_code, room_name, ...hotel } = row;
  if (status !== 'active') throw new HttpError(404, 'errors.notFound');
  if (room_pk === null || room_sleeps === null || room_code === null || room_name === null) throw new HttpError(404, 'errors.roomNotInHotel');
  return {
    hotel: { id, derby_hotel_id, available_on_derby },
    room: { id: room_pk, room_id: room_code, sleeps: room_sleeps },
    shown: { ...hotel, room_code, room_name },
    earlier,
    nights: nights.map((n) => ({ ...n, left: Number(n.left) })),
  };
}

/** A new booking's row: every column a booking is written with (the rest take their defaults). */
type NewBooking = ReturnType<typeof baseRow> & Pick<Insertable<BookingsTable>, 'status' | 'supplier' | 'rate_id' | 'cancel_policy' | 'confirmed_at'>;
const NEW_BOOKING_COLUMNS = [
  'confirmation_code', 'user_id', 'hotel_id', 'room_id', 'checkin_date', 'checkout_date', 'nights', 'rooms', 'adults', 'currency',
  'total_minor', 'nightly', 'guest', 'truck', 'special_requests', 'locale', 'supplier_res_id', 'derby_res_id', 'failure_reason',
  'idempotency_key', 'request_hash', 'cancelled_at', 'failed_at', 'status', 'supplier', 'rate_id', 'cancel_policy', 'confirmed_at',
] as const satisfies readonly (keyof NewBooking)[];
// Every column of NewBooking is in the list (a column added to baseRow and not here fails to compile).
const everyColumnListed: [Exclude<keyof NewBooking, (typeof NEW_BOOKING_COLUMNS)[number]>] extends [never] ? true : never = true;
void everyColumnListed;

/** The booking's row and its first event's actor. */
type RowValues = NewBooking & { actorId: number };
/** The nights a booking of our own inventory takes, at the prices quoted (minor units, date order). */
type TakeValues = {
  takeRoomId: number;
  takeRooms: number;
  takeFrom: string;
  takeTo: string;
  takeDates: string[];
  takePrices: number[];
  takeCount: number;
  takeCurrency: string;
  takeAt: string;
};
/** The driver's in-app notification, in their language, and the language of the mail queued with it. */
type NoticeValues = { noticeTitle: string; noticeDescription: string; noticeLocale: string };

/**
 * Writes a booking, its first event and (with `notice`) the driver's in-app notification and the job that mails it
 * in one statement, claiming the Idempotency-Key on the way: no row when a request with the same key has it. Answers
 * the row as written and its event's time, so nothing is read back. The mail is composed and sent by the job worker
 * once this commits: the request neither waits for it nor loses it. With `take`, the same statement takes the stay's
 * nights from our inventory, all or none (the statement fails with NIGHTS_NOT_TAKEN).
 */
function insertBookingQuery(db: Db, row: RowValues, take: TakeValues | null, notice: NoticeValues | null) {
  return db
    .with('b', (q) =>
      q
        .insertInto('bookings')
        .values(Object.fromEntries(NEW_BOOKING_COLUMNS.map((c) => [c, row[c]])) as NewBooking)
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        .returningAll(),
    )
    // Our own inventory's nights, in the same statement: only when the key was claimed (a replay takes nothing), each
    // night of the stay at the price the driver was shown, in date order (the index's: one lock order for everyone).
    // A supplier's booking takes none here (its nights are the supplier's).
    .with('taken', (q) =>
      take
        ? q
            .updateTable('room_inventory')
            .set({ booked: sql`booked + ${take.takeRooms}`, updated_at: take.takeAt })
            .where('room_id', '=', take.takeRoomId)
            .where('date', '>=', take.takeFrom)
            .where('date', '<', take.takeTo)
            .where('closed', '=', false)
            .where(sql<boolean>`booked + ${take.takeRooms} <= allotment`)
            .where('currency', '=', take.takeCurrency)
            .where(sql<boolean>`price_minor = (select q.price_minor from unnest(${take.takeDates}::date[], ${take.takePrices}::int[]) as q(date, price_minor) where q.date = room_inventory.date)`)
            .where(sql<boolean>`exists (select 1 from b)`)
            .returning('date')
        : q.selectFrom('room_inventory').select('date').where(sql<boolean>`false`),
    )
    .with('e', (q) =>
      q
        .insertInto('booking_events')
        .columns(['booking_id', 'status', 'actor_id'])
        .expression((eb) => eb.selectFrom('b').select(['b.id', 'b.status', sql<number>`${row.actorId}::bigint`.as('actor_id')]))
        .returning(['booking_id', 'created_at']),
    )
    .with('n', (q) =>
      q
        .insertInto('user_notifications')
        .columns(['user_id', 'data'])
        .expression((eb) =>
          eb
            .selectFrom('b')
            .select(['b.user_id', sql<string>`jsonb_build_object('title', ${notice?.noticeTitle ?? ''}::text, 'description', ${notice?.noticeDescription ?? ''}::text, 'link', ${BOOKING_LINK_PREFIX}::text || b.id)`.as('data')])
            .where('b.user_id', 'is not', null)
            .where(sql.lit(notice !== null)),
        ),
    )
    .with('m', (q) =>
      q
        .insertInto('jobs')
        .columns(['kind', 'payload'])
        .expression((eb) =>
          eb
            .selectFrom('b')
            .select([sql<string>`${BOOKING_MAIL_JOB}::text`.as('kind'), bookingMailPayload(sql<number>`b.id`, 'confirmed', notice?.noticeLocale ?? '').as('payload')])
            .where('b.user_id', 'is not', null)
            .where(sql.lit(notice !== null)),
        ),
    )
    .selectFrom('b')
    .innerJoin('e', 'e.booking_id', 'b.id')
    .selectAll('b')
    .select('e.created_at as event_at')
    // Raises NIGHTS_NOT_TAKEN, undoing the whole statement, unless every night was taken.
    .$if(take !== null, (q) => q.select(sql<boolean>`booking_nights_taken((select count(*) from taken), ${take!.takeCount}::int)`.as('nights_taken')))
    .modifyEnd(PREPARED);
}

/** A booking of our own inventory: it takes its nights, and the driver is told at once. */
const insertLocalBooking = statement((db, v: RowValues & TakeValues & NoticeValues) => insertBookingQuery(db, v, v, v));
/** A supplier's booking, written pending: its nights are the supplier's, and the driver is told when it settles. */
const insertSupplierBooking = statement((db, v: RowValues) => insertBookingQuery(db, v, null, null));

/** SQLSTATE of booking_nights_taken (migration 2026_11_25_1000): a night was sold out, closed or repriced meanwhile. */
const NIGHTS_NOT_TAKEN = 'RRB01';

function baseRow(ctx: CreateContext, hash: string) {
  const { input } = ctx;
  return {
    confirmation_code: newConfirmationCode(),
    user_id: ctx.userId,
    hotel_id: ctx.hotelId,
    room_id: ctx.roomId,
    checkin_date: input.checkin_date,
    checkout_date: input.checkout_date,
    nights: nightsBetween(input.checkin_date, input.checkout_date),
    rooms: input.rooms,
    adults: input.adults,
    currency: input.currency,
    total_minor: toMinor(input.expected_total, input.currency),
    nightly: '[]',
    guest: JSON.stringify({ ...input.guest, phone: input.guest.phone ?? null }),
    truck: JSON.stringify({ ...input.truck, length_ft: input.truck.length_ft ?? null }),
    special_requests: input.special_requests ?? null,
    locale: ctx.locale,
    supplier_res_id: null,
    derby_res_id: null,
    failure_reason: null,
    idempotency_key: ctx.key,
    request_hash: hash,
    cancelled_at: null,
    failed_at: null,
  };
}

type CreateContext = {
  userId: number;
  /** The signed-in caller: the first event's actor, known without reading it again. */
  account: { first_name: string; last_name: string };
  locale: string;
  hotelId: number;
  roomId: number;
  key: string;
  input: BookingInput;
};

/** The booking as the API answers it, from the row just written and the stay it was read with: no read back. */
function answerOf(ctx: CreateContext, stay: Stay, written: Selectable<BookingsTable> & { event_at: string }): Booking {
  const { event_at, ...row } = written;
  const event = { booking_id: row.id, status: row.status, note: null, created_at: event_at, first_name: ctx.account.first_name, last_name: ctx.account.last_name };
  const booked = { ...row, ...stay.shown };
  // A new booking has no parking report yet; it may take one at once when its stay is tonight.
  const night = reportableNight(booked, hotelClockOf(booked));
  return toBooking(booked, [event], night === null ? null : { booking_id: row.id, night, report: null });
}

/**
 * Our own inventory: ONE statement takes every night of the stay or none. The nights were read with the stay (no
 * lock) and the price is checked against the one the driver saw; then the statement claims the key (a concurrent
 * request with the same key waits on its unique index), writes the booking, its event, notification and mail job,
 * and takes a room on each night in date order (a consistent lock order) at the price read; if it could not take
 * them all, `booking_nights_taken` raises and the whole statement is undone. The CHECK on room_inventory is the
 * backstop. So the nights' row locks are held for that one statement, and a booking is three round trips (session,
 * stay, this) instead of a transaction's six: bookings of one popular room type queue on those locks. Nothing is
 * read back: the answer is built from what was written.
 */
async function createLocal(deps: BookingDeps, ctx: CreateContext, hash: string, stay: Stay): Promise<BookingOutcome> {
  const { input } = ctx;
  const nights = nightsBetween(input.checkin_date, input.checkout_date);
  const quoted = stay.nights;
  // A refusal before the key is claimed first asks whether a request with the same key just booked (and so took
  // the room or changed nothing): then that booking is the answer, as when the key's claim collides.
  const refuse = async (err: HttpError): Promise<never> => {
    const same = await deps.db.selectFrom('bookings').select('id').where('user_id', '=', ctx.userId).where('idempotency_key', '=', ctx.key).executeTakeFirst();
    throw same ? new Replay() : err;
  };
  if (quoted.length !== nights || quoted.some((n) => n.closed || n.left < input.rooms)) await refuse(noLongerAvailable());
  const priced = (rows: { date: string; price_minor: number; currency: string }[]) => {
    const currency = rows[0]!.currency;
    const nightly = rows.map((n) => ({ date: n.date, amount_minor: n.price_minor }));
    return { currency, nightly, totalMinor: nightly.reduce((sum, n) => sum + n.amount_minor, 0) * input.rooms, mixed: rows.some((n) => n.currency !== currency) };
  };
  const quote = priced(quoted);
  const changed = (p: ReturnType<typeof priced>) =>
    p.mixed || p.currency !== input.currency || p.totalMinor !== toMinor(input.expected_total, p.currency)
      ? priceChanged(fromMinor(p.totalMinor, p.currency), p.currency, p.nightly.map((n) => ({ date: n.date, amount: fromMinor(n.amount_minor, p.currency) })))
      : null;
  const quoteChanged = changed(quote);
  if (quoteChanged) await refuse(quoteChanged);
  const values = {
    ...baseRow(ctx, hash),
    total_minor: quote.totalMinor,
    nightly: JSON.stringify(quote.nightly),
    currency: quote.currency,
    status: 'confirmed' as const,
    supplier: 'local' as const,
    rate_id: null,
    cancel_policy: JSON.stringify(localCancelPolicy(input.checkin_date)),
    confirmed_at: new Date().toISOString(),
  };
  const notice = notificationText(
    { checkin_date: input.checkin_date, checkout_date: input.checkout_date, confirmation_code: values.confirmation_code, nights, rooms: input.rooms, adults: input.adults, total: fromMinor(quote.totalMinor, quote.currency), currency: quote.currency, hotel: { hotelName: stay.shown.hotel_name }, room: { name: stay.shown.room_name } },
    'confirmed',
    ctx.locale,
  );
  let written;
  try {
    // The nights it takes, at the prices quoted (minor units, date order).
    written = await insertLocalBooking.executeTakeFirst(deps.db, {
      ...values,
      actorId: ctx.userId,
      noticeTitle: notice.title,
      noticeDescription: notice.description,
      noticeLocale: ctx.locale,
      takeRoomId: ctx.roomId,
      takeRooms: input.rooms,
      takeFrom: input.checkin_date,
      takeTo: input.checkout_date,
      takeDates: quote.nightly.map((n) => n.date),
      takePrices: quote.nightly.map((n) => n.amount_minor),
      takeCount: quote.nightly.length,
      takeCurrency: quote.currency,
      takeAt: values.confirmed_at,
    });
  } catch (err) {
    if ((err as { code?: string }).code !== NIGHTS_NOT_TAKEN) throw err;
    // Nothing was written. Sold out, closed, or the price moved since the stay was read: the nights now say which.
    const now = await readStay(deps.db, ctx);
    if (now.nights.length !== nights || now.nights.some((n) => n.closed || n.left < input.rooms)) throw noLongerAvailable();
    throw changed(priced(now.nights)) ?? noLongerAvailable();
  }
  if (!written) throw new Replay();
  const { nights_taken: _taken, ...row } = written;
  const booking = answerOf(ctx, stay, row);
  // The mail was queued with the booking: the worker composes and sends it.
  deps.poke();
  return { status: 201, booking };
}

const policyOf = (offer: Offer): StoredCancelPolicy | null =>
  offer.cancelPolicy ? { refundable: offer.cancelPolicy.refundable, free_until: offer.cancelPolicy.freeUntil, description: offer.cancelPolicy.description } : null;

async function settle(deps: Pick<BookingDeps, 'db' | 'poke'>, id: number, to: 'confirmed' | 'failed', patch: Record<string, unknown>, locale: string, note: string | null = null): Promise<Booking> {
  const now = new Date().toISOString();
  const booking = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('bookings')
      .set({ ...patch, status: to, updated_at: now, ...(to === 'confirmed' ? { confirmed_at: now } : { failed_at: now }) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return null;
    await addEvent(trx, id, to, null, note);
    const b = await mustLoad(trx, id);
    await writeNotification(trx, b, to, locale);
    await queueBookingMail(trx, b, to, locale);
    return b;
  });
  if (!booking) return mustLoad(deps.db, id); // someone else settled it (a reconcile job, staff)
  deps.poke();
  return booking;
}

/**
 * DerbySoft: the booking is written pending first (which claims the key), then prebook and book go through the
 * adapter with our confirmation code as distributorResId. A refusal leaves a failed booking and nothing held; an
 * unknown outcome leaves it pending, and a durable job asks the supplier what happened. A supplier that cannot be
 * reached before the book is sent leaves nothing at all (the key is free again) and answers 503 "try again" — never
 * "sold out". Every supplier call shares `deadline`: once it passes, nothing more is sent.
 */
async function createSupplierBooking(deps: BookingDeps, ctx: CreateContext, hash: string, stay: Stay, deadline: AbortSignal): Promise<BookingOutcome> {
  const { input } = ctx;
  const inventory = deps.inventory;
  if (!inventory) throw new HttpError(503, 'errors.serviceUnavailable');
  // The driver is told when it settles, not now.
  const pending = await insertSupplierBooking.executeTakeFirst(deps.db, {
    ...baseRow(ctx, hash),
    status: 'pending',
    supplier: 'derbysoft',
    rate_id: input.rate_id ?? null,
    cancel_policy: null,
    confirmed_at: null,
    actorId: ctx.userId,
  });
  if (!pending) throw new Replay();
  const query = { propertyId: stay.hotel.derby_hotel_id!, checkIn: input.checkin_date, checkOut: input.checkout_date, rooms: input.rooms, adults: input.adults };
  const fail = (reason: string) => settle(deps, pending.id, 'failed', { failure_reason: reason }, ctx.locale, reason);
  /** The supplier failed before any book was sent: unreachable leaves nothing behind; a refusal leaves a failed booking. */
  const refuse = async (err: unknown): Promise<never> => {
    if (err instanceof SupplierError && UNREACHABLE.includes(err.kind)) {
      await deps.db.deleteFrom('bookings').where('id', '=', pending.id).where('status', '=', 'pending').execute();
      deps.log.warn({ hotelId: ctx.hotelId, kind: err.kind, reason: err.message }, 'booking: supplier unreachable before the book; nothing kept');
      throw supplierUnavailable(err.details.retryAfterMs);
    }
    await fail(err instanceof Error ? err.message : String(err));
    throw new HttpError(502, 'errors.supplierFailed', undefined, 'supplier_failed');
  };

  // The supplier knows our room by its own room code(s) (supplier_room_maps).
  const codes = await supplierCodesForRoom(deps.db, stay.room, 'derbysoft');
  let offer: Offer | null = null;
  try {
    if (input.rate_id && codes.length === 1) {
      offer = await inventory.checkOffer({ ...query, roomId: codes[0]!, rateId: input.rate_id }, { signal: deadline });
    } else {
      const shopped = await inventory.getAvailability({ ...query, propertyIds: [query.propertyId] }, { signal: deadline });
      // Shopping reports a supplier it could not ask per hotel: that is not "sold out".
      const failure = shopped.partialErrors.find((e) => e.propertyId === query.propertyId);
      if (failure) throw failure.error;
      // Several codes sold as this room: the rate the driver saw when it is still there, else the cheapest.
      const ours = shopped.offers.filter((o) => codes.includes(o.roomId)).sort((a, b) => a.totalAfterTax - b.totalAfterTax);
      offer = ours.find((o) => o.rateId === input.rate_id) ?? ours[0] ?? null;
    }
  } catch (err) {
    return refuse(err);
  }
  if (!offer) {
    await fail('sold out at the supplier');
    throw noLongerAvailable();
  }
  const offerNightly = offer.nightly.map((n) => ({ date: n.date, amount: n.amountAfterTax }));
  if (offer.currency !== input.currency) {
    await fail('price changed');
    throw priceChanged(roundMoney(offer.totalAfterTax, offer.currency), offer.currency, offerNightly);
  }

  // The offer's terms go on the pending booking now, so a booking a reconcile job confirms later has its nightly
  // prices, total and cancellation policy too (the supplier books exactly this offer or refuses).
  await deps.db
    .updateTable('bookings')
    .set({
      rate_id: offer.rateId,
      total_minor: toMinor(offer.totalAfterTax, offer.currency),
      currency: offer.currency,
      nightly: JSON.stringify(offer.nightly.map((n) => ({ date: n.date, amount_minor: toMinor(n.amountAfterTax, offer.currency) }))),
      cancel_policy: JSON.stringify(policyOf(offer)),
    })
    .where('id', '=', pending.id)
    .execute();

  let ref: ReservationRef;
  try {
    ref = await inventory.createReservation({
      offer,
      clientRef: pending.confirmation_code,
      guests: [{ firstName: input.guest.first_name, lastName: input.guest.last_name, email: input.guest.email, phone: input.guest.phone ?? undefined }],
      contact: { firstName: input.guest.first_name, lastName: input.guest.last_name, email: input.guest.email, phone: input.guest.phone ?? undefined },
      expectedTotal: input.expected_total,
    }, { signal: deadline });
  } catch (err) {
    if (isSupplierError(err, 'price_changed')) {
      await fail('price changed');
      const now = err.details.offer;
      if (!now) throw noLongerAvailable();
      throw priceChanged(roundMoney(now.totalAfterTax, now.currency), now.currency, now.nightly.map((n) => ({ date: n.date, amount: n.amountAfterTax })));
    }
    if (isSupplierError(err, 'sold_out')) {
      await fail('sold out at the supplier');
      throw noLongerAvailable();
    }
    if (isSupplierError(err, 'unknown_outcome')) {
      // The book was sent and may have happened (its answer was lost, late or unreadable): never book again for this
      // code; ask the supplier later.
      await deps.jobs.enqueue(RECONCILE_JOB, { bookingId: pending.id }, ctx.userId);
      deps.poke();
      deps.log.warn({ bookingId: pending.id, err }, 'booking outcome unknown: reconciling in the background');
      return { status: 202, booking: await mustLoad(deps.db, pending.id) };
    }
    return refuse(err);
  }
  const booking = await settle(deps, pending.id, 'confirmed', { supplier_res_id: ref.supplierResId ?? null, derby_res_id: ref.derbyResId ?? null }, ctx.locale);
  return { status: 201, booking };
}

/** POST /bookings/{hotelId}/{roomId}: books, or answers the first result of the same Idempotency-Key. */
export async function createBooking(deps: BookingDeps, ctx: CreateContext): Promise<BookingOutcome> {
  const hash = requestHash(ctx.hotelId, ctx.roomId, ctx.input);
  // One deadline for the whole request: supplier calls, their retries, and waiting on a same-key request. Its signal is
  // made only for a supplier's booking: a timer and an AbortSignal per booking of our own inventory were a few % of
  // the CPU of a booking (and each fired, unused, 15 s later).
  const until = Date.now() + deps.supplierDeadlineMs;
  for (let attempt = 0; attempt < 3; attempt++) {
    const stay = await readStay(deps.db, ctx);
    if (stay.earlier) {
      const earlier = await replay(deps.db, ctx.userId, ctx.key, hash, Math.max(0, until - Date.now()), stay.earlier);
      if (earlier) return earlier;
      continue;
    }
    // The rule the search and the live check apply, kept by the booking too.
    if (!roomsSleep(stay.room.sleeps, ctx.input)) {
      throw new HttpError(422, { key: 'errors.tooManyGuests', values: { sleeps: String(stay.room.sleeps), adults: String(ctx.input.adults) } }, undefined, 'too_many_guests');
    }
    try {
      return stay.hotel.available_on_derby && stay.hotel.derby_hotel_id ? await createSupplierBooking(deps, ctx, hash, stay, AbortSignal.timeout(Math.max(0, until - Date.now()))) : await createLocal(deps, ctx, hash, stay);
    } catch (err) {
      if (!(err instanceof Replay)) throw err;
    }
  }
  const last = await replay(deps.db, ctx.userId, ctx.key, hash);
  if (last) return last;
  throw new HttpError(409, 'errors.conflict');
}

/**
 * Cancels a booking for its driver (their own only: another's answers 404, as if it did not exist) or for staff:
 * through the supplier first for DerbySoft, then one transaction marks it cancelled (only from confirmed or pending,
 * so two cancels cannot both succeed) and, for our inventory, gives every night back. The driver is told in the
 * language they cancel in (they may have booked in another); staff's cancellation speaks the booking's language.
 */
export async function cancelBooking(deps: BookingDeps, id: number, actor: { id: number; staff: boolean; locale?: string }, reason: string | null): Promise<Booking> {
  const row = await deps.db
    .selectFrom('bookings')
    .innerJoin('hotels', 'hotels.id', 'bookings.hotel_id')
    .select(['bookings.id', 'bookings.status', 'bookings.cancel_policy', 'bookings.checkin_date', 'bookings.checkout_date', 'bookings.rooms', 'bookings.room_id', 'bookings.supplier', 'bookings.confirmation_code', 'bookings.supplier_res_id', 'bookings.derby_res_id', 'bookings.locale', 'hotels.longitude', 'hotels.time_zone'])
    .where('bookings.id', '=', id)
    .$if(!actor.staff, (q) => q.where('bookings.user_id', '=', actor.id))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'errors.notFound');
  const allowed = actor.staff ? staffMayCancel(row) : driverMayCancel(row, { timeZone: row.time_zone, longitude: row.longitude });
  if (!allowed) throw new HttpError(409, 'errors.cannotCancel', undefined, 'cannot_cancel');
  if (row.supplier === 'derbysoft') {
    if (!deps.inventory) throw new HttpError(503, 'errors.serviceUnavailable');
    try {
      await deps.inventory.cancelReservation({ clientRef: row.confirmation_code, supplierResId: row.supplier_res_id ?? undefined, derbyResId: row.derby_res_id ?? undefined });
    } catch (err) {
      // A pending booking the supplier never received has nothing to cancel there.
      if (!(row.status === 'pending' && isSupplierError(err, 'not_found'))) {
        deps.log.error({ err, bookingId: id }, 'supplier cancel failed');
        throw new HttpError(502, 'errors.supplierFailed', undefined, 'supplier_failed');
      }
    }
  }
  const booking = await deps.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['confirmed', 'pending'])
      .returning(['status'])
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, 'errors.cannotCancel', undefined, 'cannot_cancel');
    if (row.supplier === 'local') {
      await trx
        .updateTable('room_inventory')
        .set({ booked: sql`booked - ${row.rooms}`, updated_at: now })
        .where('room_id', '=', row.room_id)
        .where('date', '>=', row.checkin_date)
        .where('date', '<', row.checkout_date)
        .execute();
    }
    await addEvent(trx, id, 'cancelled', actor.id, reason);
    const b = await mustLoad(trx, id);
    const locale = actor.staff ? row.locale : (actor.locale ?? row.locale);
    await writeNotification(trx, b, 'cancelled', locale);
    await queueBookingMail(trx, b, 'cancelled', locale);
    return b;
  });
  deps.poke();
  return booking;
}

/** The durable job that settles a booking whose supplier outcome was unknown, from the supplier's own record. */
export function reconcileHandler(deps: Omit<BookingDeps, 'poke' | 'supplierDeadlineMs'>): JobHandler {
  return async ({ job }) => {
    const bookingId = Number((job.payload as { bookingId?: unknown }).bookingId);
    const b = await deps.db.selectFrom('bookings').select(['id', 'status', 'confirmation_code', 'locale']).where('id', '=', bookingId).executeTakeFirst();
    if (!b || b.status !== 'pending') return { bookingId, skipped: true };
    if (!deps.inventory) throw new Error('no inventory supplier to reconcile with');
    const bookingDeps = { ...deps, poke: () => undefined };
    let status;
    try {
      status = await deps.inventory.getReservation({ clientRef: b.confirmation_code });
    } catch (err) {
      if (isSupplierError(err, 'not_found')) {
        await settle(bookingDeps, b.id, 'failed', { failure_reason: 'the supplier has no record of this booking' }, b.locale, 'reconciled: not at the supplier');
        return { bookingId, status: 'failed' };
      }
      // An answer we cannot read now (a proxy's error page) may read later: ask again with the queue's backoff rather
      // than leave the booking pending for good.
      if (isSupplierError(err, 'bad_answer')) throw new SupplierError('derbysoft', 'unavailable', err.message, { ...err.details, retryable: true });
      throw err;
    }
    if (status.status === 'confirmed' || status.status === 'modified') {
      await settle(bookingDeps, b.id, 'confirmed', { supplier_res_id: status.ref.supplierResId ?? null, derby_res_id: status.ref.derbyResId ?? null }, b.locale, 'reconciled with the supplier');
      return { bookingId, status: 'confirmed' };
    }
    if (status.status === 'cancelled' || status.status === 'failed') {
      await settle(bookingDeps, b.id, 'failed', { failure_reason: `the supplier reports ${status.status}` }, b.locale, 'reconciled with the supplier');
      return { bookingId, status: 'failed' };
    }
    // Still processing at the supplier: the queue retries with backoff.
    throw new SupplierError('derbysoft', 'unavailable', 'reservation still processing at the supplier');
  };
}

export type { BookingNotice };
