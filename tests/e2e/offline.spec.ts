import { expect, test, type Locator } from '@playwright/test';
import { TRUCKER } from './adminSession';
import { hydrated } from './hydration';
import { PHONE, storedCards, workerActive } from './road';
import { bookAsTrucker, json } from './truckerBooking';

/**
 * Issue 15 item 6: the storefront installs as an app, and a confirmed booking's arrival card opens with no network
 * on a driver's phone. The service worker is allowed here (the other specs block it: their network stubs must see
 * every request).
 */
test.use({ ...PHONE, serviceWorkers: 'allow' });

/** Whether two boxes on the screen share any pixel (the offline flag once lay over the header and the page's title). */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await a.boundingBox(), await b.boundingBox()];
  if (!p || !q) return false;
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

test('the manifest, its icons and the service worker are served', async ({ request, page }) => {
  const manifest = await json<{ name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] }>(await request.get('/manifest.webmanifest'));
  expect(manifest).toMatchObject({ name: 'RigRest', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('a booked driver opens the arrival card and the saved bookings with no network; signing out forgets them', async ({ page, context, request }) => {
  const { booking, hotel } = await bookAsTrucker(request);
  expect(booking.status).toBe('confirmed');
  const { token } = await json<{ token: string }>(await request.post('/api/login', { data: TRUCKER }));

  await page.goto('/faq');
  await hydrated(page);
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);

  // Online: the history answers the booking, and the device keeps its card.
  await page.goto('/book/history');
  const row = page.locator(`[data-testid="booking-row"][data-booking-id="${booking.id}"]`);
  await expect(row).toBeVisible();
  await expect.poll(() => storedCards(page)).toBeGreaterThan(0);
  await row.getByRole('button').click();
  await page.getByRole('dialog').getByRole('link', { name: 'Arrival card' }).click();
  await expect(page).toHaveURL(`/book/arrival/${booking.id}`);
  await expect(page.getByTestId('arrival-code')).toHaveText(booking.confirmation_code);
  await expect(page.getByTestId('offline-flag')).toHaveCount(0);
  await workerActive(page);

  await context.setOffline(true);
  // The page itself comes from the device: the server is out of reach.
  await page.reload();
  const card = page.getByTestId('arrival-card');
  await expect(card).toBeVisible();
  await expect(card.getByTestId('offline-flag')).toBeVisible();
  await expect(page.getByTestId('arrival-code')).toHaveText(booking.confirmation_code);
  await expect(card.getByRole('heading', { name: hotel.hotelName })).toBeVisible();
  await expect(card).toContainText(/check-in from \d{1,2}:\d{2}\sPM/);
  await expect(page.getByTestId('arrival-coordinates')).toHaveText(`${hotel.latitude}, ${hotel.longitude}`);
  await expect(page.getByTestId('open-in-maps')).toHaveAttribute('href', new RegExp(`^geo:${hotel.latitude},${hotel.longitude}\\?q=`));
  if (hotel.phone) await expect(card.getByRole('link', { name: hotel.phone })).toHaveAttribute('href', /^tel:\+/);
  // Every page says it is offline and offers a signed-in driver the saved cards.
  const offlineFlag = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offlineFlag).toBeVisible();
  await expect(offlineFlag.getByRole('link', { name: 'Arrival cards' })).toHaveAttribute('href', '/book/history');

  // The history lists the saved cards, flagged, with no price.
  await page.goto('/book/history');
  await expect(page.getByTestId('offline-history')).toBeVisible();
  // The flag hides neither the header (menu, logo, account) nor the page's title.
  await expect(offlineFlag).toBeVisible();
  expect(await overlap(offlineFlag, page.getByRole('banner'))).toBe(false);
  expect(await overlap(offlineFlag, page.getByRole('heading', { level: 1 }))).toBe(false);
  // The session is only unknown offline: the footer does not call the driver a visitor.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Join with us' })).toHaveCount(0);
  const saved = page.locator(`[data-testid="saved-card-row"][data-booking-id="${booking.id}"]`);
  await expect(saved).toBeVisible();
  await expect(saved.getByTestId('offline-flag')).toBeVisible();
  await expect(saved).toContainText(booking.confirmation_code);
  await expect(saved).not.toContainText(/\$\d/);
  await expect(page.getByTestId('booking-row')).toHaveCount(0);
  await saved.getByRole('link').click();
  await expect(page).toHaveURL(`/book/arrival/${booking.id}`);
  await expect(page.getByTestId('arrival-code')).toHaveText(booking.confirmation_code);

  // Back online, the history is the server's again; signing out empties the device's cards.
  await context.setOffline(false);
  await page.goto('/book/history');
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => storedCards(page)).toBe(0);
});

test('with the worker in place, pages still come from the server; offline, only storefront pages get the app', async ({ page, context }) => {
  await page.goto('/faq');
  await hydrated(page);
  await workerActive(page);
  // Online: the server-rendered page, not a stored copy.
  const live = await page.goto('/faq');
  expect(await live?.text()).toContain('id="rigrest-ssr"');

  await context.setOffline(true);
  // Offline: the shell, which starts the app and says it is offline (nothing stale drawn as the page).
  const fallback = await page.goto('/faq');
  expect(await fallback?.text()).not.toContain('id="rigrest-ssr"');
  const flag = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(flag).toBeVisible();
  expect(await overlap(flag, page.getByRole('banner'))).toBe(false);
  // The back office and the API are never answered from the device.
  await expect(page.goto('/admin')).rejects.toThrow();
  await expect(page.goto('/api/hotels')).rejects.toThrow();
  await context.setOffline(false);
});
