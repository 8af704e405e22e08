import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushSimulator, type PushSimulator } from '@server/modules/notifications/simulator';
import { setupTestApp, type SignedIn, type TestContext } from './harness';
import { browserSubscription, simulatedPush } from './pushFixtures';

const addNotification = (t: TestContext, userId: number, title: string, at: string, read = false) =>
  t.db
    .insertInto('user_notifications')
    .values({ user_id: userId, data: JSON.stringify({ title, description: `<p>${title}</p>`, link: null }), read_at: read ? at : null, created_at: at })
    .execute();

describe('user notifications (the bell)', () => {
  let t: TestContext;
  let sim: PushSimulator;
  let driver: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    sim = await startPushSimulator();
    t = await setupTestApp({}, { push: simulatedPush(sim), runWorker: false });
    driver = await t.signedIn({ email: 'bell@example.com', role: 'Trucker' });
    other = await t.signedIn({ email: 'other-bell@example.com', role: 'Trucker' });
    for (let i = 0; i < 23; i++) await addNotification(t, driver.id, `Note ${i}`, new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(), i < 3);
    await addNotification(t, other.id, 'Not yours', new Date().toISOString());
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/notifications' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/user/notifications/mark-all-as-read' })).statusCode).toBe(401);
  });

  it('lists the own notifications newest first, 10 a page, with the unread count and meta', async () => {
    const res = await t.request({ method: 'GET', url: '/api/user/notifications?limit=10&page=1', token: driver.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.data[0].data.title).toBe('Note 22');
    expect(body.data[9].data.title).toBe('Note 13');
    expect(body.unread_notifications).toBe(20);
    expect(body.meta).toEqual({ total: 23, page: 1, limit: 10, last_page: 3 });
    const page3 = (await t.request({ method: 'GET', url: '/api/user/notifications?limit=10&page=3', token: driver.auth })).json();
    expect(page3.data.map((n: { data: { title: string } }) => n.data.title)).toEqual(['Note 2', 'Note 1', 'Note 0']);
    const oldest = (await t.request({ method: 'GET', url: '/api/user/notifications?limit=2&ordering=created_at', token: driver.auth })).json();
    expect(oldest.data.map((n: { data: { title: string } }) => n.data.title)).toEqual(['Note 0', 'Note 1']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never shows another user\'s notifications', async () => {
    const all = (await t.request({ method: 'GET', url: '/api/user/notifications?limit=50', token: driver.auth })).json();
    expect(all.data.some((n: { data: { title: string } }) => n.data.title === 'Not yours')).toBe(false);
    const theirs = (await t.request({ method: 'GET', url: '/api/user/notifications', token: other.auth })).json();
    expect(theirs.data.map((n: { data: { title: string } }) => n.data.title)).toEqual(['Not yours']);
    expect(theirs.unread_notifications).toBe(1);
  });

  it('answers the counts on a page past the end, and an empty list to a user with none', async () => {
    const past = (await t.request({ method: 'GET', url: '/api/user/notifications?limit=10&page=9', token: driver.auth })).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ total: 23, page: 9, limit: 10, last_page: 3 });
    expect(past.unread_notifications).toBe(20);
    const nobody = await t.signedIn({ email: 'no-bell@example.com', role: 'Trucker' });
    const none = (await t.request({ method: 'GET', url: '/api/user/notifications', token: nobody.auth })).json();
    expect(none).toEqual({ data: [], unread_notifications: 0, meta: { total: 0, page: 1, limit: 10, last_page: 1 } });
  });

  it('refuses bad paging', async () => {
    expect((await t.request({ method: 'GET', url: '/api/user/notifications?limit=0', token: driver.auth })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/user/notifications?ordering=title', token: driver.auth })).statusCode).toBe(400);
  });

  it('marks all as read, the caller\'s only', async () => {
    const res = await t.request({ method: 'POST', url: '/api/user/notifications/mark-all-as-read', token: driver.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().affected).toBe(20);
    expect((await t.request({ method: 'GET', url: '/api/user/notifications', token: driver.auth })).json().unread_notifications).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/user/notifications', token: other.auth })).json().unread_notifications).toBe(1);
  });

  it('keeps the language the driver uses', async () => {
    // Kept by the list call itself, before it answers.
    expect((await t.request({ method: 'GET', url: '/api/user/notifications', token: other.auth, headers: { 'accept-language': 'de-DE,de;q=0.9' } })).statusCode).toBe(200);
    const row = await t.db.selectFrom('users').select('locale').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(row.locale).toBe('de');
  });

  it('stores and removes an Expo push token (POST/DELETE /user/notifications/expo)', async () => {
    const token = 'ExponentPushToken[abcDEF123_-]';
    expect((await t.request({ method: 'POST', url: '/api/user/notifications/expo', token: driver.auth, payload: { token: 'not-a-token' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/user/notifications/expo', token: driver.auth, payload: { token } })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/user/notifications/expo', token: driver.auth, payload: { token } })).statusCode).toBe(200);
    let rows = await t.db.selectFrom('push_subscriptions').selectAll().where('address', '=', token).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.user_id)).toBe(driver.id);
    // Another account cannot remove it.
    await t.request({ method: 'DELETE', url: '/api/user/notifications/expo', token: other.auth, payload: { token } });
    expect(await t.db.selectFrom('push_subscriptions').selectAll().where('address', '=', token).execute()).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: '/api/user/notifications/expo', token: driver.auth, payload: { token } })).statusCode).toBe(200);
    rows = await t.db.selectFrom('push_subscriptions').selectAll().where('address', '=', token).execute();
    expect(rows).toHaveLength(0);
  });

  it('gives the VAPID key and stores a browser subscription', async () => {
    const key = await t.request({ method: 'GET', url: '/api/user/notifications/web-push', token: driver.auth });
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const sub = browserSubscription(sim);
    expect((await t.request({ method: 'POST', url: '/api/user/notifications/web-push', token: driver.auth, payload: { ...sub, endpoint: 'javascript:alert(1)' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/api/user/notifications/web-push', token: driver.auth, payload: sub })).statusCode).toBe(200);
    expect(await t.db.selectFrom('push_subscriptions').select('kind').where('address', '=', sub.endpoint).executeTakeFirst()).toEqual({ kind: 'web' });
    expect((await t.request({ method: 'DELETE', url: '/api/user/notifications/web-push', token: driver.auth, payload: { endpoint: sub.endpoint } })).statusCode).toBe(200);
    expect(await t.db.selectFrom('push_subscriptions').select('kind').where('address', '=', sub.endpoint).executeTakeFirst()).toBeUndefined();
  });

  it('takes only endpoints of the browsers\' push services, and never sends to any other address', async () => {
    const { keys } = browserSubscription(sim);
    const subscribe = (endpoint: string) => t.request({ method: 'POST', url: '/api/user/notifications/web-push', token: driver.auth, payload: { endpoint, keys } });
    // Loopback (not the simulator's origin), a private network, a cloud metadata address, a look-alike host, plain http.
    for (const endpoint of [
      'http://127.0.0.1:3998/internal/admin-only?x=1',
      `${sim.origin.replace(/:\d+$/, ':1')}/webpush/x`,
      'https://10.0.0.5/push',
      'http://169.254.169.254/latest/meta-data/',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const res = await subscribe(endpoint);
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json()).toMatchObject({ code: 'push_endpoint_unknown', message: "This browser's push service is not one RigRest sends notifications to" });
    }
    expect(await t.db.selectFrom('push_subscriptions').select('address').where('kind', '=', 'web').execute()).toEqual([]);
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc:def', 'https://updates.push.services.mozilla.com/wpush/v2/x', 'https://web.push.apple.com/QG9f', 'https://wns2-by3p.notify.windows.com/w/?token=x']) {
      expect((await subscribe(endpoint)).statusCode, endpoint).toBe(200);
    }
    await t.db.deleteFrom('push_subscriptions').where('user_id', '=', driver.id).execute();

    // One stored before endpoints were checked is not sent to either: the adapter refuses it as gone.
    const hits: string[] = [];
    const listener = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/internal`;
      const outcome = await simulatedPush(sim).sendWeb({ endpoint, keys }, { title: 'x', body: 'y', link: null });
      expect(outcome).toMatchObject({ ok: false, gone: true, retry: false });
      expect(hits).toEqual([]);
    } finally {
      listener.close();
    }
  });
});
