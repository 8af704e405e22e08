import { expect, test, type APIRequestContext } from '@playwright/test';
import { rigFit } from '@/api/rigFit';
import type { HotelSearchRequest, SearchHit, SearchResultsResponse } from '@/api/schemas/hotelSearch';
import { milesToKm } from '@/api/units';
import { TRUCKER } from './adminSession';
import { hydrated } from './hydration';
import { PHONE, pickPlace, storedCards, workerActive } from './road';
import { json } from './truckerBooking';

/**
 * Issue 15's one phone journey, start to end: a driver signs in, saves their rig, searches along their route with
 * 2 hours of driving left, sees only the hotels they can reach that fit the rig, books one, loses the network, and
 * still opens the arrival card. The service worker is allowed (as in offline.spec.ts): the offline part needs it.
 */
const TIME_ZONE = 'America/Chicago';
test.use({ ...PHONE, timezoneId: TIME_ZONE, serviceWorkers: 'allow' });

/**
 * A tractor and trailer of 60 ft: longer than some DEMO lots along Dallas → Oklahoma City take (53 ft), shorter than
 * others (65 ft and more); some lots there take a bobtail only.
 */
const RIG = { kind: 'full_rig', length_ft: 60 } as const;
/** Two hours at the default 55 mph (88.5 km/h), as the hours panel sends them. */
const HOURS = { minutes: 120, speedKmh: 88.5 };
/** The widest corridor the form offers a driver reading miles, so the small DEMO catalogue has hotels on the way. */
const CORRIDOR_MI = 25;
const FROM = { city: 'Dallas', province: 'TX', country: 'United States' };
const TO = { city: 'Oklahoma City', province: 'OK', country: 'United States' };

/** A calendar day, `offset` days from today, on the phone's clock (Central time). */
const localDay = (offset: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() + offset * 86_400_000));
/**
 * Tonight on the phone's clock; but the DEMO inventory starts on the server's UTC date, which runs ahead of Central
 * time from 18:00 or 19:00 to midnight: then the first night the DEMO hotels sell, the next.
 */
const utcToday = new Date().toISOString().slice(0, 10);
const STAY = localDay(0) < utcToday ? { checkIn: localDay(1), checkOut: localDay(2) } : { checkIn: localDay(0), checkOut: localDay(1) };

/** Every hotel of the same route search as the API answers it, the ones beyond reach included. */
async function alongRoute(request: APIRequestContext, fitsRig: typeof RIG | null): Promise<SearchHit[]> {
  const search: HotelSearchRequest = {
    checkInDate: STAY.checkIn,
    checkOutDate: STAY.checkOut,
    route: { from: FROM, to: TO, corridor_km: milesToKm(CORRIDOR_MI) },
    hoursLeft: HOURS,
    fitsRig,
  };
  const { token } = await json<{ token: string }>(await request.post('/api/hotels/search', { data: search }));
  let answer: SearchResultsResponse | null = null;
  await expect
    .poll(async () => {
      answer = await json<SearchResultsResponse>(await request.get(`/api/hotels/search/results?token=${token}&beyond_reach=1&limit=100&wait=1000`));
      return answer.searching;
    })
    .toBe(false);
  return answer!.data;
}

const ids = (hits: SearchHit[]) => hits.map((h) => String(h.id)).sort();

