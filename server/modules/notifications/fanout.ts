import type { FastifyBaseLogger } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { MassAudience, MassChannel } from '@/api/schemas/notifications';
import { pathInLocale } from '@/i18n/locales';
import type { Db } from '@server/db';
import type { Config } from '@server/config';
import { JobStopped, type JobHandler } from '@server/jobs/worker';
import { htmlToText } from '@server/lib/html';
import { mailT, pickLocale } from '@server/lib/i18n';
import type { Mailer } from '@server/mail/mailer';
import { mailLine } from '@server/mail/plainText';
import { siteMail } from '@server/mail/siteMail';
import { siteSettings } from '@server/modules/settings/site';
import type { PushAdapter, PushOutcome, PushPayload } from './push';

export const FANOUT_JOB = 'notify:fanout';
export const DELIVER_JOB = 'notify:deliver';
export const RECEIPTS_JOB = 'notify:receipts';

export type NotifyDeps = {
  db: Db;
  mailer: Mailer;
  push: PushAdapter;
  log: FastifyBaseLogger;
  config: Pick<Config, 'NOTIFY_BATCH_SIZE' | 'NOTIFY_MAX_ATTEMPTS' | 'NOTIFY_RETRY_BASE_MS' | 'EXPO_RECEIPT_DELAY_MS' | 'publicOrigin'>;
};

/** Adds a job due at `runAfter` (a plain row: the queue's enqueue has no delay). */
export async function enqueueAt(db: Db, kind: string, payload: Record<string, unknown>, runAfter: Date | string | null = null) {
  await db
    .insertInto('jobs')
    .values({
      kind,
      payload: JSON.stringify(payload),
      state: '{}',
      result: null,
      error: null,
      locked_by: null,
      locked_until: null,
      created_by: null,
      started_at: null,
      finished_at: null,
      ...(runAfter ? { run_after: typeof runAfter === 'string' ? runAfter : runAfter.toISOString() } : {}),
    })
    .execute();
}

/** The audience as a condition on `users as u` (active accounts only). */
export async function audienceCondition(db: Db, audience: MassAudience): Promise<Expression<SqlBool>> {
  const active = sql<boolean>`u.is_active`;
  switch (audience.type) {
    case 'all':
      return sql<boolean>`${active} and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and r.name = 'Trucker')`;
    case 'role':
      return sql<boolean>`${active} and exists (select 1 from user_roles ur where ur.user_id = u.id and ur.role_id = ${audience.role_id})`;
    case 'users':
      return sql<boolean>`${active} and u.id in (${sql.join(audience.user_ids)})`;
    case 'bookings': {
      const parts = [sql`b.user_id = u.id`, sql`b.status <> 'failed'`];
      if (audience.from) parts.push(sql`b.checkout_date >= ${audience.from}::date`);
      if (audience.to) parts.push(sql`b.checkin_date <= ${audience.to}::date`);
      if (audience.state_id) {
        const s = await db
          .selectFrom('states')
          .innerJoin('countries', 'countries.id', 'states.country_id')
          .select(['states.name', 'states.code', 'countries.name as country', 'countries.iso2', 'countries.iso3'])
          .where('states.id', '=', audience.state_id)
          .executeTakeFirst();
        if (!s) return sql<boolean>`false`;
        // Hotels name their state and country in words or codes (as the geography's in-use counts read them).
        parts.push(sql`h.province in (${sql.join([s.name, s.code ?? s.name])})`);
        parts.push(sql`lower(h.country) in (${sql.join([s.country, s.iso2, s.iso3 ?? s.iso2].map((v) => v.toLowerCase()))})`);
      }
      return sql<boolean>`${active} and exists (select 1 from bookings b join hotels h on h.id = b.hotel_id where ${sql.join(parts, sql` and `)})`;
    }
  }
}

const externalChannels = (channels: MassChannel[]) => channels.filter((c): c is 'email' | 'push' => c !== 'in_app');

/**
 * The fan-out of one mass notification: the audience in batches of user ids, each batch one transaction that writes
 * the in-app notifications and the email/push delivery rows (their unique keys make a batch done twice harmless),
 * then a checkpoint of the last id. A process killed mid-way is resumed from that id by whichever process takes the
 * job when its lease lapses; every recipient ends with exactly one of each.
 */
