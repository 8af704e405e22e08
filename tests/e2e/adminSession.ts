import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFromOutbox, outboxCount } from './outbox';

export const ADMIN = { email: 'admin@rigrest.demo', password: 'RigRest-admin-2026' };
export const TRUCKER = { email: 'trucker@rigrest.demo', password: 'RigRest-trucker-2026' };

/** The two sign-in steps of /admin/login and /admin/verify, reading the code from the outbox. */
export class AdminSignIn {
  constructor(private readonly page: Page) {}

  async submitPassword(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async signIn(email: string, password: string) {
    await this.page.goto('/admin/login');
    const before = outboxCount(email);
    await this.submitPassword(email, password);
    await expect(this.page).toHaveURL(/\/admin\/verify\?email=/);
    await this.page.getByLabel('Code').fill(await codeFromOutbox(email, before));
    await this.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(this.page).toHaveURL(/\/admin$/);
  }
}

/** The side menu (docked on desktop). */
export const menu = (page: Page) => page.locator('.RaSidebar-fixed, .RaSidebar-docked').first();

export async function pickAutocomplete(page: Page, label: string, text: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

/** A staff token through the API's own two steps, for setting up data. */
export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const before = outboxCount(email);
  expect((await request.post('/api/admin/login', { data: { email, password } })).status()).toBe(200);
  const verify = await request.post('/api/admin/verify', { data: { email, code: await codeFromOutbox(email, before) } });
  expect(verify.status()).toBe(200);
  return ((await verify.json()) as { token: string }).token;
}
