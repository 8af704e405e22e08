import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

/** PUT and PATCH /api/admin/mass-notifications/{id}: what staff may change, when, and what is refused. No worker runs here. */
describe('editing a mass notification', () => {
  let t: TestContext;
  let staff: SignedIn;
  let viewer: SignedIn;
  let editor: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp({}, { runWorker: false });
    staff = await t.signedIn({ email: 'edit-staff@example.com', role: 'Admin' });
    await t.createRole('Notification viewer', ['access_admin_dashboard', 'view_massnotification']);
    viewer = await t.signedIn({ email: 'edit-viewer@example.com', role: 'Notification viewer' });
    await t.createRole('Notification editor', ['access_admin_dashboard', 'view_massnotification', 'change_massnotification']);
    editor = await t.signedIn({ email: 'edit-editor@example.com', role: 'Notification editor' });
    driver = await t.signedIn({ email: 'edit-driver@example.com', role: 'Trucker' });
  });
  afterAll(async () => t.close());

  const base = { title: 'Fuel prices', body: '<p>Diesel is <strong>up</strong></p>', audience: { type: 'all' }, channels: ['in_app'] };
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await t.request({ method: 'POST', url: '/api/admin/mass-notifications', token: staff.auth, payload: { ...base, ...body } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string; send_at: string | null };
  };
  const put = (id: number, payload: Record<string, unknown>, auth = staff.auth) => t.request({ method: 'PUT', url: `/api/admin/mass-notifications/${id}`, token: auth, payload });
  const patch = (id: number, payload: Record<string, unknown>, auth = staff.auth) => t.request({ method: 'PATCH', url: `/api/admin/mass-notifications/${id}`, token: auth, payload });
  const get = async (id: number) => (await t.request({ method: 'GET', url: `/api/admin/mass-notifications/${id}`, token: staff.auth })).json();
  /** The fan-out jobs queued for one mass notification, with when each is due. */
  const jobsOf = async (id: number) =>
    (await t.db.selectFrom('jobs').select(['id', 'run_after', 'status']).where('kind', '=', 'notify:fanout').where(sql<boolean>`payload @> ${JSON.stringify({ massId: id })}::jsonb`).orderBy('id').execute()).map((j) => ({
      ...j,
      run_after: new Date(j.run_after).toISOString(),
    }));
  const inHours = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

  it('PUT replaces a draft: every field, the body sanitised, still a draft and nothing queued', async () => {
    const { id } = await create();
    const res = await put(id, {
      title: 'Fuel prices, corrected',
      body: '<p>Diesel is <em>down</em></p><img src=x onerror="alert(1)">',
      link: '/hotels',
      translations: { fr: { title: 'Prix du carburant', body: '<p>Le gazole <script>alert(1)</script>baisse</p>' } },
      audience: { type: 'users', user_ids: [driver.id] },
      channels: ['in_app', 'email'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      title: 'Fuel prices, corrected',
      body: '<p>Diesel is <em>down</em></p>',
      link: '/hotels',
      translations: { fr: { title: 'Prix du carburant', body: '<p>Le gazole baisse</p>' } },
      audience: { type: 'users', user_ids: [driver.id] },
      channels: ['in_app', 'email'],
      status: 'draft',
      send_at: null,
    });
    expect(await get(id)).toMatchObject({ title: 'Fuel prices, corrected', status: 'draft' });
    expect(await jobsOf(id)).toEqual([]);
  });

  it('PUT reschedules a scheduled one (a new job at the new time), or makes it a draft again', async () => {
    const { id } = await create({ send: 'later', send_at: inHours(1) });
    const later = inHours(5);
    const res = await put(id, { ...base, title: 'Moved', send: 'later', send_at: later });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Moved', status: 'scheduled', send_at: later });
    expect((await jobsOf(id)).map((j) => j.run_after)).toContain(later);
    const back = await put(id, { ...base, send: 'draft' });
    expect(back.json()).toMatchObject({ status: 'draft', send_at: null });
  });

  it('PATCH changes only the fields given', async () => {
    const { id } = await create({ link: '/hotels', channels: ['in_app', 'push'] });
    const res = await patch(id, { title: 'Only the title' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Only the title', body: base.body, link: '/hotels', channels: ['in_app', 'push'], audience: { type: 'all' }, status: 'draft' });
    // Nothing at all is fine too; and a link can be taken off.
    expect((await patch(id, {})).json()).toMatchObject({ title: 'Only the title', link: '/hotels' });
    expect((await patch(id, { link: null })).json()).toMatchObject({ link: null, title: 'Only the title' });
  });

  it('PATCH schedules a draft, moves a scheduled one, sends it now, or takes it back to a draft', async () => {
    const { id } = await create();
    const at = inHours(2);
    const scheduled = await patch(id, { send: 'later', send_at: at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', send_at: at });
    expect((await jobsOf(id)).map((j) => j.run_after)).toEqual([at]);

    // Another field alone leaves the time and the job as they were.
    expect((await patch(id, { title: 'Still scheduled' })).json()).toMatchObject({ status: 'scheduled', send_at: at, title: 'Still scheduled' });
    expect(await jobsOf(id)).toHaveLength(1);

    // A new time alone moves it.
    const moved = inHours(3);
    const res = await patch(id, { send_at: moved });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'scheduled', send_at: moved });
    expect((await jobsOf(id)).map((j) => j.run_after)).toEqual([at, moved]);

    const now = await patch(id, { send: 'now' });
    expect(now.json().status).toBe('scheduled');
    expect(Date.parse(now.json().send_at)).toBeLessThanOrEqual(Date.now());
    expect(await jobsOf(id)).toHaveLength(3);

    expect((await patch(id, { send: 'draft' })).json()).toMatchObject({ status: 'draft', send_at: null });
  });

  it('refuses a "send later" time already gone (it would go out to everyone at once), on create, PUT and PATCH', async () => {
    const past = inHours(-1);
    const made = await t.request({ method: 'POST', url: '/api/admin/mass-notifications', token: staff.auth, payload: { ...base, send: 'later', send_at: past } });
    expect(made.statusCode).toBe(400);
    expect(made.json().errors.send_at).toEqual(['Send at cannot be in the past']);
    const { id } = await create({ send: 'later', send_at: inHours(1) });
    expect((await put(id, { ...base, send: 'later', send_at: past })).statusCode).toBe(400);
    const moved = await patch(id, { send_at: past });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.send_at).toEqual(['Send at cannot be in the past']);
    expect((await patch(id, { send: 'later', send_at: past })).statusCode).toBe(400);
    // Nothing changed, and no job was added for the refused times.
    expect((await t.request({ method: 'GET', url: `/api/admin/mass-notifications/${id}`, token: staff.auth })).json()).toMatchObject({ status: 'scheduled', send_at: expect.not.stringMatching(past) });
    expect(await jobsOf(id)).toHaveLength(1);
    // A minute behind (a slow form, a browser clock a little behind) is still taken.
    expect((await patch(id, { send_at: new Date(Date.now() - 60_000).toISOString() })).statusCode).toBe(200);
  });

  it('refuses to edit one that is going or has gone out, or was cancelled (409), and leaves it as it was', async () => {
    for (const status of ['sending', 'sent', 'failed', 'cancelled'] as const) {
      const { id } = await create({ title: `Frozen ${status}` });
      await t.db.updateTable('mass_notifications').set({ status }).where('id', '=', id).execute();
      for (const res of [await put(id, { ...base, title: 'Changed' }), await patch(id, { title: 'Changed' }), await patch(id, { send: 'now' })]) {
        expect(res.statusCode, `${status}: ${res.body}`).toBe(409);
        expect(res.json().code).toBe('not_editable');
      }
      expect(await get(id)).toMatchObject({ title: `Frozen ${status}`, status });
      expect(await jobsOf(id)).toEqual([]);
    }
  });

  it('answers 400 for what is not valid, and changes nothing', async () => {
    const { id } = await create({ title: 'Valid' });
    const bad: [string, Record<string, unknown>, string][] = [
      ['PATCH', { title: '' }, 'title'],
      ['PATCH', { title: 'x'.repeat(201) }, 'title'],
      ['PATCH', { body: 'x'.repeat(20_001) }, 'body'],
      ['PATCH', { channels: [] }, 'channels'],
      ['PATCH', { channels: ['sms'] }, 'channels'],
      ['PATCH', { audience: { type: 'users', user_ids: [] } }, 'audience'],
      ['PATCH', { audience: { type: 'everyone' } }, 'audience'],
      ['PATCH', { link: 'javascript:alert(1)' }, 'link'],
      ['PATCH', { link: '//evil.example/x' }, 'link'],
      ['PATCH', { send: 'tomorrow' }, 'send'],
      ['PATCH', { send: 'later' }, 'send_at'],
      ['PATCH', { send: 'later', send_at: 'next tuesday' }, 'send_at'],
      // A time alone does not schedule a draft.
      ['PATCH', { send_at: inHours(1) }, 'send'],
      ['PATCH', { translations: { xx: { title: 'x', body: 'x' } } }, 'translations'],
      ['PATCH', { translations: { fr: { title: '', body: 'x' } } }, 'translations'],
      ['PUT', { title: 'No audience', body: 'x', channels: ['in_app'] }, 'audience'],
      ['PUT', { ...base, title: undefined }, 'title'],
      ['PUT', { ...base, send: 'later' }, 'send_at'],
    ];
    for (const [method, payload, field] of bad) {
      const res = method === 'PUT' ? await put(id, payload) : await patch(id, payload);
      expect(res.statusCode, `${method} ${JSON.stringify(payload).slice(0, 80)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).some((k) => k === field || k.startsWith(`${field}.`)), `${field} in ${res.body}`).toBe(true);
    }
    expect(await get(id)).toMatchObject({ title: 'Valid', status: 'draft', send_at: null, channels: ['in_app'] });
    expect(await jobsOf(id)).toEqual([]);
    expect((await patch(999_999, { title: 'Nobody' })).statusCode).toBe(404);
    expect((await put(999_999, base)).statusCode).toBe(404);
  });

  it('needs change_massnotification: a driver and a viewer get 403, an editor may', async () => {
    const { id } = await create({ title: 'Permissions' });
    for (const auth of [driver.auth, viewer.auth]) {
      expect((await put(id, { ...base, title: 'Hacked' }, auth)).statusCode).toBe(403);
      expect((await patch(id, { title: 'Hacked' }, auth)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'PATCH', url: `/api/admin/mass-notifications/${id}`, payload: { title: 'Hacked' } })).statusCode).toBe(401);
    expect((await get(id)).title).toBe('Permissions');
    expect((await patch(id, { title: 'By the editor' }, editor.auth)).statusCode).toBe(200);
    expect((await put(id, { ...base, title: 'By the editor again' }, editor.auth)).json().title).toBe('By the editor again');
  });

  it('PATCH keeps only the allowlist of HTML in the body and its translations', async () => {
    const { id } = await create();
    const payloads = [
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href=" jAvAsCrIpT:alert(1)">click</a>',
      '<svg onload="alert(1)"><circle r="5"/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p onclick="alert(1)" style="background:url(javascript:alert(1))">hi</p>',
      '<div style="width: expression(alert(1))">css</div>',
      '<script>alert(1)</script>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="https://evil.example"><input name="q"><button>go</button></form>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    for (const payload of payloads) {
      const res = await patch(id, { body: `<p>kept</p>${payload}`, translations: { es: { title: 'XSS', body: payload } } });
      expect(res.statusCode, payload).toBe(200);
      const stored = await get(id);
      for (const html of [res.json().body, stored.body, stored.translations.es.body]) {
        expect(html, payload).not.toMatch(/<(script|img|svg|iframe|math|style|div|object|embed|form|input|button)\b/i);
        expect(html, payload).not.toMatch(/\son\w+\s*=|javascript:|data:|expression\(|style=/i);
      }
      expect(stored.body).toContain('<p>kept</p>');
      // Other fields stay as they were.
      expect(stored.title).toBe(base.title);
    }
  });
});
