import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '@server/jobs/queue';
import { DELIVER_JOB, FANOUT_JOB, deliverHandler, fanoutHandler } from '@server/modules/notifications/fanout';
import { startPushSimulator, type PushSimulator } from '@server/modules/notifications/simulator';
import { memoryMailer, setupTestApp, type SignedIn, type TestContext } from './harness';
import { addTestHotel } from './hotelFixtures';
import { browserSubscription, simulatedPush } from './pushFixtures';
import { waitFor } from './waitFor';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const xssPayloads = [
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<svg onload="alert(1)"><circle r="5"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">hi</p>',
  '<div style="width: expression(alert(1))">css</div>',
  '<script>alert(1)</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
];

describe('mass notifications', () => {
  let t: TestContext;
  let sim: PushSimulator;
  let staff: SignedIn;
  let viewer: SignedIn;
  let drivers: SignedIn[];
  const logLines: string[] = [];

  beforeAll(async () => {
    sim = await startPushSimulator();
    t = await setupTestApp(
      { NOTIFY_BATCH_SIZE: '7', NOTIFY_RETRY_BASE_MS: '50', EXPO_RECEIPT_DELAY_MS: '0', LOG_LEVEL: 'warn' },
      { push: simulatedPush(sim), jobPollMs: 20, logStream: { write: (line: string) => void logLines.push(line) } },
    );
    staff = await t.signedIn({ email: 'mass-staff@example.com', role: 'Admin' });
    await t.createRole('Notification viewer', ['access_admin_dashboard', 'view_massnotification']);
    viewer = await t.signedIn({ email: 'mass-viewer@example.com', role: 'Notification viewer' });
    drivers = [];
    for (let i = 0; i < 12; i++) drivers.push(await t.signedIn({ email: `mass-driver-${i}@example.com`, role: 'Trucker', first_name: `Driver${i}` }));
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  const create = (body: Record<string, unknown>, auth = staff.auth) => t.request({ method: 'POST', url: '/api/admin/mass-notifications', token: auth, payload: body });
  const get = async (id: number) => (await t.request({ method: 'GET', url: `/api/admin/mass-notifications/${id}`, token: staff.auth })).json();
  const truckers = async () =>
    Number(
      (
        await t.db
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .innerJoin('users', 'users.id', 'user_roles.user_id')
          .where('roles.name', '=', 'Trucker')
          .where('users.is_active', '=', true)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('needs the permission codenames', async () => {
    const body = { title: 'Hi', body: '<p>x</p>', audience: { type: 'all' }, channels: ['in_app'] };
    expect((await create(body, drivers[0]!.auth)).statusCode).toBe(403);
    expect((await create(body, viewer.auth)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/mass-notifications', token: viewer.auth })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/admin/mass-notifications' })).statusCode).toBe(401);
  });

  it('keeps only the allowlist of HTML, whatever the payload', async () => {
    for (const payload of xssPayloads) {
      const res = await create({ title: 'XSS', body: `<p>ok</p>${payload}`, audience: { type: 'all' }, channels: ['in_app'], translations: { de: { title: 'XSS', body: payload } } });
      expect(res.statusCode, payload).toBe(201);
      const rec = res.json();
      for (const html of [rec.body, rec.translations.de.body]) {
        expect(html, payload).not.toMatch(/<(script|img|svg|iframe|math|style|div)\b/i);
        expect(html, payload).not.toMatch(/\son\w+\s*=|javascript:|data:|expression\(|style=/i);
      }
      expect(rec.body).toContain('<p>ok</p>');
    }
    const link = await create({ title: 'Link', body: '<a href="https://example.com/a" onclick="x()">a</a>', audience: { type: 'all' }, channels: ['in_app'] });
    expect(link.json().body).toBe('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">a</a>');
    expect((await create({ title: 'Bad link', body: 'x', link: 'javascript:alert(1)', audience: { type: 'all' }, channels: ['in_app'] })).statusCode).toBe(400);
  });

  it('is found by the global search (group massnotifications)', async () => {
    await create({ title: 'Winter road closures', body: 'x', audience: { type: 'all' }, channels: ['in_app'] });
    const res = await t.request({ method: 'GET', url: '/api/admin/search?q=winter road', token: staff.auth });
    const group = res.json().data.find((g: { slug: string }) => g.slug === 'massnotifications');
    expect(group.data[0]).toMatchObject({ name: 'Winter road closures', status: 'draft' });
  });

  it('sends to every driver exactly once, in-app, by email and by push, and counts it', async () => {
    const webSub = browserSubscription(sim);
    await t.request({ method: 'POST', url: '/api/user/notifications/web-push', token: drivers[0]!.auth, payload: webSub });
    await t.request({ method: 'POST', url: '/api/user/notifications/expo', token: drivers[1]!.auth, payload: { token: 'ExponentPushToken[driver1phone]' } });
    // The driver's language: German text for a German reader.
    await t.db.updateTable('users').set({ locale: 'de' }).where('id', '=', drivers[2]!.id).execute();
    const mailsBefore = t.mail.sent.length;
    const res = await create({
      title: 'Storm warning',
      body: '<p>Ice on <strong>I-80</strong></p>',
      link: '/hotels',
      translations: { de: { title: 'Sturmwarnung', body: '<p>Glatteis auf der I-80</p>' } },
      audience: { type: 'all' },
      channels: ['in_app', 'email', 'push'],
      send: 'now',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    const done = await waitFor('sent', async () => {
      const rec = await get(id);
      return rec.status === 'sent' ? rec : null;
    });
    const n = await truckers();
    expect(done.recipients).toBe(n);
    const inApp = await t.db.selectFrom('user_notifications').select(['user_id', 'data']).where('mass_notification_id', '=', id).execute();
    expect(inApp).toHaveLength(n);
    expect(new Set(inApp.map((r) => r.user_id)).size).toBe(n);
    const german = inApp.find((r) => Number(r.user_id) === drivers[2]!.id)!;
    expect(german.data.title).toBe('Sturmwarnung');
    const mails = t.mail.sent.slice(mailsBefore).filter((m) => m.subject === 'Storm warning' || m.subject === 'Sturmwarnung');
    expect(mails).toHaveLength(n);
    expect(mails.find((m) => m.to === drivers[2]!.email)!.subject).toBe('Sturmwarnung');
    expect(mails[0]!.text).toContain('Ice on I-80');
    // The link leads to the page in the reader's language: /de/hotels for the German driver, /hotels for the others.
    expect(mails.find((m) => m.to === drivers[2]!.email)!.text).toMatch(/^http:\/\/localhost[^\s]*\/de\/hotels$/m);
    expect(mails.find((m) => m.to === drivers[3]!.email)!.text).toMatch(/^http:\/\/localhost[^\s/]*\/hotels$/m);
    expect(mails[0]!.text).not.toContain('<');
    expect(sim.received.web.filter((w) => w.endpoint === webSub.endpoint)).toHaveLength(1);
    expect(sim.received.expo.filter((e) => e.to === 'ExponentPushToken[driver1phone]')).toEqual([{ to: 'ExponentPushToken[driver1phone]', title: 'Storm warning', body: 'Ice on I-80' }]);
    // Delivered: every in-app row, every mail, the two pushes; the drivers without a device are skipped, not failed.
    expect(done.delivered).toBe(n + n + 2);
    expect(done.failed).toBe(0);
    // The driver's bell shows it, and reading it counts.
    const bell = (await t.request({ method: 'GET', url: '/api/user/notifications', token: drivers[0]!.auth })).json();
    expect(bell.data[0].data).toMatchObject({ title: 'Storm warning', link: '/hotels' });
    // The bell reads it in the page's language when staff wrote it in that one, whatever the copy kept was sent in.
    const bellIn = async (driver: number, language: string) =>
      (await t.request({ method: 'GET', url: '/api/user/notifications', token: drivers[driver]!.auth, headers: { 'accept-language': language } })).json().data[0].data;
    expect(await bellIn(0, 'de')).toMatchObject({ title: 'Sturmwarnung', description: '<p>Glatteis auf der I-80</p>', link: '/hotels' });
    expect(await bellIn(2, 'en')).toMatchObject({ title: 'Storm warning', description: '<p>Ice on <strong>I-80</strong></p>' });
    // Not written in French: the copy kept (German for the German driver).
    expect(await bellIn(2, 'fr')).toMatchObject({ title: 'Sturmwarnung' });
    await t.request({ method: 'POST', url: '/api/user/notifications/mark-all-as-read', token: drivers[0]!.auth });
    expect((await get(id)).read).toBe(1);
    expect((await t.request({ method: 'PUT', url: `/api/admin/mass-notifications/${id}`, token: staff.auth, payload: { title: 'x', body: 'x', audience: { type: 'all' }, channels: ['in_app'] } })).statusCode).toBe(409);
    // Nor can it be deleted: the drivers keep their copies.
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/mass-notifications/${id}`, token: staff.auth });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().code).toBe('not_editable');
    expect(await t.db.selectFrom('user_notifications').select('id').where('mass_notification_id', '=', id).execute()).toHaveLength(n);
  });

  it('deletes a draft', async () => {
    const res = await create({ title: 'Draft only', body: '<p>x</p>', audience: { type: 'all' }, channels: ['in_app'], send: 'draft' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    expect((await t.request({ method: 'DELETE', url: `/api/admin/mass-notifications/${id}`, token: staff.auth })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/admin/mass-notifications/${id}`, token: staff.auth })).statusCode).toBe(404);
  });

  it('reaches the drivers with a booking at a hotel in a state only', async () => {
    const state = await t.db.selectFrom('states').innerJoin('countries', 'countries.id', 'states.country_id').select(['states.id', 'states.code', 'countries.name as country']).where('countries.iso2', '=', 'US').where('states.code', '=', 'TX').executeTakeFirstOrThrow();
    const hotel = await addTestHotel(t.db, { name: 'Mass Test Inn', city: 'Dallas', province: 'TX', country: state.country });
    const room = { id: hotel.roomId };
    // A booking elsewhere does not count.
    const other = await addTestHotel(t.db, { name: 'Elsewhere Inn', city: 'Tulsa', province: 'OK', country: state.country });
    await t.db
      .insertInto('bookings')
      .values({
        confirmation_code: `RRMS${String(Date.now()).slice(-6)}`,
        user_id: drivers[5]!.id,
        hotel_id: hotel.id,
        room_id: room.id,
        checkin_date: '2026-12-01',
        checkout_date: '2026-12-02',
        nights: 1,
        rooms: 1,
        adults: 1,
        status: 'confirmed',
        currency: 'USD',
        total_minor: 8900,
        nightly: '[]',
        guest: '{}',
        truck: '{}',
        special_requests: null,
        cancel_policy: null,
        supplier: 'local',
        rate_id: null,
        supplier_res_id: null,
        derby_res_id: null,
        failure_reason: null,
        idempotency_key: `k-${Date.now()}`,
        request_hash: 'h',
        confirmed_at: null,
        cancelled_at: null,
        failed_at: null,
      } as never)
      .execute();
    await t.db
      .insertInto('bookings')
      .values({ ...(await t.db.selectFrom('bookings').selectAll().where('user_id', '=', drivers[5]!.id).executeTakeFirstOrThrow()), id: undefined, user_id: drivers[9]!.id, hotel_id: other.id, room_id: other.roomId, confirmation_code: `RROT${String(Date.now()).slice(-6)}`, idempotency_key: `o-${Date.now()}`, nightly: '[]', guest: '{}', truck: '{}' } as never)
      .execute();
    const res = await create({ title: 'Texas only', body: 'x', audience: { type: 'bookings', state_id: state.id }, channels: ['in_app'], send: 'now' });
    const id = res.json().id as number;
    await waitFor('sent', async () => (await get(id)).status === 'sent');
    const rows = await t.db.selectFrom('user_notifications').select('user_id').where('mass_notification_id', '=', id).execute();
    expect(rows.map((r) => Number(r.user_id))).toEqual([drivers[5]!.id]);
  });

  it('retries a channel that is down with backoff, without holding up the others; removes dead push addresses', async () => {
    const live = browserSubscription(sim);
    const expired = browserSubscription(sim);
    await t.request({ method: 'POST', url: '/api/user/notifications/web-push', token: drivers[3]!.auth, payload: live });
    await t.request({ method: 'POST', url: '/api/user/notifications/web-push', token: drivers[4]!.auth, payload: expired });
    await t.request({ method: 'POST', url: '/api/user/notifications/expo', token: drivers[6]!.auth, payload: { token: 'ExponentPushToken[Unregistered6]' } });
    // The push service answers 503 twice, then 410 for the next (the expired one), then accepts.
    sim.inject({ service: 'web', status: 503, times: 2 });
    // SMTP is down for the first five mails.
    const realSend = t.mail.send.bind(t.mail);
    let refused = 0;
    t.mail.send = async (mail) => {
      if (refused < 5) {
        refused++;
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      }
      return realSend(mail);
    };
    try {
      const res = await create({
        title: 'Parking update',
        body: 'x',
        audience: { type: 'users', user_ids: [drivers[3]!.id, drivers[4]!.id, drivers[6]!.id, drivers[7]!.id] },
        channels: ['email', 'push'],
        send: 'now',
      });
      const id = res.json().id as number;
      const done = await waitFor('sent', async () => {
        const rec = await get(id);
        return rec.status === 'sent' ? rec : null;
      });
      expect(refused).toBe(5);
      // The log says which mass notification's mail failed.
      const mailWarnings = logLines.map((l) => JSON.parse(l) as { msg?: string; massId?: number }).filter((l) => l.msg === 'mass mail failed; retried later');
      expect(mailWarnings.length).toBeGreaterThan(0);
      expect(mailWarnings.every((l) => l.massId === id)).toBe(true);
      const deliveries = await t.db.selectFrom('notification_deliveries').selectAll().where('mass_notification_id', '=', id).orderBy('user_id').orderBy('channel').execute();
      const email = deliveries.filter((d) => d.channel === 'email');
      expect(email.map((d) => d.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
      expect(Math.max(...email.map((d) => d.attempts))).toBeGreaterThan(1);
      const push = Object.fromEntries(deliveries.filter((d) => d.channel === 'push').map((d) => [Number(d.user_id), d]));
      expect(push[drivers[3]!.id]!.status).toBe('sent');
      expect(push[drivers[3]!.id]!.attempts).toBeGreaterThan(1);
      expect(push[drivers[7]!.id]!.status).toBe('skipped');
      expect(sim.received.web.filter((w) => w.endpoint === live.endpoint)).toHaveLength(1);
      expect(done.delivered).toBeGreaterThanOrEqual(5);
      // Expo said DeviceNotRegistered in its receipt: the token is gone.
      await waitFor('unregistered token removed', async () => !(await t.db.selectFrom('push_subscriptions').select('id').where('address', '=', 'ExponentPushToken[Unregistered6]').executeTakeFirst()));
    } finally {
      t.mail.send = realSend;
    }
    // A 410 Gone removes the subscription.
    sim.inject({ service: 'web', status: 410, times: 1 });
    const res = await create({ title: 'Gone', body: 'x', audience: { type: 'users', user_ids: [drivers[4]!.id] }, channels: ['push'], send: 'now' });
    const id = res.json().id as number;
    const done = await waitFor('settled', async () => {
      const rec = await get(id);
      return rec.status === 'sent' || rec.status === 'failed' ? rec : null;
    });
    expect(done.status).toBe('failed');
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('address', '=', expired.endpoint).executeTakeFirst()).toBeUndefined();
  });

  it('schedules, cancels, and sends at the given time', async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const res = await create({ title: 'Tomorrow', body: 'x', audience: { type: 'all' }, channels: ['in_app'], send: 'later', send_at: later });
    const id = res.json().id as number;
    expect(res.json()).toMatchObject({ status: 'scheduled' });
    expect((await create({ title: 'No time', body: 'x', audience: { type: 'all' }, channels: ['in_app'], send: 'later' })).statusCode).toBe(400);
    const cancelled = await t.request({ method: 'POST', url: `/api/admin/mass-notifications/${id}/cancel`, token: staff.auth });
    expect(cancelled.json().status).toBe('cancelled');
    expect((await t.request({ method: 'POST', url: `/api/admin/mass-notifications/${id}/cancel`, token: staff.auth })).statusCode).toBe(409);

    const soon = new Date(Date.now() + 1500).toISOString();
    const second = (await create({ title: 'In a moment', body: 'x', audience: { type: 'users', user_ids: [drivers[8]!.id] }, channels: ['in_app'], send: 'later', send_at: soon })).json();
    await sleep(300);
    expect((await get(second.id)).status).toBe('scheduled');
    await waitFor('sent at its time', async () => (await get(second.id)).status === 'sent');
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(soon));
  });
});

