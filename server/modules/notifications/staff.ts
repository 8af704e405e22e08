import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import { ADMIN_ACCESS } from '@/authProvider/permissions';
import type { Db } from '@server/db';
import type { Job } from '@server/jobs/queue';
import { htmlValues, mailT } from '@server/lib/i18n';

/**
 * Something staff should look at, told in the admin bell of everyone who may act on it: `codename` is the permission
 * that opens the record, `key` names the event once ('booking-pending:42'), `link` is the record's admin address.
 */
export type StaffEvent = {
  key: string;
  codename: string;
  link: string;
  /** The title (plain text) and description (HTML: values are escaped) in one staff member's language. */
  text(t: TFunction): { title: string; description: string };
};


/**
 * Active accounts holding `codename` and the back office (superusers hold everything), as the permission rule of
 * spec section 6 decides: by permission, never by role name.
 */
function staffHolding(db: Db, codename: string) {
  const holds = (c: string) => sql<boolean>`exists (
    select 1 from user_roles ur
      join role_permissions rp on rp.role_id = ur.role_id
      join permissions p on p.id = rp.permission_id
     where ur.user_id = u.id and p.codename = ${c})`;
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.locale'])
    .where('u.is_active', '=', true)
    .where((eb) => eb.or([eb('u.is_superuser', '=', true), eb.and([holds(codename), holds(ADMIN_ACCESS)])]))
    .orderBy('u.id')
    .execute();
}

/**
 * Writes the event into the bell of every staff member who may act on it, in their language; a staff member already
 * told of this event is skipped (its key is unique per user), so a check that runs twice tells nobody twice.
 * Answers how many were told now.
 */
export async function notifyStaff(db: Db, event: StaffEvent): Promise<number> {
  const staff = await staffHolding(db, event.codename);
  if (!staff.length) return 0;
  const byLocale = new Map<string, ReturnType<StaffEvent['text']>>();
  const rows = staff.map((s) => {
    const locale = s.locale ?? 'en';
    if (!byLocale.has(locale)) byLocale.set(locale, event.text(mailT(locale)));
    const { title, description } = byLocale.get(locale)!;
    return { user_id: s.id, data: JSON.stringify({ title, description, link: event.link }), read_at: null, event_key: event.key };
  });
  const res = await db
    .insertInto('user_notifications')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'event_key']).where('event_key', 'is not', null).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0);
}

/** A hotel owner asked to advertise (POST /api/advertise-request): those who see the requests are told. */
export function notifyAdvertiseRequest(db: Db, request: { id: number; hotel_name: string; contact_name: string }) {
  return notifyStaff(db, {
    key: `advertise-request:${request.id}`,
    codename: 'view_advertiserequest',
    link: `/admin/advertise-requests/${request.id}`,
    text: (t) => ({
      title: t('staff.advertiseRequest.title', { hotel: request.hotel_name }),
      description: t('staff.advertiseRequest.body', { hotel: request.hotel_name, name: request.contact_name, ...htmlValues }),
    }),
  });
}

const supplierNames: Record<string, string> = { 'sync:ice_portal': 'ICE Portal', 'sync:derbysoft': 'DerbySoft' };

/** A supplier sync failed for good (its last attempt): those who may run a sync are told, with the reason. */
export function notifySyncFailed(db: Db, job: Pick<Job, 'id' | 'kind'>, error: string) {
  const supplier = supplierNames[job.kind] ?? job.kind.replace(/^sync:/, '');
  return notifyStaff(db, {
    key: `sync-failed:${job.id}`,
    codename: 'change_hotel',
    link: '/admin/hotels',
    text: (t) => ({
      title: t('staff.syncFailed.title', { supplier }),
      description: t('staff.syncFailed.body', { supplier, job: job.id, reason: error.replace(/\s+/g, ' ').slice(0, 300), ...htmlValues }),
    }),
  });
}

export const PENDING_BOOKINGS_JOB = 'notify:pending-bookings';

/**
 * Bookings still pending with a supplier `thresholdMinutes` after they were made: each is told once to those who
 * see bookings. Answers how many bookings were overdue.
 */
export async function notifyPendingBookings(db: Db, thresholdMinutes: number): Promise<{ overdue: number; told: number }> {
  const overdue = await db
    .selectFrom('bookings as b')
    .innerJoin('hotels as h', 'h.id', 'b.hotel_id')
    .select(['b.id', 'b.confirmation_code', 'h.hotel_name as hotel'])
    .where('b.status', '=', 'pending')
    .where('b.supplier', '<>', 'local')
    .where('b.created_at', '<', sql<string>`now() - make_interval(mins => ${thresholdMinutes})`)
    .orderBy('b.id')
    .limit(500)
    .execute();
  let told = 0;
  for (const b of overdue) {
    told += await notifyStaff(db, {
      key: `booking-pending:${b.id}`,
      codename: 'view_booking',
      link: `/admin/bookings/${b.id}/show`,
      text: (t) => ({
        title: t('staff.bookingPending.title', { code: b.confirmation_code }),
        description: t('staff.bookingPending.body', { code: b.confirmation_code, hotel: b.hotel, ...htmlValues }),
      }),
    });
  }
  return { overdue: overdue.length, told };
}

/**
 * Queues the next periodic check unless one is already queued, in one statement: two processes starting at once may
 * each queue one, but a run queues its successor only when none waits, so the chains merge into one.
 */
export async function schedulePendingBookingsCheck(db: Db, runAfter: Date) {
  await sql`
    insert into jobs (kind, payload, state, run_after)
    select ${PENDING_BOOKINGS_JOB}, '{}'::jsonb, '{}'::jsonb, ${runAfter.toISOString()}::timestamptz
     where not exists (select 1 from jobs where kind = ${PENDING_BOOKINGS_JOB} and status = 'queued')`.execute(db);
}

/** The periodic check: queues the next one first (so a failed run never ends the chain), then tells staff. */
export function pendingBookingsHandler(db: Db, config: { BOOKING_PENDING_ALERT_MINUTES: number; BOOKING_PENDING_CHECK_MS: number }) {
  return async () => {
    await schedulePendingBookingsCheck(db, new Date(Date.now() + config.BOOKING_PENDING_CHECK_MS));
    return notifyPendingBookings(db, config.BOOKING_PENDING_ALERT_MINUTES);
  };
}
