import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from './harness';

/** Issue 14: the help centre's contact form (POST /help/contact) — mailed to the FAQ's keepers, validated, limited per address. */
describe('help centre contact form', () => {
  let t: TestContext;
  const question = { name: 'Sam Driver', email: 'sam@example.com', topic: 'parking', message: 'Can I park a 53 ft trailer at the Joplin hotels?' };
  const send = (body: Record<string, unknown>, ip: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/help/contact', payload: body as never, remoteAddress: ip, headers });

  beforeAll(async () => {
    t = await setupTestApp({ HELP_RATE_LIMIT: '3' });
    await t.createRole('FAQ editors', ['access_admin_dashboard', 'view_faq', 'change_faq']);
    await t.createUser({ email: 'editor@example.com', role: 'FAQ editors' });
    await t.createUser({ email: 'driver@example.com', role: 'Trucker' });
    await t.createUser({ email: 'root@example.com', is_superuser: true });
  });
  afterAll(async () => t?.close());

  it('mails the question to the staff who keep the FAQ, replying to the visitor, and thanks them in their language', async () => {
    const res = await send(question, '203.0.113.20', { 'accept-language': 'de' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Danke! Ihre Frage ist bei unserem Team angekommen; wir antworten per E-Mail.');
    await t.app.background.settled();
    const mails = t.mail.sent.filter((m) => m.subject.startsWith('Help centre question'));
    expect(mails.map((m) => m.to).sort()).toEqual(['editor@example.com', 'root@example.com']);
    expect(mails[0]).toMatchObject({ replyTo: 'sam@example.com', subject: 'Help centre question (Truck parking) from Sam Driver' });
    expect(mails[0]!.text).toContain('53 ft trailer');
  });

  it('refuses a question with the fields named, and mails nothing', async () => {
    const before = t.mail.sent.length;
    const res = await send({ name: '', email: 'nope', topic: 'weather', message: 'short' }, '203.0.113.21');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect(res.json().errors.name).toEqual(['Name is required']);
    await t.app.background.settled();
    expect(t.mail.sent.length).toBe(before);
  });

  it('drops what a robot fills in the hidden field, answering as usual', async () => {
    const before = t.mail.sent.length;
    const res = await send({ ...question, website: 'http://spam.example' }, '203.0.113.22');
    expect(res.statusCode).toBe(201);
    await t.app.background.settled();
    expect(t.mail.sent.length).toBe(before);
  });

  it('limits questions per address per hour (429), other addresses unaffected', async () => {
    for (let i = 0; i < 3; i++) expect((await send(question, '203.0.113.23')).statusCode).toBe(201);
    const limited = await send(question, '203.0.113.23');
    expect(limited.statusCode).toBe(429);
    expect((await send(question, '203.0.113.24')).statusCode).toBe(201);
  });
});
