import { expect, test } from '@playwright/test';
import { ADMIN, AdminSignIn } from './adminSession';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Issue 14: staff open the analytics page from the toolbar's apps grid and read its charts; the charts load there only. */
test('the analytics page draws its charts, loaded only when staff open it', async ({ page, request }) => {
  // Two searches today, so the figures have something to count.
  for (let i = 0; i < 2; i++) {
    const res = await request.post('/api/hotels/search', { data: { location: { latitude: 37.08, longitude: -94.5 }, checkInDate: day(3), checkOutDate: day(4) } });
    expect(res.status()).toBe(201);
  }

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page.getByRole('button', { name: 'Apps' })).toBeVisible();
  expect(scripts.filter((u) => /AnalyticsPage/.test(u))).toEqual([]);

  await page.getByRole('button', { name: 'Apps' }).click();
  await page.getByRole('navigation', { name: 'Apps' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/analytics$/);
  await expect.poll(() => scripts.some((u) => /AnalyticsPage/.test(u))).toBe(true);

  await expect(page.getByTestId('figure-searches')).not.toHaveText('0');
  // A fresh server has no bookings: the cities chart says so inside its (drawn) chart.
  await expect(page.getByTestId('chart-cities').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('chart-cities')).toContainText('No data for this period');
  for (const chart of ['chart-activity', 'chart-revenue', 'chart-conversion', 'chart-cancellations']) {
    const card = page.getByTestId(chart);
    await expect(card.getByRole('heading')).toBeVisible();
    // A drawn chart: an SVG with its axes' tick labels.
    await expect(card.locator('svg .MuiChartsAxis-tickLabel').first()).toBeVisible();
  }
  // The activity chart draws its lines (searches and bookings).
  await expect(page.getByTestId('chart-activity').locator('svg path.MuiLineChart-line, svg .MuiLineElement-root').first()).toBeAttached();

  // Another period is one click away, and the address keeps it.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day(-6)}&to=${day(0)}`));
  await expect(page.getByTestId('chart-activity').locator('svg .MuiChartsAxis-tickLabel').first()).toBeVisible();

  // A period before this server existed: the counts' axis reads whole numbers from 0 (it drew one cut tick, "0.0…").
  await page.goto(`/admin/dashboard/analytics?from=${day(-400)}&to=${day(-371)}`);
  await expect(page.getByTestId('figure-searches')).toHaveText('0');
  const counts = page.getByTestId('chart-activity').locator('svg .MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
  await expect(counts.first()).toBeVisible();
  const ticks = await counts.allTextContents();
  expect(ticks).toContain('0');
  for (const tick of ticks) expect(tick).toMatch(/^\d+$/);
});