export function fanoutHandler(deps: NotifyDeps): JobHandler {
  return async ({ job, checkpoint, signal }) => {
    const massId = Number((job.payload as { massId?: number }).massId);
    const mass = await deps.db.selectFrom('mass_notifications').selectAll().where('id', '=', massId).executeTakeFirst();
    if (!mass) return { skipped: 'deleted' };
    if (mass.status === 'scheduled') {
      // Moved later after this job was queued: run again at the new time.
      if (mass.send_at && new Date(mass.send_at).getTime() > Date.now() + 1000) {
        await enqueueAt(deps.db, FANOUT_JOB, { massId }, mass.send_at);
        return { deferred: mass.send_at };
      }
      const claimed = await deps.db
        .updateTable('mass_notifications')
        .set({ status: 'sending', job_id: job.id, updated_at: new Date().toISOString() })
        .where('id', '=', massId)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return { skipped: 'taken' };
    } else if (mass.status !== 'sending' || Number(mass.job_id) !== Number(job.id)) {
      // Cancelled, a draft again, or another job's: nothing for this one to do.
      return { skipped: mass.status };
    }

    const channels = mass.channels as MassChannel[];
    const where = await audienceCondition(deps.db, mass.audience as MassAudience);
    let cursor = Number((job.state as { cursor?: number }).cursor ?? 0);
    const batch = deps.config.NOTIFY_BATCH_SIZE;
    for (;;) {
      if (signal.aborted) throw new JobStopped();
      const last = await sql<{ last: number | null }>`
        select max(id) as last from (select u.id from users u where ${where} and u.id > ${cursor} order by u.id limit ${batch}) s`.execute(deps.db);
      const upTo = last.rows[0]?.last;
      if (upTo === null || upTo === undefined) break;
      const range = sql<boolean>`${where} and u.id > ${cursor} and u.id <= ${Number(upTo)}`;
      await deps.db.transaction().execute(async (trx) => {
        if (channels.includes('in_app')) {
          // The driver's language's text when the notification has one, else the main one.
          await sql`
            insert into user_notifications (user_id, data, mass_notification_id)
            select u.id,
                   jsonb_build_object(
                     'title', coalesce(m.translations -> coalesce(u.locale, 'en') ->> 'title', m.title),
                     'description', coalesce(m.translations -> coalesce(u.locale, 'en') ->> 'body', m.body),
                     'link', m.link),
                   m.id
              from users u cross join mass_notifications m
             where m.id = ${massId} and ${range}
            on conflict (mass_notification_id, user_id) where mass_notification_id is not null do nothing`.execute(trx);
        }
        for (const channel of externalChannels(channels)) {
          await sql`
            insert into notification_deliveries (mass_notification_id, user_id, channel)
            select ${massId}, u.id, ${channel} from users u where ${range}
            on conflict do nothing`.execute(trx);
        }
      });
      cursor = Number(upTo);
      await checkpoint({ cursor });
    }

    const counted = await sql<{ n: number }>`
      select count(*)::int as n from (
        select user_id from user_notifications where mass_notification_id = ${massId}
        union select user_id from notification_deliveries where mass_notification_id = ${massId}) r`.execute(deps.db);
    const recipients = Number(counted.rows[0]?.n ?? 0);
    const external = externalChannels(channels);
    await deps.db
      .updateTable('mass_notifications')
      .set({ recipients, updated_at: new Date().toISOString(), ...(external.length ? {} : { status: 'sent', sent_at: new Date().toISOString() }) })
      .where('id', '=', massId)
      .execute();
    // One delivery job per channel, so a channel that is down waits on its own while the others go out.
    for (const channel of external) await enqueueAt(deps.db, DELIVER_JOB, { massId, channel });
    return { recipients };
  };
}

type DueRow = { user_id: number; attempts: number; email: string; first_name: string; locale: string | null; email_verified_at: string | null };

/** What one user is sent: the text in their language, the link made absolute (a path of the site in their language). */
export function textFor(mass: { title: string; body: string; link: string | null; translations: unknown }, locale: string | null, origin: string) {
  const tr = (mass.translations as Record<string, { title: string; body: string } | undefined>)[locale ?? 'en'];
  const link = mass.link ? (mass.link.startsWith('/') ? `${origin}${pathInLocale(pickLocale(locale ?? 'en'), mass.link)}` : mass.link) : null;
  return { title: tr?.title ?? mass.title, text: htmlToText(tr?.body ?? mass.body), link };
}