describe('mass notification fan-out after a crash', () => {
  let t: TestContext;
  let sim: PushSimulator;
  let staff: SignedIn;

  beforeAll(async () => {
    sim = await startPushSimulator();
    t = await setupTestApp({ NOTIFY_BATCH_SIZE: '5' }, { push: simulatedPush(sim), runWorker: false });
    staff = await t.signedIn({ email: 'crash-staff@example.com', role: 'Admin' });
    for (let i = 0; i < 23; i++) await t.signedIn({ email: `crash-driver-${i}@example.com`, role: 'Trucker' });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  it('resumes from its last checkpoint and gives every recipient exactly one of each channel', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/mass-notifications',
      token: staff.auth,
      payload: { title: 'Crash test', body: 'x', audience: { type: 'all' }, channels: ['in_app', 'email'], send: 'now' },
    });
    const id = res.json().id as number;
    const deps = { db: t.db, mailer: t.mail, push: t.app.push!, log: t.app.log, config: t.config };
    // The first process: its lease is short, and it dies after the third batch was written but before it was saved.
    const first = createJobQueue(t.db, { workerId: 'doomed', leaseMs: 300 });
    const job = (await first.claim([FANOUT_JOB]))!;
    expect(job).toBeTruthy();
    let batches = 0;
    const killed = new Error('SIGKILL');
    await expect(
      fanoutHandler(deps)({
        job,
        checkpoint: async (state) => {
          if (++batches === 3) throw killed;
          await first.checkpoint(job.id, state);
        },
        signal: new AbortController().signal,
      }),
    ).rejects.toBe(killed);
    const partial = await t.db.selectFrom('user_notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('mass_notification_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(partial.n)).toBe(15);
    // Nobody else may take it while the lease holds; after it lapses, a restarted process does, from the checkpoint.
    const second = createJobQueue(t.db, { workerId: 'restarted' });
    expect(await second.claim([FANOUT_JOB])).toBeNull();
    await sleep(400);
    const resumed = (await second.claim([FANOUT_JOB]))!;
    expect(resumed.id).toBe(job.id);
    expect(resumed.state).toEqual({ cursor: expect.any(Number) });
    const result = await fanoutHandler(deps)({ job: resumed, checkpoint: (s) => second.checkpoint(resumed.id, s), signal: new AbortController().signal });
    await second.complete(resumed.id, result as Record<string, unknown>);

    const total = Number(
      (
        await t.db
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .where('roles.name', '=', 'Trucker')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(result).toEqual({ recipients: total });
    const inApp = await t.db.selectFrom('user_notifications').select('user_id').where('mass_notification_id', '=', id).execute();
    expect(inApp).toHaveLength(total);
    expect(new Set(inApp.map((r) => r.user_id)).size).toBe(total);
    const email = await t.db.selectFrom('notification_deliveries').select('user_id').where('mass_notification_id', '=', id).where('channel', '=', 'email').execute();
    expect(email).toHaveLength(total);
    // A stale copy of the job (the doomed process waking up) does nothing.
    expect(await fanoutHandler(deps)({ job: { ...job, id: job.id + 100000 }, checkpoint: async () => {}, signal: new AbortController().signal })).toEqual({ skipped: 'sending' });
  });
  it('marks each mail sent as soon as it is handed over: a process dying mid-batch sends again only the one in flight', async () => {
    const ids = (await t.db.selectFrom('users').select('id').where('email', 'like', 'crash-driver-%').orderBy('id').limit(4).execute()).map((u) => Number(u.id));
    const res = await t.request({ method: 'POST', url: '/api/admin/mass-notifications', token: staff.auth, payload: { title: 'Mail crash', body: 'x', audience: { type: 'users', user_ids: ids }, channels: ['email'], send: 'now' } });
    const id = res.json().id as number;
    const base = { db: t.db, push: t.app.push!, log: t.app.log, config: t.config };
    // This notification's jobs (an earlier test left another's delivery queued).
    const jobOf = (kind: string) => t.db.selectFrom('jobs').selectAll().where('kind', '=', kind).where(sql<boolean>`payload @> ${JSON.stringify({ massId: id })}::jsonb`).executeTakeFirstOrThrow();
    await fanoutHandler({ ...base, mailer: t.mail })({ job: await jobOf(FANOUT_JOB), checkpoint: async () => {}, signal: new AbortController().signal });

    // The first process hands two mails over, then hangs on the third for good (as if killed there).
    const delivered = memoryMailer();
    let handed = 0;
    const dying = { send: async (mail: Parameters<typeof delivered.send>[0]) => (++handed <= 2 ? delivered.send(mail) : new Promise<void>(() => {})) };
    const job = await jobOf(DELIVER_JOB);
    void deliverHandler({ ...base, mailer: dying })({ job, checkpoint: async () => {}, signal: new AbortController().signal });
    await waitFor('the third mail in flight', async () => handed === 3);
    const rows = async () => (await t.db.selectFrom('notification_deliveries').select(['user_id', 'status']).where('mass_notification_id', '=', id).orderBy('user_id').execute()).map((r) => r.status);
    expect(await rows()).toEqual(['sent', 'sent', 'pending', 'pending']);

    // The restart sends the other two, not the two already sent.
    await deliverHandler({ ...base, mailer: delivered })({ job, checkpoint: async () => {}, signal: new AbortController().signal });
    expect(await rows()).toEqual(['sent', 'sent', 'sent', 'sent']);
    const emails = await t.db.selectFrom('users').select('email').where('id', 'in', ids).orderBy('id').execute();
    expect(delivered.sent.map((m) => m.to)).toEqual(emails.map((e) => e.email));
  });
});
