import { expect, test, type Locator } from '@playwright/test';
import type { PlaceSuggestResponse } from '@/api/schemas/hotelSearch';
import { locales } from '@/i18n/locales';
import { hydrated, navigateInApp } from './hydration';
import { PHONE, pickPlace } from './road';
import { json } from './truckerBooking';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Miles along the route as a card says it ("12.3 mi along the route"). */
const milesOf = (text: string) => Number(text.replace(/,/g, '').match(/[\d.]+/)![0]);

test.describe('along my route, on a phone (issue 15 item 3)', () => {
  test.use(PHONE);

  test('search from Dallas to Oklahoma City: the hotels in order along the route, each with its detour, and the route on the map', async ({ page }) => {
    await page.goto(`/hotels?checkIn=${inDays(2)}&checkOut=${inDays(3)}`);
    await hydrated(page);
    await page.getByTestId('mode-route').click();
    const form = page.getByTestId('route-search');
    await expect(form).toBeVisible();
    await pickPlace(page, 'From', 'Dallas', /^Dallas, TX/);
    await pickPlace(page, 'To', 'Oklahoma City', /^Oklahoma City, OK/);
    // The widest corridor, so the small DEMO catalogue has hotels on the way.
    await page.getByRole('combobox', { name: 'Distance from the route' }).click();
    await page.getByRole('option', { name: 'Within 25 mi of the route' }).click();
    await form.getByRole('button', { name: 'Find hotels' }).click();

    await expect(page).toHaveURL(/from_city=Dallas/);
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });
    const cards = page.getByTestId('hotel-result');
    await expect(cards.first()).toBeVisible();
    // The local routing simulator answered: a road route, no fallback notice.
    await expect(page.getByTestId('route-summary')).toContainText(/Along the road from Dallas, TX.* to Oklahoma City, OK/);
    await expect(page.getByTestId('route-fallback')).toHaveCount(0);

    const along = (await page.getByTestId('route-along').allTextContents()).map(milesOf);
    expect(along.length).toBeGreaterThan(1);
    // In order along the route; sold-out hotels come after the others, in order too (issue 12: every sort).
    const soldOut = await cards.evaluateAll((els) => els.map((el) => /Sold out/.test(el.textContent ?? '')));
    const inOrder = (miles: number[]) => expect(miles).toEqual([...miles].sort((a, b) => a - b));
    inOrder(along.filter((_, i) => !soldOut[i]));
    inOrder(along.filter((_, i) => soldOut[i]));
    expect(soldOut).toEqual([...soldOut].sort((a, b) => Number(a) - Number(b)));
    await expect(cards.first().getByTestId('route-detour')).toContainText(/Detour: [\d.]+ mi/);
    expect(await cards.count()).toBe(along.length);

    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByTestId('hotels-map')).toBeVisible();
    await expect(page.locator('path.route-line')).toBeVisible();
  });
});

