import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import type { SearchResultsResponse } from '@/api/schemas/hotelSearch';
import { hydrated } from './hydration';

/** A driver's phone: 390×844, touch, no hover. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent, locale: 'en-US', timezoneId: 'America/Chicago' };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PLACE = { city: 'Tulsa', province: 'OK', country: 'United States' };
const STAY = { checkIn: inDays(0), checkOut: inDays(1) };
const TULSA = `/hotels?city=Tulsa&province=OK&country=United+States&place=${encodeURIComponent('Tulsa, OK, United States')}&checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}`;
/**
 * Two hours at the default 55 mph: 177 km of road, 147 km in a straight line. The DEMO hotels of Tulsa are within it,
 * those of Joplin and Oklahoma City (155-170 km away) inside the searched radius but past the hours.
 */
const HOURS = { minutes: 120, mph: 55, speedKmh: 88.5 };

/** What the API itself says is within reach and beyond it for the same search (the page must show the same). */
async function reachOf(request: APIRequestContext) {
  const posted = await request.post('/api/hotels/search', {
    data: { ...PLACE, checkInDate: STAY.checkIn, checkOutDate: STAY.checkOut, filter: { distances: [] }, hoursLeft: { minutes: HOURS.minutes, speedKmh: HOURS.speedKmh } },
  });
  expect(posted.status()).toBe(201);
  const { token } = (await posted.json()) as { token: string };
  let page: SearchResultsResponse | null = null;
  await expect.poll(async () => {
    page = (await (await request.get(`/api/hotels/search/results?token=${token}&beyond_reach=1&limit=100&wait=1000`)).json()) as SearchResultsResponse;
    return page.searching;
  }).toBe(false);
  const hits = page!.data;
  return { reachable: hits.filter((h) => h.arrival?.reachable).map((h) => String(h.id)).sort(), beyond: hits.filter((h) => !h.arrival?.reachable).map((h) => String(h.id)).sort() };
}

test.describe('before my hours run out, on a phone', () => {
  test.use(PHONE);

  test('a driver with 2 hours left sees only the hotels they can reach, each with its arrival time', async ({ page, request }) => {
    const expected = await reachOf(request);
    expect(expected.reachable.length).toBeGreaterThan(0);
    expect(expected.beyond.length).toBeGreaterThan(0);

    await page.goto(TULSA);
    await hydrated(page);
    const cards = page.getByTestId('hotel-result');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByTestId('hours-left');
    await panel.getByLabel('Hours', { exact: true }).fill('2');
    await panel.getByLabel('Minutes', { exact: true }).fill('0');
    // A driver reading miles starts at 55 mph.
    await expect(panel.getByLabel('Average speed (mph)')).toHaveValue(String(HOURS.mph));
    await panel.getByRole('button', { name: 'Show hotels I can reach' }).click();
    await expect(page).toHaveURL(/[?&]hours=120(&|$)/);
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });

    const shownIds = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-hotel-id')!).sort());
    await expect.poll(shownIds).toEqual(expected.reachable);
    // Every card says when the driver gets there, on the hotel's clock (Tulsa: Central time).
    // (STAY is the UTC date: before 06:00 UTC a stay from Tulsa's tomorrow, reached today, shows the drive's length.)
    const arrivals = page.getByTestId('arrival');
    await expect(arrivals).toHaveCount(expected.reachable.length);
    for (const text of await arrivals.allTextContents()) expect(text).toMatch(/^(Arrives \w{3},? \d{1,2}:\d{2}\s?[AP]M C[SD]T|(\d+ hr )?\d+ min drive|\d+ hr drive)/);
    await expect(page.getByTestId('arrival-beyond')).toHaveCount(0);

    // The switch shows the others too, flagged; the search is not run again.
    await page.getByTestId('beyond-reach-switch').locator('input').click();
    await expect(page).toHaveURL(/[?&]beyond=1/);
    await expect.poll(shownIds).toEqual([...expected.reachable, ...expected.beyond].sort());
    await expect(page.getByTestId('arrival-beyond')).toHaveCount(expected.beyond.length);
  });

  test('for a stay days away, the hours left say how long each drive is, not today\'s arrival time', async ({ page }) => {
    const later = TULSA.replace(`checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}`, `checkIn=${inDays(3)}&checkOut=${inDays(4)}`);
    await page.goto(`${later}&hours=${HOURS.minutes}`);
    await hydrated(page);
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });
    const drives = page.getByTestId('arrival-drive');
    await expect(drives.first()).toBeVisible();
    await expect(page.getByTestId('arrival')).toHaveCount(await drives.count());
    for (const text of await drives.allTextContents()) expect(text).toMatch(/^((\d+ hr )?\d+ min|\d+ hr) drive$/);
    // Nothing about a day the stay has not begun: no clock time, desk or cancellation deadline.
    await expect(page.getByTestId('arrival-time')).toHaveCount(0);
    await expect(page.getByTestId('arrival-desk-closed')).toHaveCount(0);
    await expect(page.getByTestId('arrival-after-cancellation')).toHaveCount(0);
  });

  test('a time past the 14-hour window is refused with a reason, and the clock picks fill it in', async ({ page }) => {
    await page.goto(TULSA);
    await hydrated(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByTestId('hours-left');
    await panel.getByLabel('Hours', { exact: true }).fill('15');
    await panel.getByRole('button', { name: 'Show hotels I can reach' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Enter between 1 minute and 14 hours.');
    await expect(page).not.toHaveURL(/[?&]hours=/);
    await panel.getByRole('button', { name: '11-hour driving limit' }).click();
    await expect(page).toHaveURL(/[?&]hours=660(&|$)/);
    await expect(page).toHaveURL(/[?&]speed=88\.5(&|$)/);
    await expect(page.getByTestId('hours-left').getByLabel('Hours', { exact: true })).toHaveValue('11');
  });
});
