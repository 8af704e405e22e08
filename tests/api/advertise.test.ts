import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

describe('advertise your hotel (issue 14)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;

  beforeAll(async () => {
    // A cheap proof of work: the tests solve several, and the rule, not the cost, is under test.
    t = await setupTestApp({ CAPTCHA_COST: '500' });
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
  });
  afterAll(() => t.close());

  /** Asks for a challenge and solves it, as the altcha widget does in the browser. */
  const solved = async (ip = '203.0.113.7') => {
    const res = await t.request({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: ip });
    expect(res.statusCode, res.body).toBe(200);
    const challenge = res.json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const form = { hotel_name: 'Route 66 Inn', contact_name: 'Pat Lee', email: 'owner@example.com', phone: '+1 417 555 0142', address: '1 Main St, Joplin, MO', rooms: 40, parking_spaces: 12, message: 'Call me' };
  const send = (body: Record<string, unknown>, ip = '203.0.113.7') => t.request({ method: 'POST', url: '/api/advertise-request', payload: body as never, remoteAddress: ip });

  it('stores a request with a solved captcha, thanks the owner, and staff see it and work it', async () => {
    expect((await t.request({ method: 'GET', url: '/api/captcha' })).json()).toEqual({ kind: 'altcha', challengeUrl: '/api/captcha/challenge' });
    const res = await send({ ...form, captcha: await solved() });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.background.settled();
    const thanks = t.mail.sent.find((m) => m.to === 'owner@example.com');
    expect(thanks?.subject).toBe('We received your request to advertise on RigRest');
    expect(thanks?.text).toContain('Hello Pat Lee,');
    expect(thanks?.text).toContain('listing Route 66 Inn on RigRest');
    // Signed, with the support contacts of the site settings; a reply reaches support.
    expect(thanks?.text).toContain('Questions? Write to support@rigrest.demo.');
    expect(thanks?.replyTo).toBe('support@rigrest.demo');
    const list = (await t.request({ method: 'GET', url: '/api/admin/advertise-requests', token: admin.auth })).json();
    expect(list.data[0]).toMatchObject({ hotel_name: 'Route 66 Inn', status: 'new', rooms: 40, parking_spaces: 12 });
    const id = list.data[0].id;
    const worked = await t.request({ method: 'PATCH', url: `/api/admin/advertise-requests/${id}`, payload: { status: 'contacted', notes: 'Called Monday' }, token: admin.auth });
    expect(worked.json()).toMatchObject({ status: 'contacted', notes: 'Called Monday' });
    expect((await t.request({ method: 'GET', url: '/api/admin/advertise-requests', token: driver.auth })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/advertise-requests?status=contacted', token: admin.auth })).json().meta.total).toBe(1);
    // react-admin's default sort is by id, newest first: every list accepts it.
    const byId = await t.request({ method: 'GET', url: '/api/admin/advertise-requests?limit=1&page=1&ordering=-id', token: admin.auth });
    expect(byId.statusCode, byId.body).toBe(200);
  });

  it('refuses a missing, forged or replayed captcha, and validates the fields with the spec messages', async () => {
    const missing = await send({ ...form }, '203.0.113.8');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.captcha).toEqual(['Captcha is required']);
    const forged = await send({ ...form, captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }, '203.0.113.8');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('captcha_invalid');
    const answer = await solved('203.0.113.8');
    expect((await send({ ...form, captcha: answer }, '203.0.113.8')).statusCode).toBe(201);
    const replay = await send({ ...form, captcha: answer }, '203.0.113.8');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('captcha_replayed');
    const bad = await send({ ...form, email: 'nope', rooms: 0, hotel_name: '', captcha: 'x' }, '203.0.113.8');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ email: ['Email must be a valid email'], rooms: ['Rooms should be at least 1'], hotel_name: ['Hotel name is required'] });
  });

  it('limits requests per address', async () => {
    const ip = '198.51.100.9';
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await send({ ...form, captcha: 'x' }, ip)).statusCode;
    expect(last).toBe(429);
  });
});