test.describe('a hotel as a route end, on a phone (issue 15 item 3)', () => {
  test.use(PHONE);

  test('a hotel picked from the suggestions as the start: the route runs from its own coordinates, named after it', async ({ page, request }) => {
    const { data } = await json<PlaceSuggestResponse>(await request.get('/api/places/suggest?q=Dallas&limit=20'));
    const hotel = data.find((s) => s.kind === 'hotel' && s.latitude !== null && s.longitude !== null);
    expect(hotel, 'a DEMO hotel in Dallas').toBeTruthy();
    const name = hotel!.label.split(',')[0]!;

    await page.goto(`/hotels?checkIn=${inDays(2)}&checkOut=${inDays(3)}`);
    await hydrated(page);
    await page.getByTestId('mode-route').click();
    await pickPlace(page, 'From', name, new RegExp(`^${hotel!.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    await pickPlace(page, 'To', 'Oklahoma City', /^Oklahoma City, OK/);
    await page.getByTestId('route-search').getByRole('button', { name: 'Find hotels' }).click();

    // The hotel's point goes in the URL (not its name to geocode), and the route starts there.
    await expect(page).toHaveURL(new RegExp(`[?&]from_lat=${hotel!.latitude}&from_lng=${hotel!.longitude}(&|$)`));
    await expect(page).not.toHaveURL(/[?&]from_search=/);
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('route-problem')).toHaveCount(0);
    await expect(page.getByTestId('route-summary')).toContainText(`from ${hotel!.label} to Oklahoma City, OK`);
    // Reloaded from its address, the search names the hotel, and so does the box.
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: /^Change the search: / }).filter({ hasText: hotel!.label }).click();
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(hotel!.label);
  });
});

/** A route link cut after its start (QA: shared or cut off): Dallas, and no destination. */
const ONE_END = '/truck-parking?from_city=Dallas&from_province=Texas&from_country=United+States';

/** Labels and select boxes of `scope` whose text is cut (an ellipsis): their text is wider than their box. */
const cutLabels = (scope: Locator) =>
  scope.locator('label, .MuiSelect-select').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));

test.describe('a route link with one end, on a phone', () => {
  test.use(PHONE);

  test('is not searched as a route: the form waits for the missing end, with no error, then searches both and folds to both ends', async ({ page }) => {
    const routeAsked: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/hotels/search') routeAsked.push((req.postDataJSON() as { route?: unknown }).route ?? null);
    });
    await page.goto(`${ONE_END}&checkIn=${inDays(2)}&checkOut=${inDays(3)}`);
    await hydrated(page);
    const form = page.getByTestId('route-search');
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/^Dallas/);
    await expect(form.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('');
    // Nothing is searched until both ends are known: neither the route nor, under its form, hotels near no place.
    await expect(page.getByTestId('search-waiting')).toHaveText('Choose where your route starts and ends, then search: the hotels along it will show here.');
    await expect(page.getByTestId('search-progress')).toBeHidden();
    await expect(page.getByTestId('search-error')).toHaveCount(0);
    await expect(page.getByTestId('search-invalid')).toHaveCount(0);
    await expect(page.getByTestId('hotel-result')).toHaveCount(0);
    expect(routeAsked).toEqual([]);
    await expect(page.getByTestId('route-to-missing')).toHaveText('Where does your route end?');
    await expect(page.getByTestId('route-from-missing')).toHaveCount(0);

    await pickPlace(page, 'To', 'Oklahoma City', /^Oklahoma City, OK/);
    await expect(page.getByTestId('route-to-missing')).toHaveCount(0);
    await form.getByRole('button', { name: 'Find hotels' }).click();
    await expect(page).toHaveURL(/to_city=Oklahoma/);
    await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('search-error')).toHaveCount(0);
    await expect(page.getByTestId('search-waiting')).toHaveCount(0);
    expect(routeAsked).toHaveLength(1);
    expect(routeAsked[0]).toBeTruthy();

    // Folded, the line names both ends, short, and the destination is whole: the start gives way first.
    const summary = page.getByTestId('search-summary');
    await expect(summary).toHaveAttribute('aria-label', /Dallas, TX → Oklahoma City, OK · /);
    const destination = summary.getByTestId('search-summary-destination');
    await expect(destination).toHaveText('Oklahoma City, OK');
    await expect(destination).toBeVisible();
    const whole = (el: HTMLElement) => el.scrollWidth <= el.clientWidth;
    expect(await destination.evaluate(whole), 'the destination is not cut').toBe(true);
    await expect(summary.getByTestId('search-summary-place')).toHaveText('Dallas, TX');
    expect(await summary.getByTestId('search-summary-place').evaluate(whole), 'the start fits too').toBe(true);
    await expect(summary.getByTestId('search-summary-dates')).toBeVisible();
  });

  test('a route to a place nobody knows still names both ends in the folded line', async ({ page }) => {
    await page.goto(`/truck-parking?from_search=Zzyzxqville&to_city=Oklahoma+City&to_province=OK&to_country=US&checkIn=${inDays(2)}&checkOut=${inDays(3)}`);
    await hydrated(page);
    await expect(page.getByTestId('route-problem')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('search-summary-place')).toHaveText('Zzyzxqville');
    await expect(page.getByTestId('search-summary-destination')).toHaveText(/^Oklahoma City, OK/);
  });

  test('a search the API refuses (400) is not called a connection problem, and offers no useless retry', async ({ page }) => {
    await page.goto(`/hotels?search=Dallas&checkIn=${inDays(2)}&checkOut=${inDays(3)}`);
    await hydrated(page);
    await page.route((url) => url.pathname === '/api/hotels/search', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'route.to.search: Search is required', errors: { 'route.to.search': ['Search is required'] } }) }),
    );
    await navigateInApp(page, `/hotels?search=Tulsa&checkIn=${inDays(2)}&checkOut=${inDays(3)}`);
    await expect(page.getByTestId('search-invalid')).toBeVisible();
    await expect(page.getByTestId('search-error')).toHaveCount(0);
    await expect(page.getByText(/Check your connection/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});

test.describe('whole field labels in every language', () => {
  test.describe('on a phone', () => {
    test.use(PHONE);

    test('the corridor select and the hours-left fields, in all 11 languages', async ({ page }) => {
      for (const lng of locales) {
        await page.goto(`${lng === 'en' ? '' : `/${lng}`}${ONE_END}`);
        await hydrated(page);
        const form = page.getByTestId('route-search');
        await expect(form.locator('.MuiSelect-select')).toBeVisible();
        expect(await cutLabels(form), `${lng}: the route form`).toEqual([]);
        await page.locator('button[aria-controls="search-filters"]').click();
        const panel = page.getByTestId('hours-left');
        await expect(panel).toBeVisible();
        expect(await cutLabels(panel), `${lng}: the hours left`).toEqual([]);
      }
    });
  });

  test.describe('on a 1366px desktop', () => {
    test.use({ viewport: { width: 1366, height: 768 } });

    test('the hours-left fields, in all 11 languages', async ({ page }) => {
      for (const lng of locales) {
        await page.goto(`${lng === 'en' ? '' : `/${lng}`}/truck-parking?search=Dallas`);
        const panel = page.getByTestId('hours-left');
        await expect(panel).toBeVisible();
        await hydrated(page);
        expect(await cutLabels(panel), `${lng}: the hours left`).toEqual([]);
      }
    });
  });
});
