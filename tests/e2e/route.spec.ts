import { expect, test } from '@playwright/test';
import type { PlaceSuggestResponse } from '@/api/schemas/hotelSearch';
import { hydrated } from './hydration';
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