/** Marks once the last pending delivery of every channel is settled: sent (or failed when nothing got through). */
async function settle(db: Db, massId: number) {
  const pending = await db.selectFrom('notification_deliveries').select('user_id').where('mass_notification_id', '=', massId).where('status', '=', 'pending').limit(1).executeTakeFirst();
  if (pending) return;
  const counts = await sql<{ sent: number; failed: number; inapp: number }>`
    select (select count(*)::int from notification_deliveries where mass_notification_id = ${massId} and status = 'sent') as sent,
           (select count(*)::int from notification_deliveries where mass_notification_id = ${massId} and status = 'failed') as failed,
           (select count(*)::int from user_notifications where mass_notification_id = ${massId}) as inapp`.execute(db);
  const c = counts.rows[0]!;
  const status = c.sent + c.inapp === 0 && c.failed > 0 ? 'failed' : 'sent';
  await db
    .updateTable('mass_notifications')
    .set({ status, sent_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    .where('id', '=', massId)
    .where('status', '=', 'sending')
    .execute();
}

/**
 * Sends one channel's pending deliveries of a mass notification, 100 at a time (Expo's batch). A failure the service
 * may get over (SMTP down, 429, 5xx) puts the delivery back with a doubling wait until NOTIFY_MAX_ATTEMPTS, and the
 * rest of that batch waits with it instead of each timing out in turn; when only waiting deliveries are left, the
 * job ends and a new one is queued for the earliest of them.
 */
export function deliverHandler(deps: NotifyDeps): JobHandler {
  const { db } = deps;
  const backoff = (attempts: number) => new Date(Date.now() + Math.min(6 * 3600_000, deps.config.NOTIFY_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))).toISOString();

  return async ({ job, checkpoint, signal }) => {
    const { massId, channel } = job.payload as { massId: number; channel: 'email' | 'push' };
    const mass = await db.selectFrom('mass_notifications').select(['id', 'title', 'body', 'link', 'translations', 'status']).where('id', '=', massId).executeTakeFirst();
    if (!mass) return { skipped: 'deleted' };
    let sent = 0;
    let failed = 0;
    let deferred = 0;
    for (;;) {
      if (signal.aborted) throw new JobStopped();
      const due = (await db
        .selectFrom('notification_deliveries as d')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .select(['d.user_id', 'd.attempts', 'u.email', 'u.first_name', 'u.locale', 'u.email_verified_at'])
        .where('d.mass_notification_id', '=', massId)
        .where('d.channel', '=', channel)
        .where('d.status', '=', 'pending')
        .where('d.next_attempt_at', '<=', sql<string>`now()`)
        .orderBy('d.user_id')
        .limit(100)
        .execute()) as DueRow[];
      if (!due.length) break;

      const now = new Date().toISOString();
      /** Writes one delivery's outcome: sent, failed, skipped, or back to wait with a longer pause. */
      const record = async (row: DueRow, r: Result) => {
        const attempts = row.attempts + 1;
        const q = db.updateTable('notification_deliveries').where('mass_notification_id', '=', massId).where('user_id', '=', row.user_id).where('channel', '=', channel);
        if (r.status === 'retry' && attempts < deps.config.NOTIFY_MAX_ATTEMPTS) {
          deferred++;
          await q.set({ attempts, next_attempt_at: backoff(attempts), error: r.error?.slice(0, 500) ?? null, updated_at: now }).execute();
        } else {
          const final = r.status === 'retry' ? 'failed' : r.status;
          if (final === 'sent') sent++;
          if (final === 'failed') failed++;
          await q.set({ status: final, attempts, error: r.error?.slice(0, 500) ?? null, updated_at: now }).execute();
        }
      };
      if (channel === 'email') {
        // Each mail is marked as soon as it is handed over: a process killed mid-batch sends again only the one in flight.
        await sendMails(deps, mass, due, record);
      } else {
        const results = await sendPushes(deps, mass, due);
        for (const row of due) await record(row, results.get(row.user_id) ?? { status: 'retry', error: 'not tried' });
      }
      await checkpoint({ sent, failed, deferred });
    }
    const waiting = await db
      .selectFrom('notification_deliveries')
      .select((eb) => eb.fn.min('next_attempt_at').as('next'))
      .where('mass_notification_id', '=', massId)
      .where('channel', '=', channel)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (waiting?.next) {
      await enqueueAt(db, DELIVER_JOB, { massId, channel }, waiting.next);
      return { sent, failed, deferred, retry_at: waiting.next };
    }
    await settle(db, massId);
    return { sent, failed };
  };
}

type Result = { status: 'sent' | 'failed' | 'skipped' | 'retry'; error?: string };
type MassText = { id: number; title: string; body: string; link: string | null; translations: unknown };

async function sendMails(deps: NotifyDeps, mass: MassText, rows: DueRow[], record: (row: DueRow, r: Result) => Promise<void>): Promise<void> {
  let down: string | null = null;
  const site = await siteSettings(deps.db);
  for (const row of rows) {
    if (!row.email_verified_at) {
      await record(row, { status: 'skipped', error: 'email not verified' });
      continue;
    }
    if (down) {
      // The mail server failed for this batch: the rest wait with it rather than each waiting for its timeout.
      await record(row, { status: 'retry', error: down });
      continue;
    }
    const text = textFor(mass, row.locale, deps.config.publicOrigin);
    const t = mailT(row.locale ?? 'en');
    let outcome: Result;
    try {
      await deps.mailer.send(siteMail(t, site, { to: row.email, subject: mailLine(text.title, 200), name: row.first_name, paragraphs: [text.text, ...(text.link ? [text.link] : [])] }));
      outcome = { status: 'sent' };
    } catch (err) {
      down = `mail: ${(err as Error).message}`.slice(0, 300);
      deps.log.warn({ massId: Number(mass.id), reason: down }, 'mass mail failed; retried later');
      outcome = { status: 'retry', error: down };
    }
    await record(row, outcome);
  }
}

async function sendPushes(deps: NotifyDeps, mass: MassText, rows: DueRow[]): Promise<Map<number, Result>> {
  const { db } = deps;
  const results = new Map<number, Result>();
  const subs = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'kind', 'address', 'keys'])
    .where('user_id', 'in', rows.map((r) => r.user_id))
    .orderBy('id')
    .execute();
  const byUser = new Map<number, typeof subs>();
  for (const s of subs) byUser.set(Number(s.user_id), [...(byUser.get(Number(s.user_id)) ?? []), s]);
  const outcomes = new Map<number, PushOutcome[]>();
  const gone: number[] = [];
  const note = (userId: number, o: PushOutcome) => outcomes.set(userId, [...(outcomes.get(userId) ?? []), o]);
  const payloadOf = new Map<number, PushPayload>();
  for (const row of rows) {
    const text = textFor(mass, row.locale, deps.config.publicOrigin);
    payloadOf.set(row.user_id, { title: text.title, body: text.text.slice(0, 1000), link: text.link });
  }

  // Browsers, one request per subscription.
  for (const s of subs.filter((x) => x.kind === 'web')) {
    const o = await deps.push.sendWeb({ endpoint: s.address, keys: s.keys as { p256dh: string; auth: string } }, payloadOf.get(Number(s.user_id))!);
    if (!o.ok && o.gone) gone.push(Number(s.id));
    note(Number(s.user_id), o);
  }
  // Phones, through Expo in chunks of 100; receipts are read later.
  const expoSubs = subs.filter((x) => x.kind === 'expo');
  if (expoSubs.length) {
    const sentOutcomes = await deps.push.sendExpo(expoSubs.map((s) => ({ token: s.address, payload: payloadOf.get(Number(s.user_id))! })));
    const receipts: { id: string; token: string }[] = [];
    expoSubs.forEach((s, i) => {
      const o = sentOutcomes[i] ?? { ok: false, gone: false, retry: true, error: 'no ticket' };
      if (o.ok && o.receiptId) receipts.push({ id: o.receiptId, token: s.address });
      if (!o.ok && o.gone) gone.push(Number(s.id));
      note(Number(s.user_id), o);
    });
    if (receipts.length) await enqueueAt(db, RECEIPTS_JOB, { receipts }, new Date(Date.now() + deps.config.EXPO_RECEIPT_DELAY_MS));
  }
  if (gone.length) await db.deleteFrom('push_subscriptions').where('id', 'in', gone).execute();

  for (const row of rows) {
    const list = outcomes.get(row.user_id) ?? [];
    if (!list.length) results.set(row.user_id, { status: 'skipped', error: 'no push subscription' });
    else if (list.some((o) => o.ok)) results.set(row.user_id, { status: 'sent' });
    else if (list.some((o) => !o.ok && o.retry)) results.set(row.user_id, { status: 'retry', error: list.map((o) => (o.ok ? '' : o.error)).join('; ') });
    else results.set(row.user_id, { status: 'failed', error: list.map((o) => (o.ok ? '' : o.error)).join('; ') });
  }
  return results;
}

/** Reads Expo's receipts of earlier pushes and removes the tokens of apps no longer installed (DeviceNotRegistered). */
export function receiptsHandler(deps: NotifyDeps): JobHandler {
  return async ({ job }) => {
    const { receipts } = job.payload as { receipts: { id: string; token: string }[] };
    const { unregistered, errors } = await deps.push.expoReceipts(receipts.map((r) => r.id));
    const tokens = receipts.filter((r) => unregistered.includes(r.id)).map((r) => r.token);
    if (tokens.length) await deps.db.deleteFrom('push_subscriptions').where('kind', '=', 'expo').where('address', 'in', tokens).execute();
    return { checked: receipts.length, removed: tokens.length, errors: errors.length };
  };
}
