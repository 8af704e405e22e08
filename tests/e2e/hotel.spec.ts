import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated, navigateInApp } from './hydration';

type HotelSummary = { id: number; slug: string; hotelName: string; thumbnail: string | null; supplier: string; commercialParkingAvailable: boolean };

/** A DEMO hotel with pictures, truck parking and local inventory (prices from the seeded rates). */
async function demoHotel(request: APIRequestContext): Promise<HotelSummary> {
  const res = await request.get('/api/hotels?limit=50&parking_available=true');
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: HotelSummary[] };
  const hotel = data.find((h) => h.thumbnail && h.supplier === 'local' && h.commercialParkingAvailable) ?? data[0];
  expect(hotel, 'the DEMO catalogue has hotels').toBeTruthy();
  return hotel!;
}

/** YYYY-MM-DD, `days` from today (UTC; the seeded inventory covers the next 60 days). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('hotel page', () => {
  test('shows pictures, parking facts and live room prices; Book carries room and dates', async ({ page, request }) => {
    const hotel = await demoHotel(request);
    const checkIn = inDays(3);
    const checkOut = inDays(5);
    await page.goto(`/hotels/${hotel.slug}?checkIn=${checkIn}&checkOut=${checkOut}`);

    await expect(page).toHaveTitle(`${hotel.hotelName} - RigRest`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();

    // Pictures: the first one is loaded and keeps its slot's size.
    const gallery = page.getByTestId('hotel-gallery');
    const first = gallery.locator('img').first();
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await first.getAttribute('width')).toBeTruthy();
    expect(await first.getAttribute('height')).toBeTruthy();
    const slides = await gallery.locator('figure').count();
    if (slides > 1) {
      await hydrated(page);
      await gallery.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(`2 / ${slides}`)).toBeVisible();
      await page.getByRole('button', { name: 'Previous picture' }).click();
      await expect(page.getByText(`1 / ${slides}`)).toBeVisible();
    }

    // Parking facts a driver checks.
    const parking = page.getByRole('region', { name: 'Truck parking' });
    await expect(parking.getByTestId('parking-details')).toBeVisible();
    await expect(parking.getByText(/truck spaces?|Number of spaces not given/)).toBeVisible();
    await expect(parking.getByTestId('fit-badge')).toBeVisible();
    await expect(parking.getByRole('listitem').getByText(/Fits a full rig|Bobtail only|Rig size not confirmed/)).toBeVisible();
    await expect(parking.getByText(/Free parking|Paid parking/)).toBeVisible();

    // Live rooms and prices for the URL's two nights.
    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    await expect(rooms.getByLabel('Check-in')).toHaveValue(checkIn);
    await expect(rooms.getByLabel('Check-out')).toHaveValue(checkOut);
    await expect(rooms.getByText('2 nights', { exact: true })).toBeVisible();
    const price = rooms.getByTestId('room-price').first();
    await expect(price).toHaveText(/^\$[\d,]+\.\d{2} a night( on average)?$/, { timeout: 30_000 });
    await expect(rooms.getByText(/total for 2 nights/).first()).toBeVisible();
    await expect(rooms.getByText(/cancellation|Non-refundable|Cancellation terms/i).first()).toBeVisible();

    const book = rooms.getByRole('link', { name: /^Book / }).first();
    const href = await book.getAttribute('href');
    const url = new URL(href!, 'http://x');
    expect(url.pathname).toBe(`/hotels/reservation/${hotel.slug}`);
    expect(url.searchParams.get('room')).toMatch(/^\d+$/);
    expect(url.searchParams.get('checkIn')).toBe(checkIn);
    expect(url.searchParams.get('checkOut')).toBe(checkOut);

    // Changing the dates goes into the URL and prices again.
    const later = inDays(6);
    await rooms.getByLabel('Check-out').fill(later);
    await expect(page).toHaveURL(new RegExp(`checkOut=${later}`));
    await expect(rooms.getByText('3 nights', { exact: true })).toBeVisible();
    await expect(rooms.getByText(/total for 3 nights/).first()).toBeVisible({ timeout: 30_000 });
    await expect(rooms.getByRole('link', { name: /^Book / }).first()).toHaveAttribute('href', new RegExp(`checkOut=${later}`));

    // The currency switch shows the hotel's own price beside the converted one.
    await page.evaluate(() => {
      localStorage.setItem('rigrest.currency', 'EUR');
      window.dispatchEvent(new CustomEvent('rigrest:currency', { detail: 'EUR' }));
    });
    await expect(rooms.getByTestId('room-price').first()).toHaveText(/^€[\d,]+\.\d{2} a night( on average)?$/);
    await expect(rooms.getByText(/Charged by the hotel as /).first()).toBeVisible();
  });

  test('without dates it prices tonight, and a phone layout puts parking before the rooms', async ({ page, request }) => {
    const hotel = await demoHotel(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/hotels/${hotel.slug}`);
    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    await expect(rooms.getByText('1 night', { exact: true })).toBeVisible();
    await expect(rooms.getByTestId('room-price').first()).toBeVisible({ timeout: 30_000 });
    const parkingTop = (await page.getByRole('region', { name: 'Truck parking' }).boundingBox())!.y;
    const roomsTop = (await rooms.boundingBox())!.y;
    expect(parkingTop).toBeLessThan(roomsTop);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('says sold out, few rooms left, non-refundable, and rates unavailable as the live check reports them', async ({ page, request }) => {
    const hotel = await demoHotel(request);
    const checkIn = inDays(2);
    const checkOut = inDays(3);
    const answer = (over: Record<string, unknown>) => ({
      status: 'complete',
      searching: false,
      hotel_id: hotel.id,
      checkin_date: checkIn,
      checkout_date: checkOut,
      nights: 1,
      rates_unavailable: false,
      rooms: [],
      expires_at: new Date(Date.now() + 1_800_000).toISOString(),
      ...over,
    });
    const room = (id: number, name: string, over: Record<string, unknown>) => ({
      room_id: id, roomId: `R${id}`, name, beds: '1 king bed', max_occupancy: 2, available: true, rooms_left: 9, currency: 'USD',
      nightly: [{ date: checkIn, amount: 99 }], total: 99, total_usd: 99, rate_id: null,
      cancel_policy: { refundable: true, free_until: null, description: null }, ...over,
    });
    // What a supplier-backed hotel's check goes through: running, then rooms; a later stay's supplier fails.
    const failingStay = inDays(4);
    const checkoutOf = new Map<string, string>();
    await page.route(/\/api\/hotels\/\d+\/check$/, async (route) => {
      const response = await route.fetch();
      const { token } = (await response.json()) as { token: string };
      checkoutOf.set(token, (route.request().postDataJSON() as { checkout_date: string }).checkout_date);
      await route.fulfill({ response });
    });
    let polls = 0;
    await page.route('**/api/bookings/live-check/results?**', async (route) => {
      const token = new URL(route.request().url()).searchParams.get('token') ?? '';
      if (checkoutOf.get(token) === failingStay) return route.fulfill({ json: answer({ status: 'failed', rates_unavailable: true }) });
      polls += 1;
      if (polls < 3) return route.fulfill({ json: answer({ status: 'running', searching: true, nights: 0 }) });
      return route.fulfill({
        json: answer({
          rooms: [
            room(1, 'Sold out suite', { available: false, rooms_left: 0, currency: null, nightly: [], total: null, total_usd: null, cancel_policy: null }),
            room(2, 'Last king', { rooms_left: 2, cancel_policy: { refundable: false, free_until: null, description: 'Charged in full at booking.' } }),
          ],
        }),
      });
    });

    // The server checks the rooms of the page it draws: opened from inside the app (as from a search result), the
    // check is the browser's, through the stubs above.
    await page.goto('/');
    await navigateInApp(page, `/hotels/${hotel.slug}?checkIn=${checkIn}&checkOut=${checkOut}`);
    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    await expect(rooms.getByText('Checking live availability and prices…')).toBeVisible();
    const offers = rooms.getByTestId('room-offer');
    await expect(offers).toHaveCount(2);
    await expect(rooms.getByText('Checking live availability and prices…')).toBeHidden();
    // Available first: the last king, with its few rooms left and its terms; then the sold-out suite, no Book.
    await expect(offers.nth(0)).toContainText('Last king');
    await expect(offers.nth(0)).toContainText('Only 2 rooms left');
    await expect(offers.nth(0)).toContainText('Non-refundable: the stay is charged even if you cancel.');
    await expect(offers.nth(0)).toContainText('Charged in full at booking.');
    await expect(offers.nth(0).getByRole('link', { name: 'Book Last king' })).toBeVisible();
    await expect(offers.nth(1)).toContainText('Sold out suite');
    await expect(offers.nth(1)).toContainText('Sold out');
    await expect(offers.nth(1).getByRole('link')).toHaveCount(0);

    await rooms.getByLabel('Check-out').fill(failingStay);
    await expect(rooms.getByTestId('rates-unavailable')).toContainText('Rates unavailable');
    await expect(offers).toHaveCount(0);
  });

  test('a hotel without truck parking says so, with no drivers\' reports of a lot it does not have', async ({ page, request }) => {
    const res = await request.get('/api/hotels?limit=5&parking_available=false');
    const { data } = (await res.json()) as { data: HotelSummary[] };
    const hotel = data.find((h) => !h.commercialParkingAvailable);
    expect(hotel, 'the DEMO catalogue has a hotel without truck parking').toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/hotels/${hotel!.slug}`);
    await hydrated(page);
    const parking = page.getByRole('region', { name: 'Truck parking' });
    await expect(parking.getByTestId('parking-details')).toHaveText('No truck parking at this hotel.');
    await expect(parking.getByText("Tonight's truck parking")).toHaveCount(0);
    await expect(page.getByTestId('hotel-parking-reports')).toHaveCount(0);
  });

  test('a hotel opened offline says it could not be loaded and offers to try again, which loads it once back online', async ({ page, context, request }) => {
    const hotel = await demoHotel(request);
    const { data } = (await (await request.get('/api/hotels?limit=5')).json()) as { data: HotelSummary[] };
    const other = data.find((h) => h.slug !== hotel.slug)!;
    // The app and the hotel page's code are on the device (another hotel was open): only this hotel's data is not.
    await page.goto(`/hotels/${other.slug}`);
    await hydrated(page);
    await context.setOffline(true);
    await navigateInApp(page, `/hotels/${hotel.slug}?checkIn=${inDays(3)}&checkOut=${inDays(4)}`);
    // Not the page's placeholders for good (the query waited for a network that did not come).
    await expect(page.getByText('The hotel could not be loaded.')).toBeVisible({ timeout: 15_000 });
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
  });

  test('an unknown hotel is the not-found page, with a 404 for crawlers', async ({ page }) => {
    const response = await page.goto('/hotels/no-such-hotel-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'How did you get here?' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found - RigRest');
  });

  test('the served HTML carries the title, description and schema.org Hotel data', async ({ request }) => {
    const hotel = await demoHotel(request);
    const res = await request.get(`/hotels/${hotel.slug}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${hotel.hotelName.replace(/&/g, '&amp;')} - RigRest</title>`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/hotels\//);
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(ld, 'JSON-LD in the page source').toBeTruthy();
    const data = JSON.parse(ld![1]!) as Record<string, unknown>;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Hotel', name: hotel.hotelName, address: { '@type': 'PostalAddress' } });
  });
});

test.describe('brands page', () => {
  test('lists brands with their hotels, which link to hotel pages', async ({ page }) => {
    await page.goto('/brands');
    await expect(page).toHaveTitle('Brands - RigRest');
    await expect(page.getByRole('heading', { level: 1, name: 'Hotel brands' })).toBeVisible();
    const brands = page.getByTestId('brand');
    await expect(brands.first()).toBeVisible();
    expect(await brands.count()).toBeGreaterThan(3);
    const first = brands.first();
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty();
    const hotelLink = first.getByRole('link').filter({ has: page.locator('p') }).first();
    await expect(hotelLink).toBeVisible();
    await expect(hotelLink).toHaveAttribute('href', /^\/hotels\/[a-z0-9-]+$/);

    // "Show more" adds the next page when the brand has more hotels than one page.
    const more = first.getByRole('button', { name: /Show more hotels/ });
    await hydrated(page);
    if (await more.isVisible()) {
      const before = await first.getByRole('listitem').count();
      await more.click();
      await expect.poll(() => first.getByRole('listitem').count()).toBeGreaterThan(before);
    }

    const name = (await hotelLink.locator('p').first().textContent())!;
    await hotelLink.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
