import { devices, expect, test } from '@playwright/test';
import { hydrated } from './hydration';

/** A driver's phone: 390×844, touch, no hover. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent, locale: 'en-US' };
const TRUCKER = { email: 'trucker@rigrest.demo', password: 'RigRest-trucker-2026' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DALLAS = `/hotels?city=Dallas&province=TX&country=United+States&place=${encodeURIComponent('Dallas, TX, United States')}&checkIn=${inDays(2)}&checkOut=${inDays(3)}`;

test.describe('my rig on a phone', () => {
  test.use(PHONE);

  test('a driver saves a 70 ft rig, and the search keeps the hotels it fits, with badges and miles', async ({ page }) => {
    await page.goto('/auth/login?next=%2Fprofile');
    await hydrated(page);
    await page.getByLabel('Email').fill(TRUCKER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(TRUCKER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);

    const form = page.getByTestId('rig-form');
    await form.getByRole('combobox', { name: 'Rig' }).click();
    await page.getByRole('option', { name: 'Tractor and trailer' }).click();
    await form.getByRole('button', { name: 'ft' }).click();
    // Out of range, or not a number: said at the field, in the unit typed, before anything is sent.
    const saves: string[] = [];
    page.on('request', (r) => r.url().includes('/api/user/rig') && saves.push(r.method()));
    const length = form.getByLabel('Total length');
    for (const [typed, message] of [['5', 'Length should be at least 20'], ['999', 'Length should be at most 120'], ['abc', 'Length must be numeric']] as const) {
      await length.fill(typed);
      await form.getByRole('button', { name: 'Save my rig' }).click();
      await expect(form.getByText(message)).toBeVisible();
      await expect(length).toHaveAttribute('aria-invalid', 'true');
    }
    expect(saves).toEqual([]);
    await length.fill('70');
    await form.getByRole('button', { name: 'Save my rig' }).click();
    await expect(page.getByText('Your rig was saved.')).toBeVisible();

    // The DEMO catalogue of the e2e server is small (3 hotels near Dallas): start with the filter off to see them all.
    await page.goto(`${DALLAS}&rig=0`);
    await hydrated(page);
    const cards = page.getByTestId('hotel-result');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });
    const badges = page.getByTestId('fit-badge');
    const fitsShown = () => badges.evaluateAll((els) => els.map((e) => e.getAttribute('data-fit')));
    await expect(badges.first()).toBeVisible();
    expect((await fitsShown()).every((f) => ['fits', 'bobtail_only', 'too_long', 'unknown'].includes(f!))).toBe(true);
    await expect(cards.first().getByTestId('parking-fact').first()).toBeVisible();
    // A US driver reads miles; the navbar switches to kilometres and back.
    await expect(cards.first()).toContainText(/\d mi away/);
    await page.getByTestId('unit-switch').click();
    await expect(cards.first()).toContainText(/\d km away/);
    await page.getByTestId('unit-switch').click();
    await expect(cards.first()).toContainText(/\d mi away/);

    // "Fits my rig" on: only hotels whose lot takes the 70 ft rig are left.
    await page.getByRole('button', { name: 'Filters' }).click();
    const fitsSwitch = page.getByTestId('fits-rig-switch').locator('input');
    await expect(fitsSwitch).not.toBeChecked();
    await fitsSwitch.click();
    await expect(page).toHaveURL(/[?&]rig=1/);
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });
    await expect.poll(async () => (await fitsShown()).filter((f) => f !== 'fits')).toEqual([]);
  });
});
