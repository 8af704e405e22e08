import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Booking } from '../../src/api/schemas/bookings';
import type { LiveCheckResponse, RoomOffer } from '../../src/api/schemas/hotelSearch';
import type { Hotel, HotelSummary } from '../../src/api/schemas/hotels';
import { ADMIN, AdminSignIn, menu, TRUCKER } from './adminSession';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The live check's offer for one available room of a local-inventory hotel, for nights [from, from + nights). */
async function availableOffer(request: APIRequestContext, auth: Record<string, string>, checkin: string, checkout: string) {
  const hotels = await json<{ data: HotelSummary[] }>(await request.get('/api/hotels?limit=50'));
  for (const summary of hotels.data.filter((h) => !h.available_on_derby)) {
    const hotel = await json<Hotel>(await request.get(`/api/hotel/${summary.slug}`));
    if (hotel.rooms.length === 0) continue;
    const { token } = await json<{ token: string }>(
      await request.post(`/api/hotels/${hotel.id}/check`, { headers: auth, data: { checkin_date: checkin, checkout_date: checkout, rooms: 1, adults: 1 } }),
    );
    let results: LiveCheckResponse | null = null;
    await expect
      .poll(async () => {
        results = await json<LiveCheckResponse>(await request.get(`/api/bookings/live-check/results?token=${encodeURIComponent(token)}`, { headers: auth }));
        return results.searching;
      })
      .toBe(false);
    const offer = (results as LiveCheckResponse | null)?.rooms.find((r: RoomOffer) => r.available && r.total !== null && r.currency);
    if (offer) return { hotel, offer };
  }
  throw new Error('No local hotel with an available room in the DEMO catalogue');
}

/** A booking made as the DEMO trucker through the API, at the price the live check offered. */
async function bookAsTrucker(request: APIRequestContext): Promise<Booking> {
  const login = await json<{ token: string }>(await request.post('/api/login', { data: TRUCKER }));
  const auth = { Authorization: `Bearer ${login.token}` };
  const checkin = day(20);
  const checkout = day(22);
  const { hotel, offer } = await availableOffer(request, auth, checkin, checkout);
  const response = await request.post(`/api/bookings/${hotel.id}/${offer.room_id}`, {
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
    data: {
      checkin_date: checkin,
      checkout_date: checkout,
      rooms: 1,
      adults: 1,
      guest: { first_name: 'Tom', last_name: 'Trucker', email: TRUCKER.email, phone: '+1 555 010 0200' },
      truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 72 },
      special_requests: 'Arriving late, around 11 pm',
      rate_id: offer.rate_id,
      expected_total: offer.total,
      currency: offer.currency,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Booking;
}

/** The bookings list's own search box (the toolbar has a global search too). */
const listSearch = (page: Page) => page.getByPlaceholder('Guest name, email or confirmation code');
const bookingRows = (page: Page) => page.locator('tbody tr');

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

test('staff find a booking by its code, filter, open its history and cancel it with a reason', async ({ page, request }) => {
  const booking = await bookAsTrucker(request);
  expect(booking.status).toBe('confirmed');

  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await menu(page).getByRole('menuitem', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/bookings$/);
  await expect(bookingRows(page).first()).toBeVisible();

  // Search by the confirmation code: exactly this booking
  await listSearch(page).fill(booking.confirmation_code);
  await expect(bookingRows(page)).toHaveCount(1);
  const row = bookingRows(page).first();
  await expect(row).toContainText(booking.confirmation_code);
  await expect(row).toContainText('Tom Trucker');
  await expect(row).toContainText(booking.hotel.hotelName);
  await expect(row).toContainText(booking.room.name);
  await expect(row).toContainText('Confirmed');

  // Ordering by a column goes to the API's ordering names
  await page.getByRole('columnheader', { name: 'Total' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=total/);
  await expect(bookingRows(page)).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Status and arrival filters narrow it in and out
  await chooseStatus(page, 'Cancelled');
  await expect(page.getByText('No Bookings found')).toBeVisible();
  await chooseStatus(page, 'Confirmed');
  await expect(bookingRows(page)).toHaveCount(1);
  await page.getByLabel('Check-in from').fill(day(21));
  await expect(page.getByText('No Bookings found')).toBeVisible();
  await page.getByLabel('Check-in from').fill(booking.checkin_date);
  await page.getByLabel('Check-in to').fill(booking.checkin_date);
  await expect(bookingRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Hotel' }).click();
  const hotelFilter = page.getByRole('combobox', { name: 'Hotel' });
  await hotelFilter.fill(booking.hotel.hotelName);
  await page.getByRole('option', { name: booking.hotel.hotelName }).first().click();
  await expect(page).toHaveURL(new RegExp(`%22hotel%22%3A${booking.hotel.id}`));
  await expect(bookingRows(page)).toHaveCount(1);

  // The row opens the booking: its details and its history
  await bookingRows(page).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${booking.id}/show$`));
  await expect(page.getByRole('heading', { level: 1, name: booking.confirmation_code })).toBeVisible();
  const stay = page.getByRole('region', { name: 'Stay' });
  await expect(stay).toContainText(booking.hotel.hotelName);
  await expect(stay).toContainText(booking.room.name);
  const prices = page.getByRole('region', { name: 'Nightly prices' });
  await expect(prices.getByRole('row')).toHaveCount(booking.nightly.length + 2);
  await expect(page.getByRole('region', { name: 'Guest' })).toContainText('Arriving late, around 11 pm');
  await expect(page.getByRole('region', { name: 'Truck' })).toContainText('Tractor-trailer');
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText('Confirmed');
  await expect(history).toContainText('by Tom Trucker');

  // The spec's address of the same page
  await page.goto(`/admin/bookings/${booking.id}/view`);
  await expect(page.getByRole('heading', { level: 1, name: booking.confirmation_code })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('by Tom Trucker');

  // Cancel it, with a reason kept in the history
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.confirmation_code}?` });
  await dialog.getByLabel('Reason (optional)').fill('Driver called: load delayed');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText(`Booking ${booking.confirmation_code} is cancelled`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: booking.confirmation_code }).locator('xpath=..')).toContainText('Cancelled');
  const after = page.getByRole('region', { name: 'Status history' });
  await expect(after).toContainText('by Dana Admin');
  await expect(after).toContainText('Driver called: load delayed');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // The list agrees
  await page.goto('/admin/bookings');
  await listSearch(page).fill(booking.confirmation_code);
  await chooseStatus(page, 'Cancelled');
  await expect(bookingRows(page)).toHaveCount(1);
  await expect(bookingRows(page).first()).toContainText('Cancelled');
});
