import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { idParam, messageBody } from '@/api/schemas/common';
import {
  expoTokenInput,
  markAllReadResponse,
  massNotification,
  userNotificationsQuery,
  userNotificationsResponse,
  type UserNotification,
  webPushKey,
  webPushSubscriptionInput,
  webPushUnsubscribeInput,
} from '@/api/schemas/notifications';
import { HttpError, notFound } from '@server/lib/errors';
import { anySignedIn, needs } from '@server/plugins/access';
import { isWebPushEndpoint } from './push';
import { massNotifications } from './resource';

const tags = ['notifications'];

/** The bell's calls (spec section 7 Notifications) and where a user's pushes go. Every call sees the caller's own only. */
export async function userNotificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/notifications', {
    schema: { tags, querystring: userNotificationsQuery, response: { 200: userNotificationsResponse } },
    config: anySignedIn,
  }, async (req) => {
    const userId = req.user!.id;
    const { limit, page, ordering } = req.query;
    const direction = ordering === 'created_at' ? 'asc' : 'desc';
    // Mass mail and push speak the language the driver last used the site in.
    const locale = req.messages.locale;
    const own = app.db.selectFrom('user_notifications').where('user_id', '=', userId);
    // One statement per poll (50 drivers polling is 50 of these at once): the page, both counts and, only when it
    // changed, the driver's language. The counts come first, so an empty or past-the-end page still has them.
    const rows = await app.db
      .with('kept_locale', (db) =>
        db.updateTable('users').set({ locale }).where('id', '=', userId).where(sql<boolean>`locale is distinct from ${locale}`).returning('id'),
      )
      .selectFrom(own.select((eb) => [eb.fn.countAll<number>().as('total'), sql<number>`count(*) filter (where read_at is null)`.as('unread')]).as('counts'))
      .leftJoin(
        own.select(['id', 'data', 'mass_notification_id', 'read_at', 'created_at']).orderBy('created_at', direction).orderBy('id', direction).limit(limit).offset((page - 1) * limit).as('page'),
        (join) => join.onTrue(),
      )
      // After the page is cut: a notification staff sent to many is read in the language of the request when it was
      // written in it (the copy kept is in the language of the driver's last visit when it was sent); English is its
      // main text.
      .leftJoin('mass_notifications as m', 'm.id', 'page.mass_notification_id')
      .select(['counts.total', 'counts.unread', 'page.id', 'page.read_at', 'page.created_at'])
      .select(
        sql<UserNotification['data'] | null>`case when m.id is null then page.data else page.data || jsonb_strip_nulls(jsonb_build_object(
          'title', coalesce(m.translations -> ${locale}::text ->> 'title', case when ${locale}::text = 'en' then m.title end),
          'description', coalesce(m.translations -> ${locale}::text ->> 'body', case when ${locale}::text = 'en' then m.body end))) end`.as('data'),
      )
      .orderBy('page.created_at', direction)
      .orderBy('page.id', direction)
      .execute();
    const counts = rows[0]!;
    const total = Number(counts.total);
    return {
      data: rows.flatMap(({ id, data, read_at, created_at }) => (id === null ? [] : [{ id: Number(id), data: data!, read_at, created_at: created_at! }])),
      unread_notifications: Number(counts.unread),
      meta: { total, page, limit, last_page: Math.max(1, Math.ceil(total / limit)) },
    };
  });

  r.post('/user/notifications/mark-all-as-read', {
    schema: { tags, response: { 200: markAllReadResponse } },
    config: anySignedIn,
  }, async (req) => {
    const res = await app.db
      .updateTable('user_notifications')
      .set({ read_at: new Date().toISOString() })
      .where('user_id', '=', req.user!.id)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return { message: req.messages.t('messages.notificationsRead'), affected: Number(res.numUpdatedRows) };
  });

  /** Stores a push address for the caller; one that was another account's moves to this one (the phone changed hands). */
  const keep = async (userId: number, kind: 'web' | 'expo', address: string, keys: Record<string, string> | null) => {
    await app.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, kind, address, keys: keys ? JSON.stringify(keys) : null })
      .onConflict((oc) => oc.column('address').doUpdateSet({ user_id: userId, kind, keys: keys ? JSON.stringify(keys) : null }))
      .execute();
  };
  const drop = async (userId: number, address: string) => {
    const res = await app.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('address', '=', address).executeTakeFirst();
    return Number(res.numDeletedRows);
  };

  r.post('/user/notifications/expo', {
    schema: { tags, body: expoTokenInput, response: { 200: messageBody } },
    config: anySignedIn,
  }, async (req) => {
    await keep(req.user!.id, 'expo', req.body.token, null);
    return { message: req.messages.t('messages.pushSubscribed') };
  });

  r.delete('/user/notifications/expo', {
    schema: { tags, body: expoTokenInput, response: { 200: messageBody } },
    config: anySignedIn,
  }, async (req) => {
    await drop(req.user!.id, req.body.token);
    return { message: req.messages.t('messages.pushUnsubscribed') };
  });

  r.get('/user/notifications/web-push', {
    schema: { tags, response: { 200: webPushKey } },
    config: anySignedIn,
  }, async () => ({ publicKey: app.push?.publicKey ?? null }));

  r.post('/user/notifications/web-push', {
    schema: { tags, body: webPushSubscriptionInput, response: { 200: messageBody } },
    config: anySignedIn,
  }, async (req) => {
    if (!(app.push ? app.push.acceptsWebEndpoint(req.body.endpoint) : isWebPushEndpoint(req.body.endpoint))) {
      throw new HttpError(422, 'errors.pushEndpointUnknown', { endpoint: ['errors.pushEndpointUnknown'] }, 'push_endpoint_unknown');
    }
    await keep(req.user!.id, 'web', req.body.endpoint, req.body.keys);
    return { message: req.messages.t('messages.pushSubscribed') };
  });

  r.delete('/user/notifications/web-push', {
    schema: { tags, body: webPushUnsubscribeInput, response: { 200: messageBody } },
    config: anySignedIn,
  }, async (req) => {
    await drop(req.user!.id, req.body.endpoint);
    return { message: req.messages.t('messages.pushUnsubscribed') };
  });

  /** Stops a scheduled mass notification before it goes out. */
  r.post('/admin/mass-notifications/:id/cancel', {
    schema: { tags: ['massNotifications'], params: idParam, response: { 200: massNotification } },
    config: needs('change_massnotification'),
  }, async (req) => {
    const row = await app.db.selectFrom('mass_notifications').select('status').where('id', '=', req.params.id).executeTakeFirst();
    if (!row) throw notFound();
    const res = await app.db
      .updateTable('mass_notifications')
      .set({ status: 'cancelled', updated_at: new Date().toISOString() })
      .where('id', '=', req.params.id)
      .where('status', 'in', ['draft', 'scheduled'])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new HttpError(409, 'errors.massNotCancellable', undefined, 'not_cancellable');
    const [rec] = await massNotifications.toRecords!(app.db, [await app.db.selectFrom('mass_notifications').selectAll().where('id', '=', req.params.id).executeTakeFirstOrThrow()], req.user);
    return rec;
  });
}
