import { sql } from 'kysely';
import { z } from 'zod';
import { massNotification, massNotificationInput, massStatuses, sendAtPassed, type MassAudience, type MassChannel, type MassNotificationInput } from '@/api/schemas/notifications';
import type { Db } from '@server/db';
import { HttpError, fieldError } from '@server/lib/errors';
import { sanitizeRichText } from '@server/lib/html';
import { defineResource } from '@server/plugins/crud';
import { FANOUT_JOB, enqueueAt } from './fanout';

type Translations = Record<string, { title: string; body: string }>;

/** Bodies keep only the allowlist's HTML, in every language. */
const cleanTranslations = (t: Translations | undefined): Translations =>
  Object.fromEntries(Object.entries(t ?? {}).map(([lng, v]) => [lng, { title: v.title, body: sanitizeRichText(v.body) }]));

/** The columns one input writes: `send` says draft, now or at `send_at`, and a scheduled one gets its fan-out job. */
function columnsOf(input: Partial<MassNotificationInput> & { send?: 'draft' | 'now' | 'later' }) {
  const out: Record<string, unknown> = {};
  if (input.title !== undefined) out.title = input.title;
  if (input.body !== undefined) out.body = sanitizeRichText(input.body);
  if (input.link !== undefined) out.link = input.link ?? null;
  if (input.translations !== undefined) out.translations = JSON.stringify(cleanTranslations(input.translations as Translations));
  if (input.audience !== undefined) out.audience = JSON.stringify(input.audience);
  if (input.channels !== undefined) out.channels = JSON.stringify([...new Set(input.channels)]);
  if (input.send === 'draft') Object.assign(out, { status: 'draft', send_at: null });
  if (input.send === 'now') Object.assign(out, { status: 'scheduled', send_at: new Date().toISOString() });
  if (input.send === 'later') Object.assign(out, { status: 'scheduled', send_at: input.send_at });
  return out;
}

/** Delivered (in-app rows plus mail and push sent), failed and read counts of the given mass notifications. */
async function countsOf(db: Db, ids: number[]) {
  const counts = new Map<number, { delivered: number; failed: number; read: number }>();
  if (!ids.length) return counts;
  const inApp = await db
    .selectFrom('user_notifications')
    .select(['mass_notification_id as id', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`count(read_at)`.as('read')])
    .where('mass_notification_id', 'in', ids)
    .groupBy('mass_notification_id')
    .execute();
  const external = await db
    .selectFrom('notification_deliveries')
    .select(['mass_notification_id as id', sql<number>`count(*) filter (where status = 'sent')`.as('sent'), sql<number>`count(*) filter (where status = 'failed')`.as('failed')])
    .where('mass_notification_id', 'in', ids)
    .groupBy('mass_notification_id')
    .execute();
  for (const id of ids) counts.set(id, { delivered: 0, failed: 0, read: 0 });
  for (const r of inApp) Object.assign(counts.get(Number(r.id))!, { delivered: Number(r.n), read: Number(r.read) });
  for (const r of external) {
    const c = counts.get(Number(r.id))!;
    c.delivered += Number(r.sent);
    c.failed += Number(r.failed);
  }
  return counts;
}

export const massNotifications = defineResource({
  name: 'massNotifications',
  mounts: [{ path: '/admin/mass-notifications' }],
  table: 'mass_notifications',
  model: 'massnotification',
  record: massNotification,
  create: massNotificationInput,
  update: massNotificationInput,
  search: ['mass_notifications.title'],
  ordering: {
    id: 'mass_notifications.id',
    title: 'mass_notifications.title',
    status: 'mass_notifications.status',
    send_at: 'mass_notifications.send_at',
    created_at: 'mass_notifications.created_at',
  },
  defaultOrdering: '-created_at',
  filters: {
    status: { schema: z.enum(massStatuses), apply: (q, v: string) => q.where('mass_notifications.status', '=', v as never) },
  },
  async toRecords(db, rows) {
    const counts = await countsOf(db, rows.map((r) => Number(r.id)));
    return rows.map((r) => ({
      id: Number(r.id),
      title: r.title,
      body: r.body,
      link: r.link,
      translations: r.translations,
      audience: r.audience as MassAudience,
      channels: r.channels as MassChannel[],
      status: r.status,
      send_at: r.send_at,
      sent_at: r.sent_at,
      recipients: Number(r.recipients),
      ...counts.get(Number(r.id))!,
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  },
  async insert(db, input) {
    const row = await db.insertInto('mass_notifications').values(columnsOf(input) as never).returning(['id', 'status', 'send_at']).executeTakeFirstOrThrow();
    // In the same transaction: a scheduled notification always has its job, due at its time, on any process.
    if (row.status === 'scheduled') await enqueueAt(db, FANOUT_JOB, { massId: Number(row.id) }, row.send_at);
    return Number(row.id);
  },
  async write(db, id, input) {
    const current = await db.selectFrom('mass_notifications').select('status').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
    // Once it is going out, what was sent stays as it was sent.
    if (current.status !== 'draft' && current.status !== 'scheduled') throw new HttpError(409, 'errors.massNotEditable', undefined, 'not_editable');
    // PATCH's fields are each optional, and the schema's "later needs a time" rule is not checked for it: checked here.
    let change = input;
    if (input.send === undefined && input.send_at !== undefined) {
      // A new time alone moves a scheduled notification; a draft is scheduled only when told to (send: later).
      if (current.status !== 'scheduled') throw fieldError('send', 'required', undefined, 400);
      change = { ...input, send: 'later' };
    }
    if (change.send === 'later' && !change.send_at) throw fieldError('send_at', 'required', undefined, 400);
    if (change.send === 'later' && change.send_at && sendAtPassed(change.send_at)) throw fieldError('send_at', 'not_past', undefined, 400);
    const cols = columnsOf(change);
    if (!Object.keys(cols).length) return;
    await db.updateTable('mass_notifications').set({ ...cols, updated_at: sql`now()` } as never).where('id', '=', id).execute();
    if (cols.status === 'scheduled') await enqueueAt(db, FANOUT_JOB, { massId: id }, cols.send_at as string);
  },
  async remove(db, id) {
    // What went out stays: the drivers' copies (and the counts) would go with the row.
    const gone = await db.deleteFrom('mass_notifications').where('id', '=', id).where('status', 'in', ['draft', 'scheduled', 'cancelled']).returning('id').executeTakeFirst();
    if (!gone) throw new HttpError(409, 'errors.massNotEditable', undefined, 'not_editable');
  },
  adminSearch: {
    slug: 'massnotifications',
    title: 'search.massnotifications',
    match: ['mass_notifications.title'],
    prefix: 'mass_notifications.title',
    orderBy: 'mass_notifications.title',
    select: (q) => q.select(['mass_notifications.id', 'mass_notifications.title as name', 'mass_notifications.status']),
  },
});
