import { expect, test, type Page } from '@playwright/test';
import { ADMIN, AdminSignIn, menu } from './adminSession';
import { bookAsTrucker, day } from './truckerBooking';

/** The bookings list's own search box (the toolbar has a global search too). */
const listSearch = (page: Page) => page.getByPlaceholder('Guest name, email or confirmation code');
const bookingRows = (page: Page) => page.locator('tbody tr');

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

test('staff find a booking by its code, filter, open its history and cancel it with a reason', async ({ page, request }) => {
  const { booking } = await bookAsTrucker(request);
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
  // Bookings are cancelled, never deleted: no row selection for a bulk delete the API would refuse.
  await expect(page.getByRole('checkbox', { name: 'Select all' })).toHaveCount(0);

  // Ordering by a column goes to the API's ordering names
  // A click landing while the list re-renders after its search can be lost: clicked again until the URL takes it.
  await expect(async () => {
    await page.getByRole('columnheader', { name: 'Total' }).getByRole('button').click();
    await expect(page).toHaveURL(/sort=total/, { timeout: 2_000 });
  }).toPass();
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
  // A range that ends before it starts says so on both ends, and the list keeps the last good range meanwhile.
  const dayBefore = new Date(Date.parse(`${booking.checkin_date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Check-in to').fill(dayBefore);
  await expect(page.getByText('Check-in to must be on or after Check-in from')).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`checkin_to%22%3A%22${booking.checkin_date}`));
  await expect(bookingRows(page)).toHaveCount(1);
  // Mended from the other end: both messages go, and the list takes the range.
  await page.getByLabel('Check-in from').fill(dayBefore);
  await expect(page.getByText('Check-in to must be on or after Check-in from')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`checkin_to%22%3A%22${dayBefore}`));
  await expect(bookingRows(page)).toHaveCount(0);
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
  // The driver's two lines stay two lines.
  const requests = page.getByRole('region', { name: 'Guest' }).locator('dd').filter({ hasText: 'Arriving late' });
  await expect(requests).toHaveCount(1);
  expect(await requests.innerText()).toBe('Arriving late, around 11 pm\nPlease keep a spot in the back lot');
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
