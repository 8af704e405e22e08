import { expect, test, type Page } from '@playwright/test';
import { ADMIN, AdminSignIn, apiToken } from './adminSession';
import { codeFromOutbox, outboxCount } from './outbox';

/** Every layout shift the page has had since it started loading (PerformanceObserver, buffered), summed as CLS sums them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries().reduce((sum, e) => sum + ((e as PerformanceEntry & { hadRecentInput: boolean }).hadRecentInput ? 0 : (e as PerformanceEntry & { value: number }).value), 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

/** Holds the answers of API calls matching `url` for `ms`, so the screen's placeholders are surely drawn before them. */
async function slowDown(page: Page, url: RegExp, ms: number) {
  await page.route(url, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

for (const viewport of [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test(`the hotel list does not move while its parts arrive (${viewport.name})`, async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    await page.setViewportSize(viewport);
    await page.goto('/robots.txt');
    await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
    // The supplier counts and the rows come after the page's frame has been drawn, as on a slow link.
    await slowDown(page, /\/api\/admin\/hotels\/suppliers/, 700);
    await slowDown(page, /\/api\/hotels\?/, 1_400);
    const rows = page.waitForResponse(/\/api\/hotels\?/);
    await page.goto('/admin/hotels');
    const { data } = (await (await rows).json()) as { data: { hotelName: string }[] };
    await expect(page.getByTestId('supplier-local')).toBeVisible();
    await expect(page.getByText(data[0]!.hotelName).first()).toBeVisible();
    // The images of the rows and anything drawn after the rows.
    await page.waitForLoadState('networkidle');
    // The page's own shifts: the footer pushed down by the rows, the list by the supplier cards, the body's margin.
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}

test('a session the server no longer knows goes to the sign-in page without drawing the back office, and signing in again opens it', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  expect((await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  const refused: string[] = [];
  page.on('response', (r) => r.url().includes('/api/') && r.status() === 401 && refused.push(new URL(r.url()).pathname));
  const drawn: string[] = [];
  page.on('request', (r) => /\/api\/(user\/notifications|hotels|settings|admin\/)/.test(r.url()) && drawn.push(new URL(r.url()).pathname));
  await page.goto('/admin/hotels');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Only the account's own read learns that the session is over; nothing of the back office asked before it.
  expect(refused).toEqual(['/api/user']);
  expect(drawn).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('rigrest.token'))).toBeNull();

  const before = outboxCount(ADMIN.email);
  await new AdminSignIn(page).submitPassword(ADMIN.email, ADMIN.password);
  await page.getByLabel('Code').fill(await codeFromOutbox(ADMIN.email, before));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Dana' })).toBeVisible();
});

test('on a phone, a wide table scrolls inside its list and the page keeps the screen\'s width (toolbar in reach)', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  for (const path of ['brands', 'users', 'truckers', 'geographic/cities', 'testimonials']) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByRole('row').nth(1), path).toBeVisible();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page, path).toBeLessThanOrEqual(widths.screen);
    const create = page.getByRole('link', { name: 'Create' });
    if (await create.count()) {
      const box = (await create.first().boundingBox())!;
      expect(box.x + box.width, `${path}: Create in reach`).toBeLessThanOrEqual(390);
    }
  }
});

for (const width of [390, 1366]) {
  test(`rows ticked in a list show the bulk actions above it, and they can be clicked (${width} px)`, async ({ page, request }) => {
    const token = await apiToken(request, ADMIN.email, ADMIN.password);
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/robots.txt');
    await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
    for (const path of ['amenities', 'testimonials', 'users']) {
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole('row').nth(1), path).toBeVisible();
      await page.getByRole('row').nth(1).getByRole('checkbox').check();
      await expect(page.getByText('1 item selected'), path).toBeVisible();
      const toolbar = page.locator('.RaBulkActionsToolbar-toolbar');
      // Reachable, not just drawn: nothing (the list's own scrolling box included) covers or clips its buttons.
      const del = toolbar.getByRole('button', { name: 'Delete' });
      await del.click({ trial: true });
      const clipped = await del.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !(hit && el.contains(hit));
      });
      expect(clipped, `${path}: Delete hidden`).toBe(false);
    }
  });
}

test('forms answer bad input with the back office’s own messages, every field at once (not the browser’s bubble)', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto('/admin/testimonials/create');
  await page.getByRole('spinbutton', { name: 'Order' }).fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order should be at least 0')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Order' }).fill('1e20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Order should be at most 100000')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/testimonials\/create$/);

  await page.goto('/admin/faq/create');
  await page.getByRole('spinbutton', { name: 'Order' }).fill('-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question is required')).toBeVisible();

  // Forms checked by react-admin's validators name the field too.
  await page.goto('/admin/notifications/create');
  await page.getByRole('textbox', { name: 'Title' }).fill('x');
  await page.getByRole('textbox', { name: 'Title' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0);

  // So do the currency rates' limits (nothing is saved).
  await page.goto('/admin/currency-rates');
  const jpy = page.getByRole('spinbutton', { name: 'JPY per US dollar' });
  await jpy.fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('JPY per US dollar should be at least 0.000001')).toBeVisible();
});

test('a back-office address that leads nowhere says so under the product’s name', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('banner')).toContainText('RigRest');
  await expect(page.getByRole('banner')).not.toContainText('React Admin');
});

test('the global search is used from the keyboard: Down reaches a result, Enter opens it', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome back, Dana' })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Shift+Slash');
  const search = page.getByRole('searchbox', { name: 'Search the back office' });
  await expect(search).toBeFocused();
  await page.keyboard.type('Abilene');
  const results = page.getByTestId('global-search-results');
  const first = results.getByRole('button').first();
  await expect(first).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveClass(/Mui-selected/);
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/geographic\/cities\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Abilene');
});

test('in the Arabic back office a hotel\'s amenities are named in Arabic, and its Latin fields keep their order', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const { data } = (await (await request.get('/api/hotels?limit=1&ordering=hotelName')).json()) as { data: { id: number }[] };
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto(`/ar/admin/hotels/${data[0]!.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('واي فاي مجاني', { exact: true })).toBeVisible();
  await expect(page.getByText('Free Wi-Fi', { exact: true })).toHaveCount(0);
  // Every field's text runs in the direction of what it holds (a longitude "-99.5", not "99.5-").
  const longitude = page.locator('input[name="longitude"]');
  await expect(longitude).toBeVisible();
  expect(await longitude.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('plaintext');
});