describe('advertise with Google reCAPTCHA v2 (keys configured)', () => {
  let t: TestContext;
  let verify: Server;
  const asked: URLSearchParams[] = [];
  /** Google's siteverify, played locally: the token chooses the answer. */
  const answers: Record<string, { status: number; body: string; type?: string }> = {
    good: { status: 200, body: JSON.stringify({ success: true, challenge_ts: '2026-11-24T10:00:00Z', hostname: 'localhost' }) },
    bad: { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }) },
    yes: { status: 200, body: JSON.stringify({ success: 'yes' }) },
    one: { status: 200, body: JSON.stringify({ success: 1 }) },
    html: { status: 200, body: '<html>Sorry</html>', type: 'text/html' },
    down: { status: 502, body: 'Bad Gateway', type: 'text/plain' },
  };

  beforeAll(async () => {
    verify = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const params = new URLSearchParams(raw);
        asked.push(params);
        const answer = answers[params.get('response') ?? ''] ?? answers.bad!;
        res.writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => verify.listen(0, '127.0.0.1', resolve));
    const { port } = verify.address() as AddressInfo;
    t = await setupTestApp({ RECAPTCHA_SITE_KEY: 'site-key-123', RECAPTCHA_SECRET_KEY: 'secret-456', RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, ADVERTISE_RATE_LIMIT: '100' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => verify.close(resolve));
  });

  const form = { hotel_name: 'Interstate Lodge', contact_name: 'Sam Ortiz', email: 'sam@example.com', phone: '+1 555 010 0199', address: '9 Exit Rd, Amarillo, TX', rooms: 60, parking_spaces: 30 };
  const send = (captcha: string) => t.request({ method: 'POST', url: '/api/advertise-request', payload: { ...form, captcha }, remoteAddress: '192.0.2.44' });

  it('tells the form to show reCAPTCHA with the site key, never the secret', async () => {
    const res = await t.request({ method: 'GET', url: '/api/captcha' });
    expect(res.json()).toEqual({ kind: 'recaptcha', siteKey: 'site-key-123' });
    expect(res.body).not.toContain('secret-456');
  });

  it('stores the request when Google says success: true, having sent the secret, the token and the address', async () => {
    const res = await send('good');
    expect(res.statusCode, res.body).toBe(201);
    const last = asked.at(-1)!;
    expect([last.get('secret'), last.get('response'), last.get('remoteip')]).toEqual(['secret-456', 'good', '192.0.2.44']);
    expect(await t.db.selectFrom('advertise_requests').select('hotel_name').where('email', '=', 'sam@example.com').execute()).toHaveLength(1);
  });

  it('refuses a token Google rejects, and an answer whose success is not the boolean true', async () => {
    for (const token of ['bad']) {
      const res = await send(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code).toBe('captcha_invalid');
    }
    for (const token of ['yes', 'one', 'html', 'down']) {
      const res = await send(token);
      expect(res.statusCode, `${token}: ${res.body}`).toBe(503);
      expect(res.json().code).toBe('captcha_unavailable');
    }
    expect(await t.db.selectFrom('advertise_requests').select('id').execute()).toHaveLength(1);
  });
});

describe('advertise requests: CSV export for staff', () => {
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;
  beforeAll(async () => {
    t = await setupTestApp();
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    const row = { contact_name: 'Pat', phone: '+1 555 0100 222', address: '1 Road', rooms: 10, parking_spaces: 4 };
    await t.db
      .insertInto('advertise_requests')
      .values([
        { ...row, hotel_name: 'Alpha Inn', email: 'a@example.com', status: 'won', message: 'Line one,\n"two"' },
        { ...row, hotel_name: '=HYPERLINK("x")', email: 'b@example.com', status: 'new', message: null },
      ])
      .execute();
  });
  afterAll(() => t.close());

  it('answers the filtered list as CSV, guarding formulas, and only to staff who may view requests', async () => {
    const all = await t.request({ method: 'GET', url: '/api/admin/export/advertise-requests', token: admin.auth });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    const lines = all.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,created_at,status,hotel_name,contact_name,email,phone,address,rooms,parking_spaces,message,notes,locale');
    expect(all.body).toContain('"Line one,\n""two"""');
    expect(all.body).toContain(`"'=HYPERLINK(""x"")"`);
    const won = await t.request({ method: 'GET', url: '/api/admin/export/advertise-requests?status=won', token: admin.auth });
    expect(won.body.trim().split('\r\n')).toHaveLength(2);
    expect(won.body).toContain('Alpha Inn');
    expect(won.body).not.toContain('HYPERLINK');
    expect((await t.request({ method: 'GET', url: '/api/admin/export/advertise-requests?status=maybe', token: admin.auth })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/admin/export/advertise-requests', token: driver.auth })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/export/advertise-requests' })).statusCode).toBe(401);
  });
});
