import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteSettings, type SiteSettingsInput } from '@/api/schemas/settings';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

const { updated_at: _, ...defaults } = defaultSiteSettings;

/** Issue 14: the mails the site sends say how to reach support as staff keep it in the site settings. */
describe('mails read the site settings', () => {
  let t: TestContext;
  let admin: SignedIn;
  const driverEmail = 'driver@example.com';

  beforeAll(async () => {
    t = await setupTestApp();
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    await t.createUser({ email: driverEmail, password: 'Driver-pass-2026', role: 'Trucker', first_name: 'Ann' });
  });
  afterAll(() => t.close());

  const saveSite = async (site: SiteSettingsInput) => {
    const res = await t.request({ method: 'PUT', url: '/api/admin/settings/site', payload: site, token: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Asks for a password-reset PIN (a mail sent after the answer) and gives that mail. */
  const resetMail = async (language = 'en') => {
    const before = t.mail.sent.length;
    const res = await t.request({ method: 'POST', url: '/api/password/forgot', payload: { email: driverEmail }, headers: { 'accept-language': language } });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.background.settled();
    const mails = t.mail.sent.slice(before).filter((m) => m.to === driverEmail);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };

  it('ends with the support contacts of the defaults, and replies go to the support address', async () => {
    const mail = await resetMail();
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain(`Questions? Write to ${defaults.support_email}.`);
    expect(mail.text).toContain(`Toll-free support: ${defaults.support_phones.tollFree}`);
    expect(mail.text).toContain(`Outside North America: ${defaults.support_phones.international}`);
    expect(mail.text).toContain(defaults.postal_address.join(', '));
    // The contacts come after the signature, the last block of the mail.
    expect(mail.text.indexOf('The RigRest team')).toBeLessThan(mail.text.indexOf('Questions?'));
    expect(mail.replyTo).toBe(defaults.support_email);
  });

  it('says what staff saved at once, in the reader\'s language, and leaves out what is not set', async () => {
    await saveSite({
      ...defaults,
      support_email: 'help@truckstop.example',
      support_phones: { tollFree: '+1 800 555 1234', international: null },
      postal_address: ['RigRest LLC', '9 Dock Rd', 'Toledo, OH'],
    });
    const mail = await resetMail('de');
    expect(mail.text).toContain('Fragen? Schreiben Sie an help@truckstop.example.');
    expect(mail.text).toContain('Gebührenfreier Support: +1 800 555 1234');
    expect(mail.text).toContain('RigRest LLC, 9 Dock Rd, Toledo, OH');
    expect(mail.text).not.toContain('Außerhalb Nordamerikas');
    expect(mail.text).not.toContain(defaults.support_email!);
    expect(mail.text).not.toContain(defaults.postal_address[0]!);
    expect(mail.replyTo).toBe('help@truckstop.example');
  });

  it('sends no contact lines and no reply address when staff cleared them', async () => {
    await saveSite({ ...defaults, support_email: null, support_phones: { tollFree: null, international: null }, postal_address: [] });
    const mail = await resetMail();
    expect(mail.text).not.toMatch(/Questions\?|Toll-free|Outside North America/);
    expect(mail.text.trimEnd().endsWith('The RigRest team')).toBe(true);
    expect(mail.replyTo).toBeUndefined();
  });
});