test('a driver saves the rig, searches along the route with 2 hours left, books a hotel that fits and opens its arrival card offline', async ({ page, context, request }) => {
  // The whole journey (sign-in, profile, two searches, a booking, offline pages) is several specs' worth of steps.
  test.setTimeout(120_000);
  // What the search engine says, to hold the page to: with the rig, the hotels in reach and beyond it; without it,
  // the ones the rig filter takes away.
  const withRig = await alongRoute(request, RIG);
  const reachable = withRig.filter((h) => h.arrival?.reachable);
  const beyond = withRig.filter((h) => !h.arrival?.reachable);
  expect(reachable.length, 'a hotel in reach fits the rig').toBeGreaterThan(0);
  expect(beyond.length, 'a hotel past the hours fits the rig').toBeGreaterThan(0);
  expect(withRig.every((h) => rigFit(h, RIG) === 'fits')).toBe(true);
  const withoutRig = await alongRoute(request, null);
  const misfits = withoutRig.filter((h) => h.arrival?.reachable && rigFit(h, RIG) !== 'fits');
  expect(misfits.length, 'a hotel in reach does not take the rig').toBeGreaterThan(0);

  // Sign in, straight to the profile.
  await page.goto('/auth/login?next=%2Fprofile');
  await hydrated(page);
  await page.getByLabel('Email').fill(TRUCKER.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(TRUCKER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // My rig: a 60 ft tractor and trailer.
  const rigForm = page.getByTestId('rig-form');
  await rigForm.getByRole('combobox', { name: 'Rig' }).click();
  await page.getByRole('option', { name: 'Tractor and trailer' }).click();
  await rigForm.getByLabel('Total length').fill(String(RIG.length_ft));
  await rigForm.getByRole('button', { name: 'ft' }).click();
  await rigForm.getByRole('button', { name: 'Save my rig' }).click();
  await expect(page.getByText('Your rig was saved.')).toBeVisible();

  // Along my route: Dallas to Oklahoma City, tonight.
  await page.goto(`/hotels?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}`);
  await hydrated(page);
  await page.getByTestId('mode-route').click();
  const routeForm = page.getByTestId('route-search');
  await pickPlace(page, 'From', 'Dallas', /^Dallas, TX/);
  await pickPlace(page, 'To', 'Oklahoma City', /^Oklahoma City, OK/);
  await page.getByRole('combobox', { name: 'Distance from the route' }).click();
  await page.getByRole('option', { name: `Within ${CORRIDOR_MI} mi of the route` }).click();
  await routeForm.getByRole('button', { name: 'Find hotels' }).click();
  await expect(page).toHaveURL(/from_city=Dallas/);
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('route-summary')).toContainText(/from Dallas, TX.* to Oklahoma City, OK/);

  // The saved rig turns "fits my rig" on; 2 hours left.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByTestId('fits-rig-switch').locator('input')).toBeChecked();
  const hours = page.getByTestId('hours-left');
  await hours.getByLabel('Hours', { exact: true }).fill('2');
  await hours.getByLabel('Minutes', { exact: true }).fill('0');
  await hours.getByRole('button', { name: 'Show hotels I can reach' }).click();
  await expect(page).toHaveURL(/[?&]hours=120(&|$)/);
  await expect(page).not.toHaveURL(/[?&]rig=0/);
  await expect(page.getByTestId('search-progress')).toBeHidden({ timeout: 30_000 });

  // Only hotels in reach that fit: each card says so, and when the driver gets there (Dallas: Central time).
  const cards = page.getByTestId('hotel-result');
  const shownIds = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-hotel-id')!).sort());
  await expect.poll(shownIds).toEqual(ids(reachable));
  for (const misfit of misfits) await expect(page.locator(`[data-testid="hotel-result"][data-hotel-id="${misfit.id}"]`)).toHaveCount(0);
  const count = reachable.length;
  await expect(page.getByTestId('fit-badge')).toHaveCount(count);
  expect(await page.getByTestId('fit-badge').evaluateAll((els) => els.map((e) => e.getAttribute('data-fit')))).toEqual(Array(count).fill('fits'));
  await expect(page.getByTestId('arrival')).toHaveCount(count);
  // The arrival on the hotel's clock; or, where the stay is tomorrow's (STAY, before 06:00 UTC) and the driver would get
  // there today, the drive's length.
  for (const text of await page.getByTestId('arrival').allTextContents()) expect(text).toMatch(/^(Arrives \w{3},? \d{1,2}:\d{2}\s?[AP]M C[SD]T|(\d+ hr )?\d+ min drive|\d+ hr drive)/);
  expect(await page.getByTestId('arrival').evaluateAll((els) => els.map((e) => e.getAttribute('data-reachable')))).toEqual(Array(count).fill('true'));
  await expect(page.getByTestId('arrival-beyond')).toHaveCount(0);

  // The switch shows the ones past the hours too, flagged (and still only those that fit); off again, they go.
  const beyondSwitch = page.getByTestId('beyond-reach-switch').locator('input');
  await beyondSwitch.click();
  await expect(page).toHaveURL(/[?&]beyond=1/);
  await expect.poll(shownIds).toEqual(ids(withRig));
  await expect(page.getByTestId('arrival-beyond')).toHaveCount(beyond.length);
  expect(await page.getByTestId('fit-badge').evaluateAll((els) => els.map((e) => e.getAttribute('data-fit')))).toEqual(Array(withRig.length).fill('fits'));
  await beyondSwitch.click();
  await expect(page).not.toHaveURL(/[?&]beyond=1/);
  await expect.poll(shownIds).toEqual(ids(reachable));
  await expect(page.getByTestId('arrival-beyond')).toHaveCount(0);

  // Open a hotel in reach with a room tonight, and book it.
  const bookable = reachable.find((h) => h.rate.status === 'available');
  expect(bookable, 'a hotel in reach has a room tonight').toBeTruthy();
  const card = page.locator(`[data-testid="hotel-result"][data-hotel-id="${bookable!.id}"]`);
  await page.keyboard.press('Escape');
  await card.getByRole('link', { name: bookable!.hotelName }).click();
  await expect(page).toHaveURL(new RegExp(`/hotels/${bookable!.slug}\\?`));
  const book = page.getByRole('region', { name: 'Rooms and prices' }).getByRole('link', { name: /^Book / }).first();
  await expect(book).toBeVisible({ timeout: 30_000 });
  await book.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();
  await expect(page.getByTestId('reservation-summary')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Phone').fill('+1 214 555 0100');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\?booking=\d+/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your room is booked' })).toBeVisible();
  const bookingId = Number(new URL(page.url()).searchParams.get('booking'));
  const code = (await page.getByTestId('confirmation-code').innerText()).trim();
  expect(code.length).toBeGreaterThan(4);
  // The device keeps the card; the worker has the app.
  await expect.poll(() => storedCards(page)).toBeGreaterThan(0);
  await workerActive(page);

  // No network: the booking history comes from the device, flagged offline, and opens the arrival card.
  await context.setOffline(true);
  await page.goto('/book/history');
  await expect(page.getByTestId('offline-history')).toBeVisible();
  const saved = page.locator(`[data-testid="saved-card-row"][data-booking-id="${bookingId}"]`);
  await expect(saved).toBeVisible();
  await expect(saved.getByTestId('offline-flag')).toBeVisible();
  await expect(saved).toContainText(code);
  await saved.getByRole('link').click();
  await expect(page).toHaveURL(`/book/arrival/${bookingId}`);
  const arrival = page.getByTestId('arrival-card');
  await expect(arrival).toBeVisible();
  await expect(arrival.getByTestId('offline-flag')).toBeVisible();
  await expect(page.getByTestId('arrival-code')).toHaveText(code);
  await expect(arrival.getByRole('heading', { name: bookable!.hotelName })).toBeVisible();
  await expect(page.getByTestId('arrival-coordinates')).toHaveText(`${bookable!.latitude}, ${bookable!.longitude}`);

  // Its own address, opened afresh with no network, says the same.
  await page.reload();
  await expect(page.getByTestId('arrival-card').getByTestId('offline-flag')).toBeVisible();
  await expect(page.getByTestId('arrival-code')).toHaveText(code);
  await context.setOffline(false);
});
