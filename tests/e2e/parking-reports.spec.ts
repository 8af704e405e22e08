import { expect, test, type Locator } from '@playwright/test';
import { TRUCKER } from './adminSession';
import { hydrated } from './hydration';
import { bookAsTrucker, day } from './truckerBooking';

/** A chip's words end in "…" when its label is wider than the room it has. */
const truncated = (chip: Locator) => chip.locator('.MuiChip-label').evaluate((label) => label.scrollWidth > label.clientWidth);

// A driver's note with one long unbroken word (a pasted link or gate code): it must wrap inside the card.
const NOTE = 'Back row still open, enter by EastGateEntranceBehindTheBuildingByTheFuelIslandAndTheTruckWash';

test.describe('parking reports', () => {
  // The DEMO inventory starts on the server's UTC date; a US hotel's own date is that day only from 08:00 UTC (its
  // west coast), and a report needs the stay to have begun at the hotel.
  test.skip(new Date().getUTCHours() < 8, "before 08:00 UTC no US hotel has tonight's DEMO inventory on its own date");

  test('a driver staying tonight reports "tight" from their booking, and the hotel page shows it', async ({ page, request, browser }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { booking, hotel } = await bookAsTrucker(request, { checkin: day(0), checkout: day(1), truckParking: true });

    await page.goto('/auth/login?next=%2Fbook%2Fhistory');
    await page.getByLabel('Email').fill(TRUCKER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TRUCKER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/book\/history/);

    // Booking history says which stay may report tonight; its details hold the form.
    const row = page.locator(`[data-testid="booking-row"][data-booking-id="${booking.id}"]`);
    await expect(row.getByTestId('parking-report-prompt')).toHaveText("Report tonight's truck parking");
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const form = dialog.getByTestId('parking-report-form');
    await expect(form.getByRole('button', { name: 'Send report' })).toBeDisabled();
    await form.getByRole('button', { name: 'Tight', exact: true }).click();
    await form.getByLabel('Note (optional)').fill(NOTE);
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you! Other drivers see your report for the next 24 hours.')).toBeVisible();
    const mine = dialog.getByTestId('my-parking-report');
    await expect(mine.getByTestId('parking-report')).toHaveAttribute('data-level', 'tight');
    await expect(form).toBeHidden();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(row.getByTestId('parking-report-prompt')).toBeHidden();

    // The hotel page, as anyone reads it, drawn by the server.
    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await anonymous.newPage();
    await visitor.goto(`/hotels/${hotel.slug}`);
    const reports = visitor.getByTestId('hotel-parking-reports');
    await expect(reports.getByTestId('parking-report')).toHaveAttribute('data-level', 'tight');
    await expect(reports.getByTestId('parking-report')).toContainText('Truck parking: tight');
    await expect(reports).toContainText(NOTE);
    await hydrated(visitor);
    await expect(reports.getByTestId('parking-report')).toContainText(/now|minute/);
    // On a phone the note wraps: the page is no wider than the screen (it was 1,694 px on a 390 px phone).
    await visitor.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Nobody signed in there: no form.
    await expect(reports.getByTestId('parking-report-form')).toHaveCount(0);

    // A phone's result card shows the whole report, its age too (it was cut off at "tight · 6 min…"), in the longer
    // words of other languages as well.
    for (const prefix of ['', '/ru', '/pl']) {
      await visitor.goto(`${prefix}/hotels?lat=${hotel.latitude}&lng=${hotel.longitude}&checkIn=${day(3)}&checkOut=${day(4)}`);
      const chip = visitor.locator(`[data-testid="hotel-result"][data-hotel-id="${hotel.id}"]`).getByTestId('parking-report');
      await expect(chip).toBeVisible({ timeout: 60_000 });
      expect(await truncated(chip), `${prefix || '/'}: ${await chip.innerText()}`).toBe(false);
    }
    await anonymous.close();

    // The driver, signed in, sees the same report and that tonight is theirs already.
    await page.goto(`/hotels/${hotel.slug}`);
    await hydrated(page);
    await expect(page.getByTestId('hotel-parking-reports').getByTestId('my-parking-report')).toBeVisible();
    await expect(page.getByTestId('hotel-parking-reports').getByTestId('parking-report-form')).toHaveCount(0);

    // In Arabic, the list and the driver's own block say the same age and set the English note alike.
    await page.goto(`/ar/hotels/${hotel.slug}`);
    await hydrated(page);
    const section = page.getByTestId('hotel-parking-reports');
    const own = section.getByTestId('my-parking-report');
    await expect(own).toBeVisible();
    const listed = section.getByRole('listitem').filter({ hasText: NOTE });
    await expect(listed.getByTestId('parking-report')).toHaveText(await own.getByTestId('parking-report').innerText());
    const [a, b] = [await listed.getByText(NOTE).boundingBox(), await own.getByText(NOTE).boundingBox()];
    expect(a && b && { x: a.x, width: a.width }).toEqual(b && { x: b.x, width: b.width });
  });
});
