import { readFileSync } from 'node:fs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

type MailWords = { signature: string; greeting: string; staffMail: { advertiseRequest: Record<string, string>; helpQuestion: Record<string, string> & { topics: Record<string, string> } } };
const words = (lng: string) => JSON.parse(readFileSync(`locales/${lng}/mail.json`, 'utf8')) as MailWords;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
const de = words('de');
const fr = words('fr');
const en = words('en');

/**
 * Issue 14: the mails telling staff of a new advertise request and of a help-centre question are site mails (greeting,
 * signature, the site settings' support contacts) in each recipient's language: the one chosen in Account Settings,
 * else the one last used; only staff who may act on them get them.
 */
describe('staff notice mails', () => {
  let t: TestContext;
  let german: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp({ CAPTCHA_COST: '500' });
    await t.createRole('Sales', ['access_admin_dashboard', 'view_advertiserequest', 'change_advertiserequest']);
    await t.createRole('FAQ editors', ['access_admin_dashboard', 'view_faq', 'change_faq']);
    await t.createRole('Front office', ['access_admin_dashboard', 'view_hotel']);
    await t.createRole('Sales outside', ['view_advertiserequest', 'view_faq', 'change_faq']);
    // Chose German in Account Settings (the admin's language menu); their last-used language is English.
    german = await t.signedIn({ email: 'anna@example.com', role: 'Sales', first_name: 'Anna' });
    const chose = await t.request({ method: 'PUT', url: '/api/user/preferences', payload: { locale: 'de' }, token: german.auth });
    expect(chose.statusCode, chose.body).toBe(200);
    await t.db.updateTable('users').set({ locale: 'en' }).where('email', '=', 'anna@example.com').execute();
    // Never opened Account Settings; last used the site in French.
    await t.createUser({ email: 'luc@example.com', role: 'FAQ editors', first_name: 'Luc' });
    await t.db.updateTable('users').set({ locale: 'fr' }).where('email', '=', 'luc@example.com').execute();
    await t.createUser({ email: 'root@example.com', is_superuser: true, first_name: 'Root' });
    // May not act on either: no mail.
    await t.createUser({ email: 'desk@example.com', role: 'Front office' });
    await t.createUser({ email: 'nodash@example.com', role: 'Sales outside' });
    await t.createUser({ email: 'gone@example.com', role: 'Sales' });
    await t.db.updateTable('users').set({ is_active: false }).where('email', '=', 'gone@example.com').execute();
  });
  afterAll(() => t?.close());

  const solved = async (ip: string) => {
    const res = await t.request({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: ip });
    expect(res.statusCode, res.body).toBe(200);
    const challenge = res.json() as Challenge;
    return Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
  };
  const sentSince = (before: number) => t.mail.sent.slice(before);

  it('a new advertise request: the German staff member reads German, the superuser English, each with the site signature', async () => {
    const before = t.mail.sent.length;
    const form = { hotel_name: 'Route 66 Inn', contact_name: 'Pat Lee', email: 'owner@example.com', phone: '+1 417 555 0142', address: '1 Main St, Joplin, MO', rooms: 40, parking_spaces: 12 };
    const res = await t.request({ method: 'POST', url: '/api/advertise-request', payload: { ...form, captcha: await solved('203.0.113.30') }, remoteAddress: '203.0.113.30' });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.background.settled();
    const id = (await t.db.selectFrom('advertise_requests').select('id').where('hotel_name', '=', 'Route 66 Inn').executeTakeFirstOrThrow()).id;
    const staffMails = sentSince(before).filter((m) => m.to !== 'owner@example.com');
    expect(staffMails.map((m) => m.to).sort()).toEqual(['anna@example.com', 'root@example.com']);

    const anna = staffMails.find((m) => m.to === 'anna@example.com')!;
    expect(anna.subject).toBe(fill(de.staffMail.advertiseRequest.subject!, { id, hotel: 'Route 66 Inn' }));
    expect(anna.subject).toBe(`Neue Werbeanfrage Nr. ${id}: Route 66 Inn`);
    expect(anna.text).toContain(fill(de.greeting, { name: 'Anna' }));
    expect(anna.text).toContain(fill(de.staffMail.advertiseRequest.body!, { name: 'Pat Lee', hotel: 'Route 66 Inn' }));
    expect(anna.text).toContain(`/admin/advertise-requests/${id}`);
    expect(anna.text).toContain(de.signature);
    // The support contacts of the site settings, in German, and replies reach support.
    expect(anna.text).toContain('support@rigrest.demo');
    expect(anna.text).not.toContain('Questions? Write to');
    expect(anna.replyTo).toBe('support@rigrest.demo');

    const root = staffMails.find((m) => m.to === 'root@example.com')!;
    expect(root.subject).toBe(`New advertise request #${id}: Route 66 Inn`);
    expect(root.text).toContain('Hello Root,');
    expect(root.text).toContain(en.signature);
    expect(root.text).toContain('Questions? Write to support@rigrest.demo.');
  });

  it('a help-centre question: the FAQ keepers in their languages (French from the last visit), the reply going to the visitor', async () => {
    const before = t.mail.sent.length;
    const question = { name: 'Sam Driver', email: 'sam@example.com', topic: 'parking', message: 'Can I park a 53 ft trailer at the Joplin hotels?' };
    const res = await t.request({ method: 'POST', url: '/api/help/contact', payload: question, remoteAddress: '203.0.113.31', headers: { 'accept-language': 'de' } });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.background.settled();
    const mails = sentSince(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['luc@example.com', 'root@example.com']);

    const luc = mails.find((m) => m.to === 'luc@example.com')!;
    const topic = fr.staffMail.helpQuestion.topics.parking!;
    expect(luc.subject).toBe(fill(fr.staffMail.helpQuestion.subject!, { topic, name: 'Sam Driver' }));
    expect(luc.text).toContain(fill(fr.staffMail.helpQuestion.body!, { name: 'Sam Driver', email: 'sam@example.com', topic, language: 'Deutsch' }));
    expect(luc.text).toContain(question.message);
    expect(luc.text).toContain(fr.signature);
    expect(luc.replyTo).toBe('sam@example.com');

    const root = mails.find((m) => m.to === 'root@example.com')!;
    expect(root.subject).toBe('Help centre question (Truck parking) from Sam Driver');
    expect(root.text).toContain('Sam Driver (sam@example.com) asked about “Truck parking”, writing in Deutsch:');
    expect(root.replyTo).toBe('sam@example.com');
  });

  it('a German staff member who also keeps the FAQ gets the help question in German', async () => {
    await t.createRole('Sales and FAQ', ['access_admin_dashboard', 'view_faq', 'change_faq']);
    const both = await t.signedIn({ email: 'jonas@example.com', role: 'Sales and FAQ', first_name: 'Jonas' });
    expect((await t.request({ method: 'PUT', url: '/api/user/preferences', payload: { locale: 'de' }, token: both.auth })).statusCode).toBe(200);
    const before = t.mail.sent.length;
    const res = await t.request({ method: 'POST', url: '/api/help/contact', payload: { name: 'Kim', email: 'kim@example.com', topic: 'other', message: 'Do you list hotels in Canada too?' }, remoteAddress: '203.0.113.32' });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.background.settled();
    const jonas = sentSince(before).find((m) => m.to === 'jonas@example.com');
    expect(jonas?.subject).toBe('Frage aus dem Hilfe-Center (Etwas anderes) von Kim');
    expect(jonas?.text).toContain('Hallo Jonas');
  });
});
