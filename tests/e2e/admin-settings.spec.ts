import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { defaultPreferences } from '@/api/schemas/settings';
import { defaultSiteSettings } from '@/api/siteDefaults';
import { ADMIN, AdminSignIn, apiToken, menu } from './adminSession';

/**
 * Issue 14: /admin/settings ("Account Settings"): each staff member's own settings, applied at once and kept on the
 * server; the site's settings the storefront reads; maintenance mode as a visitor and as staff see it.
 */

const { updated_at: _, ...siteDefaults } = defaultSiteSettings;

/** Puts back what the tests change (the server is shared by the whole suite), whatever a test left. */
async function restore(request: APIRequestContext) {
  const auth = { authorization: `Bearer ${await apiToken(request, ADMIN.email, ADMIN.password)}` };
  expect((await request.put('/api/user/preferences', { headers: auth, data: defaultPreferences })).status()).toBe(200);
  expect((await request.put('/api/admin/settings/site', { headers: auth, data: siteDefaults })).status()).toBe(200);
}

test.afterEach(async ({ request }) => restore(request));

const card = (page: Page, heading: string) => page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: heading }) });

async function openSettings(page: Page) {
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await menu(page).getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(card(page, 'Site settings')).toBeVisible();
}

async function pick(page: Page, scope: ReturnType<typeof card>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a staff member\'s own settings apply at once, stay on the server for the next sign-in, and the language switches the admin', async ({ page, browser }) => {
  await openSettings(page);
  const mine = card(page, 'Your account settings');
  await expect(mine).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByTestId('admin-content')).toHaveAttribute('data-boxed', 'true');

  await pick(page, mine, 'Theme', 'Dark');
  await pick(page, mine, 'Time format', '24-hour clock (14:30)');
  await mine.getByLabel('Boxed content').uncheck();
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  // At once, without a reload: the dark theme's paper and the full-width content.
  await expect(mine).toHaveCSS('background-color', 'rgb(28, 31, 36)');
  await expect(page.getByTestId('admin-content')).toHaveAttribute('data-boxed', 'false');

  // Another browser (nothing stored there): the same staff member gets the same settings from the server.
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await openSettings(other);
    const theirs = card(other, 'Your account settings');
    await expect(theirs).toHaveCSS('background-color', 'rgb(28, 31, 36)');
    await expect(other.getByTestId('admin-content')).toHaveAttribute('data-boxed', 'false');
    await expect(theirs.getByRole('combobox', { name: 'Time format' })).toHaveText('24-hour clock (14:30)');
  } finally {
    await elsewhere.close();
  }

  // The language: the admin opens again in German.
  await pick(page, mine, 'Language', 'Deutsch');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/de\/admin\/settings$/);
  await expect(menu(page).getByRole('menuitem', { name: 'Kontoeinstellungen' })).toBeVisible();
});

test('saving one\'s settings keeps the language in use (opened by its address or the toolbar), not the one saved before', async ({ page, request }) => {
  await openSettings(page);
  await page.goto('/es/admin/settings');
  const mine = card(page, 'Configuración de tu cuenta');
  await expect(mine.getByRole('combobox', { name: 'Idioma' })).toHaveText('Español');
  await pick(page, mine, 'Tema', 'Oscuro');
  await mine.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Configuración guardada')).toBeVisible();
  const auth = { authorization: `Bearer ${await apiToken(request, ADMIN.email, ADMIN.password)}` };
  expect(await (await request.get('/api/user/preferences', { headers: auth })).json()).toMatchObject({ locale: 'es', theme: 'dark' });
  await expect(page).toHaveURL(/\/es\/admin\/settings$/);
  await expect(menu(page).getByRole('menuitem', { name: 'Configuración de la cuenta' })).toBeVisible();
});

test('site settings: what staff save is what the storefront footer shows; a bad value is refused and nothing changes', async ({ page, browser }) => {
  await openSettings(page);
  const site = card(page, 'Site settings');
  await site.getByLabel('Toll-free phone').fill('+1 800 555 0123');
  await site.getByLabel('Google Tag Manager ID').fill('UA-1234');
  await site.getByRole('button', { name: 'Save' }).click();
  await expect(site.getByLabel('Google Tag Manager ID')).toHaveAttribute('aria-invalid', 'true');

  const visitor = await browser.newContext();
  try {
    const shop = await visitor.newPage();
    await shop.goto('/faq');
    await expect(shop.getByRole('contentinfo')).toContainText(siteDefaults.support_phones.tollFree!);
    await expect(shop.getByRole('contentinfo')).not.toContainText('+1 800 555 0123');

    await site.getByLabel('Google Tag Manager ID').fill('');
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await shop.reload();
    await expect(shop.getByRole('contentinfo')).toContainText('+1 800 555 0123');
    await expect(shop.getByRole('contentinfo')).not.toContainText(siteDefaults.support_phones.tollFree!);
  } finally {
    await visitor.close();
  }
});

test('maintenance mode: visitors get the maintenance page with 503, staff still see the storefront and keep working, and off again', async ({ page, browser, context }) => {
  await openSettings(page);
  const site = card(page, 'Site settings');
  await site.getByLabel('Site under maintenance').check();
  await site.getByLabel('Message to visitors (English)').fill('Back at noon with faster search.');
  await site.getByLabel('Message to visitors (Español)').fill('Volvemos a mediodía con una búsqueda más rápida.');
  await site.getByLabel('Expected duration (minutes)').fill('30');
  await site.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  const visitor = await browser.newContext();
  try {
    const shop = await visitor.newPage();
    const home = await shop.goto('/');
    expect(home!.status()).toBe(503);
    expect(home!.headers()['retry-after']).toBe('1800');
    // The page as the server sent it is already the maintenance page, with staff's message.
    expect(await home!.text()).toContain('data-testid="maintenance-page"');
    await expect(shop.getByTestId('maintenance-page')).toContainText('Back at noon with faster search.');
    const faq = await shop.goto('/de/faq');
    expect(faq!.status()).toBe(503);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText('Wir sind bald zurück');
    // No German message written: the English one, marked as English.
    await expect(shop.getByTestId('maintenance-page').locator('[lang="en"]')).toHaveText('Back at noon with faster search.');
    await shop.goto('/es/');
    await expect(shop.getByTestId('maintenance-page')).toContainText('Volvemos a mediodía con una búsqueda más rápida.');

    // Staff, signed in to the back office in this browser, still see the storefront, told what visitors see.
    const staffShop = await context.newPage();
    const staffHome = await staffShop.goto('/faq');
    expect(staffHome!.status()).toBe(200);
    await expect(staffShop.getByTestId('staff-preview')).toBeVisible();
    await expect(staffShop.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(staffShop.getByRole('contentinfo')).toBeVisible();
    await staffShop.close();

    // The back office keeps working.
    await menu(page).getByRole('menuitem', { name: 'Hotels' }).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();

    await menu(page).getByRole('menuitem', { name: 'Account Settings' }).click();
    await card(page, 'Site settings').getByLabel('Site under maintenance').uncheck();
    await card(page, 'Site settings').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const back = await shop.goto('/');
    expect(back!.status()).toBe(200);
    await expect(shop.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(shop.getByTestId('staff-preview')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
