import { expect, test, type Page, type Request } from '@playwright/test';
import { hydrated } from './hydration';

/** Joplin, MO is one of the DEMO catalogue's interstate cities: the 300-hotel catalogue has hotels around it. */
const CITY = 'Joplin';
const CITY_SUGGESTION = /Joplin, MO/;
const TRUCKER = { email: 'trucker@rigrest.demo', password: 'RigRest-trucker-2026', firstName: 'Tom' };

/** YYYY-MM-DD, `days` from today (UTC; the seeded inventory covers the next 60 days). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const isBookingPost = (req: Request) => req.method() === 'POST' && /^\/api\/bookings\/\d+\/\d+$/.test(new URL(req.url()).pathname);

async function signIn(page: Page) {
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await page.getByLabel('Email').fill(TRUCKER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TRUCKER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Search the city from home, as a driver types it. */
async function searchCityFromHome(page: Page) {
  await page.goto('/');
  await hydrated(page);
  const place = page.getByRole('combobox', { name: 'City, highway or hotel' });
  await place.click();
  await place.pressSequentially(CITY, { delay: 30 });
  await page.getByRole('option', { name: CITY_SUGGESTION }).first().click();
  await page.getByRole('button', { name: 'Find hotels' }).click();
  await expect(page).toHaveURL(/\/hotels\?.*city=Joplin/);
}

/** Search the city from home, open the first hotel, pick a stay 3 to 5 days out; answers the rooms section. */
async function openHotelFromSearch(page: Page) {
  await searchCityFromHome(page);
  const first = page.getByTestId('hotel-result').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  await first.locator('h2 a, a[id$="-name"]').first().click();
  await expect(page).toHaveURL(/\/hotels\/[^/?]+/);
  const rooms = page.getByRole('region', { name: 'Rooms and prices' });
  // One date at a time: each change is written into the URL before the next is made.
  await rooms.getByLabel('Check-in').fill(inDays(3));
  await expect(page).toHaveURL(new RegExp(`checkIn=${inDays(3)}`));
  await rooms.getByLabel('Check-out').fill(inDays(5));
  await expect(page).toHaveURL(new RegExp(`checkIn=${inDays(3)}&checkOut=${inDays(5)}|checkOut=${inDays(5)}.*checkIn=${inDays(3)}`));
  await expect(rooms.getByText('2 nights', { exact: true })).toBeVisible();
  return rooms;
}

/** The first DEMO hotel (with truck parking) priced from our own inventory. */
async function firstLocalHotel(page: Page): Promise<{ id: number; slug: string; hotelName: string }> {
  const res = await page.request.get('/api/hotels?limit=20&parking_available=true');
  const { data } = (await res.json()) as { data: { id: number; slug: string; hotelName: string; supplier: string }[] };
  return data.find((h) => h.supplier === 'local') ?? data[0]!;
}

/** A hotel's reservation address for 3 to 5 days out, read from its page's first Book link. */
async function reservationUrl(page: Page): Promise<URL> {
  const hotel = await firstLocalHotel(page);
  await page.goto(`/hotels/${hotel.slug}?checkIn=${inDays(4)}&checkOut=${inDays(6)}`);
  const book = page.getByRole('region', { name: 'Rooms and prices' }).getByRole('link', { name: /^Book / }).first();
  await expect(book).toBeVisible({ timeout: 30_000 });
  return new URL((await book.getAttribute('href'))!, 'http://x');
}

test.describe('booking', () => {
  test('search, open a hotel, Book (sign in and come back), fill the form, book once, find it in history, cancel it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const rooms = await openHotelFromSearch(page);
    const book = rooms.getByRole('link', { name: /^Book / }).first();
    await expect(book).toBeVisible({ timeout: 30_000 });
    const href = (await book.getAttribute('href'))!;
    await book.click();

    // Signed out: sign in, then back on the very same reservation.
    await signIn(page);
    await expect(page).toHaveURL(href);
    await expect(page).toHaveTitle('Reservation - RigRest');
    await expect(page.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();

    const summary = page.getByTestId('reservation-summary');
    await expect(summary).toBeVisible({ timeout: 30_000 });
    await expect(summary.getByText('2 nights', { exact: true })).toBeVisible();
    await expect(summary.getByTestId('booking-total')).toHaveText(/^\$[\d,]+\.\d{2}$|[\d,.]+/);
    await expect(summary.getByTestId('price-breakdown').getByRole('listitem')).toHaveCount(2);
    await expect(summary.getByTestId('cancel-policy')).toHaveText(/Free cancellation until .+ \(hotel's local time\)/);
    const total = await summary.getByTestId('booking-total').innerText();

    // Guest details come from the profile; truck details and requests are the driver's.
    await expect(page.getByLabel('First name')).toHaveValue(TRUCKER.firstName);
    await expect(page.getByLabel('Email')).toHaveValue(TRUCKER.email);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByText('Email must be a valid email')).toBeVisible();
    await page.getByLabel('Email').fill(TRUCKER.email);
    await page.getByLabel('Phone').fill('+1 417 555 0100');
    await page.getByLabel('Vehicle type').click();
    await page.getByRole('option', { name: 'Straight truck' }).click();
    await page.getByLabel('Length (ft)').fill('40');
    await page.getByLabel('Special requests').fill('Arriving after midnight');

    // A double click sends one request, with an Idempotency-Key.
    const posts: Request[] = [];
    page.on('request', (req) => {
      if (isBookingPost(req)) posts.push(req);
    });
    await page.getByRole('button', { name: 'Book now' }).dblclick();
    await expect(page).toHaveURL(/\?booking=\d+/, { timeout: 30_000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(posts[0]!.postDataJSON()).toMatchObject({
      guest: { first_name: TRUCKER.firstName, email: TRUCKER.email, phone: '+1 417 555 0100' },
      truck: { parking_needed: true, vehicle_type: 'straight_truck', length_ft: 40 },
      special_requests: 'Arriving after midnight',
    });

    // The confirmation: number first, then what was booked.
    await expect(page).toHaveTitle('Booking confirmation - RigRest');
    await expect(page.getByRole('heading', { level: 1, name: 'Your room is booked' })).toBeVisible();
    const code = (await page.getByTestId('confirmation-code').innerText()).trim();
    expect(code.length).toBeGreaterThan(4);
    await expect(page.getByText(`We emailed the confirmation to ${TRUCKER.email}`)).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText(total);
    await expect(page.getByText('Straight truck')).toBeVisible();
    // A reload keeps the confirmation.
    await page.reload();
    await expect(page.getByTestId('confirmation-code')).toHaveText(code);

    // In the history, upcoming, confirmed.
    await page.getByRole('link', { name: 'My bookings' }).click();
    await expect(page).toHaveURL('/book/history');
    await expect(page).toHaveTitle('My bookings - RigRest');
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByTestId('booking-row').filter({ hasText: code });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');

    // The detail view, with its history, and Cancel behind a confirmation.
    await row.getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Booking ${code}`) });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('booking-events').getByTestId('booking-status').first()).toHaveText('Confirmed');
    await expect(dialog.getByRole('heading', { name: 'Cancellation', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    const cancels: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/bookings\/\d+\/cancel$/.test(new URL(r.url()).pathname)) cancels.push(r.url());
    });
    // A double tap sends one cancellation (the second was refused, and its error stayed over a cancelled booking).
    await confirm.getByRole('button', { name: 'Yes, cancel' }).dblclick();
    await expect(page.getByText(`Booking ${code} is cancelled.`)).toBeVisible();
    await expect(confirm).toBeHidden();
    expect(cancels).toHaveLength(1);
    await expect(dialog.getByTestId('booking-status').first()).toHaveText('Cancelled');
    await expect(dialog.getByRole('button', { name: 'Cancel booking' })).toBeHidden();
    // No cancellation terms on a cancelled booking ("Free cancellation until…" read as still on offer).
    await expect(dialog.getByRole('heading', { name: 'Cancellation', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // A cancelled stay is no longer upcoming: it has its own tab (issue 12 item 4).
    await expect(page.getByTestId('booking-row').filter({ hasText: code })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(page).toHaveURL('/book/history?when=cancelled');
    await expect(page.getByTestId('booking-row').filter({ hasText: code }).getByTestId('booking-status')).toHaveText('Cancelled');

    // Past has none of this stay.
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page).toHaveURL('/book/history?when=past');
    await expect(page.getByTestId('booking-row').filter({ hasText: code })).toHaveCount(0);
  });

  test('signed out, /book/{slug} in German sends to sign-in and back to the same reservation', async ({ page }) => {
    const url = await reservationUrl(page);
    const target = `/de/book/${url.pathname.split('/').pop()}${url.search}`;
    await page.goto(target);
    await expect(page).toHaveURL(/\/de\/auth\/login\?next=/);
    await page.getByRole('textbox', { name: /E-Mail/ }).fill(TRUCKER.email);
    await page.locator('input[type="password"]').fill(TRUCKER.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(target);
    await expect(page.getByTestId('reservation-summary')).toBeVisible({ timeout: 30_000 });
    // A sign-in link pointing elsewhere is not followed.
    await page.goto('/auth/login?next=//evil.example/');
    await expect(page).toHaveURL('/');
  });

  test('every answer: field errors on their fields, a lost answer retried with the same key, an unreachable hotel retried with the form kept, a new price needs a yes and a new key, a taken room says so', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const url = await reservationUrl(page);
    await page.goto(`/auth/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    await page.getByLabel('Email').fill(TRUCKER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TRUCKER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('reservation-summary')).toBeVisible({ timeout: 30_000 });
    // Phone layout: the summary comes before the form.
    const summaryBox = (await page.getByTestId('reservation-summary').boundingBox())!;
    const formBox = (await page.getByLabel('First name').boundingBox())!;
    expect(summaryBox.y).toBeLessThan(formBox.y);
    const shownTotal = Number((await page.getByTestId('booking-total').innerText()).replace(/[^\d.]/g, ''));

    const keys: string[] = [];
    const bodies: { expected_total: number }[] = [];
    let answer = 0;
    await page.route(/\/api\/bookings\/\d+\/\d+$/, async (route) => {
      const req = route.request();
      keys.push(req.headers()['idempotency-key']!);
      bodies.push(req.postDataJSON() as { expected_total: number });
      answer += 1;
      if (answer === 1) return route.fulfill({ status: 400, json: { message: 'Bad Request', errors: { 'guest.phone': ['The hotel cannot call this phone'] } } });
      if (answer === 2) return route.abort('connectionreset');
      if (answer === 3)
        return route.fulfill({ status: 503, headers: { 'retry-after': '10' }, json: { message: 'We could not reach the hotel. Please try again.', code: 'supplier_unavailable', retry_after: 10 } });
      if (answer === 4)
        return route.fulfill({ status: 409, json: { message: 'The price has changed', code: 'price_changed', total: shownTotal + 10, currency: 'USD', nightly: [] } });
      if (answer === 5) return route.fulfill({ status: 409, json: { message: 'No longer available', code: 'no_longer_available' } });
      return route.continue();
    });

    // Offline, nothing is sent, and the message says just that (it said it could not be sure the booking went through).
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByTestId('booking-offline')).toHaveText(/You are offline, so nothing was sent and nothing is booked\./);
    await expect(page.getByTestId('booking-outcome')).toBeFocused();
    expect(keys).toEqual([]);
    await page.context().setOffline(false);

    // The server's field errors land on their fields.
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByText('The hotel cannot call this phone')).toBeVisible();
    await expect(page.getByLabel('Phone')).toBeFocused();
    await page.getByLabel('Phone').fill('417 555 0100');
    // No answer: the same key goes again.
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page.getByTestId('booking-retry')).toBeVisible();
    // The message has the focus, so the keyboard's next stop is its Try again.
    await expect(page.getByTestId('booking-outcome')).toBeFocused();
    await page.getByTestId('booking-retry').getByRole('button', { name: 'Try again' }).click();
    // The hotel's system could not be reached: said in words, the form kept, the same key tried again.
    await expect(page.getByTestId('supplier-unavailable')).toHaveText(/We could not reach the hotel\. Try again\./);
    await expect(page.getByLabel('Phone')).toHaveValue('417 555 0100');
    await page.getByTestId('supplier-unavailable').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('price-changed')).toBeVisible();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
    await expect(page.getByRole('button', { name: 'Book now' })).toBeDisabled();
    // A new price is booked only after a yes, as a new attempt.
    await page.getByRole('button', { name: 'Book at the new price' }).click();
    await expect(page.getByTestId('no-longer-available')).toBeVisible();
    expect(keys[4]).not.toBe(keys[3]);
    expect(bodies[4]!.expected_total).toBeCloseTo(shownTotal + 10, 2);
    await expect(page.getByTestId('booking-total')).toHaveText(/\d/);
    await expect(page.getByTestId('no-longer-available').getByRole('link', { name: 'Choose another room' })).toBeVisible();

    // Someone else's (or no) booking is not found; nor is an unknown hotel.
    await page.goto('/book/any-hotel?booking=99999999');
    await expect(page.getByRole('heading', { name: 'How did you get here?' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found - RigRest');
    await page.goto('/hotels/reservation/no-such-hotel?room=1');
    await expect(page.getByRole('heading', { name: 'How did you get here?' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found - RigRest');
  });

  test('a team of three: Adults in the search carries to the hotel, where small rooms say so, and the booking is for three', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchCityFromHome(page);
    await expect(page.getByTestId('hotel-result').first()).toBeVisible({ timeout: 30_000 });

    // Two rooms ask for two adults at least; then three adults in one room.
    await page.getByRole('combobox', { name: 'Rooms' }).click();
    await page.getByRole('option', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/rooms=2&adults=2/);
    await expect(page.getByRole('combobox', { name: 'Adults' })).toHaveText('2');
    await page.getByRole('combobox', { name: 'Rooms' }).click();
    await page.getByRole('option', { name: '1', exact: true }).click();
    await expect(page).not.toHaveURL(/rooms=/);
    // From the keyboard: Space opens the list on the chosen 2 (its release used to choose it again at once and close
    // the list), the arrow moves to 3, Enter takes it.
    await page.getByRole('combobox', { name: 'Adults' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('listbox')).toBeVisible();
    // The list takes the focus on its chosen option once it has opened; the arrow is pressed there, as a person would.
    await expect(page.getByRole('option', { name: '2', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/adults=3/);
    const link = page.getByTestId('hotel-result').first().locator('h2 a, a[id$="-name"]').first();
    await expect(link).toHaveAttribute('href', /adults=3/, { timeout: 30_000 });
    await link.click();

    const rooms = page.getByRole('region', { name: 'Rooms and prices' });
    await expect(rooms.getByRole('combobox', { name: 'Adults' })).toHaveText('3');
    // On to a hotel of our own inventory with the same party: it has rooms for two and for four (a supplier's hotel
    // lists only the room types its answer named, so the first result may have none for two).
    const local = await firstLocalHotel(page);
    await page.goto(`/hotels/${local.slug}${new URL(page.url()).search}`);
    await expect(rooms.getByRole('combobox', { name: 'Adults' })).toHaveText('3');
    // Rooms for two say why they cannot be booked; rooms for four can be.
    const small = page.getByTestId('room-offer').filter({ hasText: 'Sleeps 2' });
    const big = page.getByTestId('room-offer').filter({ hasText: 'Sleeps 4' }).filter({ has: page.getByRole('link', { name: /^Book / }) });
    await expect(big.first()).toBeVisible({ timeout: 30_000 });
    await expect(small.first().getByTestId('room-unavailable')).toHaveText('Too small for your party');
    const book = big.first().getByRole('link', { name: /^Book / });
    await expect(book).toHaveAttribute('href', /adults=3/);
    await book.click();

    await signIn(page);
    const summary = page.getByTestId('reservation-summary');
    await expect(summary).toBeVisible({ timeout: 30_000 });
    await expect(summary.getByText('3 adults', { exact: true })).toBeVisible();
    await page.getByLabel('Phone').fill('+1 417 555 0100');
    const post = page.waitForRequest(isBookingPost);
    await page.getByRole('button', { name: 'Book now' }).click();
    expect((await post).postDataJSON()).toMatchObject({ rooms: 1, adults: 3 });
    await expect(page.getByRole('heading', { level: 1, name: 'Your room is booked' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('3 adults', { exact: true })).toBeVisible();
  });

  test('a party no room sleeps: the results say the rooms are too small, and so does a reservation for a small room', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Five adults in one room: no room type of our own inventory sleeps five (the results said "Sold out"). A hotel
    // of our own inventory, searched by its name (a supplier's hotel says what its supplier answers).
    const hotel = await firstLocalHotel(page);
    await page.goto(`/hotels?search=${encodeURIComponent(hotel.hotelName)}&adults=5`);
    const result = page.locator(`[data-testid="hotel-result"][data-hotel-id="${hotel.id}"]`);
    await expect(result.getByTestId('result-too-small')).toHaveText('Rooms too small for your party', { timeout: 30_000 });
    await expect(result).not.toContainText('Sold out');

    // A reservation link for a room that sleeps two, opened for three (a shared link, or a party changed since).
    await page.goto(`/hotels/${hotel.slug}?checkIn=${inDays(4)}&checkOut=${inDays(6)}`);
    const book = page.getByTestId('room-offer').filter({ hasText: 'Sleeps 2' }).first().getByRole('link', { name: /^Book / });
    await expect(book).toBeVisible({ timeout: 30_000 });
    const reservation = new URL((await book.getAttribute('href'))!, 'http://x');
    reservation.searchParams.set('adults', '3');
    await page.goto(`${reservation.pathname}${reservation.search}`);
    await signIn(page);
    await expect(page.getByTestId('room-unsuitable')).toContainText('Too small for your party.', { timeout: 30_000 });
    await expect(page.getByTestId('sold-out')).toHaveCount(0);

    // Nine rooms of it, one adult each: the DEMO inventory has two to eight a night, so it says how many are left.
    reservation.searchParams.set('rooms', '9');
    reservation.searchParams.set('adults', '9');
    await page.goto(`${reservation.pathname}${reservation.search}`);
    await expect(page.getByTestId('room-unsuitable')).toContainText(/Only \d rooms? left\. Fewer rooms of this type are left than you asked for/, { timeout: 30_000 });
  });

  test('a reservation link with dates that cannot be had says why and shows them corrected, URL included', async ({ page }) => {
    const url = await reservationUrl(page);
    // 45 nights: over the longest stay; the stay is cut to the longest allowed (30 nights) and the rule is said.
    url.searchParams.set('checkIn', inDays(4));
    url.searchParams.set('checkOut', inDays(49));
    await page.goto(`${url.pathname}${url.search}`);
    await signIn(page);
    await expect(page.getByText('Check-out must be at most 30 nights later')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`checkOut=${inDays(34)}`));
  });

  test('the form says when the rig typed is longer than the lot\'s spaces, before the driver books; a bobtail fits', async ({ page }) => {
    const res = await page.request.get('/api/hotels?limit=100&parking_available=true');
    const { data } = (await res.json()) as { data: { slug: string; supplier: string; parking: { fit: string; max_length_ft: number | null } }[] };
    const hotel = data.find((h) => h.supplier === 'local' && h.parking.fit === 'full_rig' && h.parking.max_length_ft !== null);
    expect(hotel, 'a DEMO hotel whose lot says its longest space').toBeTruthy();
    await page.goto(`/hotels/${hotel!.slug}?checkIn=${inDays(4)}&checkOut=${inDays(6)}`);
    const book = page.getByRole('region', { name: 'Rooms and prices' }).getByRole('link', { name: /^Book / }).first();
    await expect(book).toBeVisible({ timeout: 30_000 });
    await book.click();
    await signIn(page);
    const length = page.getByLabel('Length (ft)');
    await length.fill(String(hotel!.parking.max_length_ft! - 5));
    await expect(page.getByTestId('rig-fit-warning')).toHaveCount(0);
    await length.fill(String(hotel!.parking.max_length_ft! + 5));
    await expect(page.getByTestId('rig-fit-warning')).toHaveText(`Too long: max ${hotel!.parking.max_length_ft} ft`);
    // A bobtail leaves its trailer elsewhere: it fits.
    await page.getByLabel('Vehicle type').click();
    await page.getByRole('option', { name: 'Bobtail (tractor only)' }).click();
    await expect(page.getByTestId('rig-fit-warning')).toHaveCount(0);
  });

  test('what the driver typed stays when they switch language on the form (English to Spanish and on to German)', async ({ page }) => {
    const url = await reservationUrl(page);
    await page.goto(url.pathname + url.search);
    await signIn(page);
    await expect(page.getByLabel('First name')).toHaveValue(TRUCKER.firstName);
    await hydrated(page);
    await page.getByLabel('First name').fill('Typed Name');
    await page.getByLabel('Special requests').fill('Late arrival, two drivers');
    for (const [button, language, prefix] of [['Language: English', 'Español', '/es/'], ['Idioma: Español', 'Deutsch', '/de/']] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}`));
      await expect(page.locator('input[name="guest.first_name"]'), language).toHaveValue('Typed Name');
      await expect(page.locator('textarea[name="special_requests"]'), language).toHaveValue('Late arrival, two drivers');
    }
  });

  test('the profile form keeps what was typed across a language switch too', async ({ page }) => {
    await page.goto('/auth/login?next=%2Fprofile');
    await signIn(page);
    await expect(page).toHaveURL(/\/profile$/);
    await hydrated(page);
    const phone = page.locator('input[name="phone"]');
    await expect(phone).toBeVisible();
    await phone.fill('+1 555 0142');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/profile$/);
    await expect(page.locator('input[name="phone"]')).toHaveValue('+1 555 0142');
  });

  test('a booking the hotel has not confirmed yet shows pending and is polled until it is', async ({ page }) => {
    const url = await reservationUrl(page);
    await page.goto(`/auth/login?next=${encodeURIComponent(url.pathname + url.search)}`);
    await page.getByLabel('Email').fill(TRUCKER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TRUCKER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('reservation-summary')).toBeVisible({ timeout: 30_000 });
    // The real booking is made; the first answers are turned into a supplier's "not known yet" (202, pending).
    await page.route(/\/api\/bookings\/\d+\/\d+$/, async (route) => {
      const response = await route.fetch();
      return route.fulfill({ response, status: 202, json: { ...(await response.json()), status: 'pending' } });
    });
    let polls = 0;
    await page.route(/\/api\/bookings\/\d+$/, async (route) => {
      const response = await route.fetch();
      polls += 1;
      const body = (await response.json()) as { status: string };
      return route.fulfill({ response, json: polls < 2 ? { ...body, status: 'pending' } : body });
    });
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\?booking=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting for the hotel to confirm' })).toBeVisible();
    await expect(page.getByTestId('confirmation-code')).toBeVisible();
    await expect(page.getByText(`we will email ${TRUCKER.email}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your room is booked' })).toBeVisible({ timeout: 15_000 });
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  test('Arabic reads right to left on the reservation and the history', async ({ page }) => {
    const url = await reservationUrl(page);
    await page.goto(`/auth/login?next=${encodeURIComponent(`/ar${url.pathname}${url.search}`)}`);
    await page.getByLabel('Email').fill(TRUCKER.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TRUCKER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*/ar${url.pathname}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('reservation-summary')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حجزك');
    await page.goto('/ar/book/history');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حجوزاتي');
  });
});
