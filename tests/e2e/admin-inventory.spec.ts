import { expect, test, type Page } from '@playwright/test';
import { ADMIN, AdminSignIn, apiToken, menu, pickAutocomplete } from './adminSession';

// Unique per run, so a retry on the same database does not collide with its first try.
const run = Date.now().toString(36).slice(-5);

/** The list's own search box (the toolbar's global search has a placeholder too). */
const listSearch = (page: Page) => page.getByRole('textbox', { name: 'Search', exact: true });

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** Nights 10 to 14 of next month: always in the future, and all in one calendar page. */
function nextMonthNights() {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 10);
  return Array.from({ length: 5 }, (_, i) => iso(new Date(first.getFullYear(), first.getMonth(), 10 + i)));
}

test('staff create a hotel with truck parking, add a room and set its rates over a range', async ({ page, browser }) => {
  const name = `E2E Truck Inn ${run}`;
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page.getByTestId('figure-active')).toContainText(/\d/);
  await expect(page.getByTestId('count-hotels')).toHaveText(/^[\d,]+$/);

  await menu(page).getByRole('menuitem', { name: 'Hotels' }).click();
  await expect(page).toHaveURL(/\/admin\/hotels$/);
  await expect(page.getByTestId('supplier-local')).toContainText(/\d+ hotels/);
  await expect(page.getByRole('row')).not.toHaveCount(0);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/hotels\/create$/);
  // The spec's defaults of a new hotel
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  await expect(page.getByLabel('Available on DerbySoft')).toBeChecked();
  await expect(page.getByLabel('Show contact information')).toBeChecked();
  await expect(page.getByLabel('Show website')).toBeChecked();
  await expect(page.getByLabel('Truck parking available')).toBeChecked();

  await page.getByLabel('Hotel name').fill(name);
  await page.getByLabel('Latitude').fill('north');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('latitude should be numbers.')).toBeVisible();

  // The map picks coordinates even though its tiles do not load here
  const map = page.getByTestId('hotel-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.locator('.leaflet-container').click({ position: { x: 200, y: 150 } });
  await expect(page.getByLabel('Latitude')).toHaveValue(/^-?\d+(\.\d+)?$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^-?\d+(\.\d+)?$/);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await page.getByLabel('Latitude').fill('41.1354');
  await page.getByLabel('Longitude').fill('-100.7654');

  await pickAutocomplete(page, 'Brand', 'Best Western');
  await expect(page.getByLabel('Brand code')).toHaveValue('BW');
  await page.getByLabel('Address', { exact: true }).fill('1 Truckers Way');
  await page.getByLabel('City').fill('North Platte');
  await page.getByLabel('State / province').fill('NE');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('Interstate / highway').fill('I-80 Exit 177');

  await page.getByLabel('Truck spaces').fill('40');
  await page.getByLabel('Longest vehicle (ft)').fill('75');
  await page.getByLabel('Full rig (tractor + 53 ft trailer)').check();
  await page.getByLabel('Paid').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Parking price per night is required')).toBeVisible();
  await page.getByLabel('Parking price per night').fill('12.50');
  await page.getByLabel('Lit at night').check();
  await page.getByRole('textbox', { name: 'Parking description (English)' }).fill('Gated lot behind the hotel.');
  await page.getByLabel('Free Wi-Fi').check();
  await page.getByRole('button', { name: 'Save' }).click();
  // The notice names what was made (react-admin's own said "Element created").
  await expect(page.getByText(`Hotel “${name}” created`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/hotels\/\d+$/);
  const hotelUrl = page.url();

  // Stored as entered: the price in cents, shown in dollars again
  await page.reload();
  await expect(page.getByLabel('Hotel name')).toHaveValue(name);
  await expect(page.getByLabel('Parking price per night')).toHaveValue('12.5');
  await expect(page.getByLabel('Full rig (tractor + 53 ft trailer)')).toBeChecked();
  await expect(page.getByLabel('Latitude')).toHaveValue('41.1354');
  await expect(page.getByLabel('Free Wi-Fi')).toBeChecked();

  // A room
  await page.getByRole('tab', { name: 'Rooms & rates' }).click();
  await expect(page).toHaveURL(/\?tab=rooms$/);
  await expect(page.getByText('No rooms yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a room' }).click();
  const roomDialog = page.getByRole('dialog');
  await roomDialog.getByLabel('Room id').fill('K1');
  await roomDialog.getByLabel('Name').fill('King room');
  await roomDialog.getByLabel('Beds').fill('1 king bed');
  await roomDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roomDialog).toHaveCount(0);
  const roomRow = page.getByRole('row').filter({ hasText: 'King room' });
  await expect(roomRow).toContainText('K1');

  // Rates over a range, with the bulk editor
  await page.getByRole('button', { name: 'Rates and availability of King room' }).click();
  const rates = page.getByRole('dialog');
  await expect(rates.getByRole('heading', { name: /Rates and availability: King room/ })).toBeVisible();
  await rates.getByRole('button', { name: 'Next month' }).click();
  const nights = nextMonthNights();
  await rates.getByTestId(`night-${nights[0]}`).click();
  await rates.getByTestId(`night-${nights[4]}`).click();
  await expect(rates.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(nights[0]!);
  await expect(rates.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(nights[4]!);
  // Nothing to change is refused before any call
  await rates.getByRole('button', { name: 'Apply to these nights' }).click();
  await expect(rates.getByText('Rooms to sell (allotment) is required')).toBeVisible();
  await rates.getByLabel('Rooms to sell (allotment)').fill('4');
  await rates.getByLabel('Price per night').fill('129.50');
  const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/admin\/rooms\/\d+\/inventory$/.test(r.url()));
  await rates.getByRole('button', { name: 'Apply to these nights' }).click();
  expect((await put).postDataJSON()).toEqual({ from: nights[0], to: nights[4], allotment: 4, price_minor: 12950 });
  await expect(page.getByText('5 nights updated.')).toBeVisible();
  for (const night of nights) {
    await expect(rates.getByTestId(`night-${night}`)).toContainText('$129.50');
    await expect(rates.getByTestId(`night-${night}`)).toContainText('4/4 left');
  }
  // Close only the last two nights, through the weekday-free range
  await rates.getByRole('textbox', { name: 'From', exact: true }).fill(nights[3]!);
  await rates.getByRole('textbox', { name: 'To', exact: true }).fill(nights[4]!);
  await rates.getByLabel('Rooms to sell (allotment)').fill('');
  await rates.getByLabel('Price per night').fill('');
  await rates.getByRole('combobox', { name: 'Open or closed' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await rates.getByRole('button', { name: 'Apply to these nights' }).click();
  await expect(page.getByText('2 nights updated.')).toBeVisible();
  await expect(rates.getByTestId(`night-${nights[4]}`)).toContainText('Closed');
  await expect(rates.getByTestId(`night-${nights[0]}`)).not.toContainText('Closed');
  // Still there after reopening
  await rates.getByRole('button', { name: 'Close' }).click();
  await page.goto(`${hotelUrl}?tab=rooms`);
  await page.getByRole('button', { name: 'Rates and availability of King room' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('dialog').getByTestId(`night-${nights[2]}`)).toContainText('$129.50');
  // A phone's narrow cells keep the cents ("129.50", not "$130"): the currency is named once, above the month.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await new AdminSignIn(phone).signIn(ADMIN.email, ADMIN.password);
  await phone.goto(`${hotelUrl}?tab=rooms`);
  await phone.getByRole('button', { name: 'Rates and availability of King room' }).click();
  await phone.getByRole('dialog').getByRole('button', { name: 'Next month' }).click();
  await expect(phone.getByRole('dialog').getByTestId('calendar-currency')).toHaveText('Prices in USD');
  await expect(phone.getByRole('dialog').getByTestId(`night-${nights[2]}`).getByTestId('night-price')).toHaveText('129.50');
  await phone.close();

  // The new hotel is found by the list's search and parking filter
  await page.goto('/admin/hotels');
  await listSearch(page).fill(`Truck Inn ${run}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('North Platte, NE');
  await expect(row).toContainText('Full rig');
  await expect(row).toContainText('40 spaces');
  await expect(row).toContainText('Paid $12.50');
  await page.getByRole('combobox', { name: 'Truck parking' }).click();
  await page.getByRole('option', { name: 'No' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('amenities: set two featured and delete them, one call each', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const names = [`E2E Shower ${run}`, `E2E Scale ${run}`];
  for (const name of names) {
    const res = await request.post('/api/admin/amenities', { headers, data: { name, icon: 'local_car_wash', featured: false } });
    expect(res.status()).toBe(201);
  }
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await menu(page).getByRole('menuitem', { name: 'Amenities' }).click();
  await expect(page).toHaveURL(/\/admin\/amenities$/);
  await listSearch(page).fill(`${run}`);
  const rows = page.getByRole('row').filter({ hasText: run });
  await expect(rows).toHaveCount(2);

  const bulkCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/admin/amenities') && r.method() !== 'GET') bulkCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  for (const name of names) await rows.filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Set featured' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The amenities are featured now.')).toBeVisible();
  await expect(rows.locator('[data-testid="true"]')).toHaveCount(2);
  expect(bulkCalls).toEqual(['POST /api/admin/amenities/updateMultiple']);

  // The featured filter finds them
  await page.getByRole('combobox', { name: 'Featured' }).click();
  await page.getByRole('option', { name: 'Not featured' }).click();
  await expect(rows).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Featured' }).click();
  await page.getByRole('option', { name: 'Featured', exact: true }).click();
  await expect(rows).toHaveCount(2);

  for (const name of names) await rows.filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(rows).toHaveCount(0);
  expect(bulkCalls).toEqual(['POST /api/admin/amenities/updateMultiple', 'POST /api/admin/amenities/deleteMultiple']);
  const left = (await (await request.get(`/api/admin/amenities?search=${run}`, { headers })).json()) as { data: unknown[] };
  expect(left.data).toHaveLength(0);
});

test('a DerbySoft sync from the hotel list shows its progress and why hotels failed', async ({ page }) => {
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await page.goto('/admin/hotels');
  await page.getByTestId('supplier-derbysoft').getByRole('button', { name: 'Sync from DerbySoft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync from DerbySoft' });
  await expect(dialog.getByTestId('sync-status')).toHaveText('Finished', { timeout: 30_000 });
  for (const key of ['created', 'updated', 'unchanged', 'deactivated', 'failed']) await expect(dialog.getByTestId(`sync-${key}`)).toHaveText(/^\d[\d,]*$/);
  const failed = Number((await dialog.getByTestId('sync-failed').innerText()).replace(/,/g, ''));
  if (failed > 0) await expect(dialog.getByText('What failed, and why')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('supplier-derbysoft')).toContainText('Last sync');
});

test('a sync held before deactivating many hotels is confirmed from its dialog', async ({ page }) => {
  // A supplier that suddenly lists few hotels cannot be staged on the shared demo server: its answers are stood in for.
  const confirmation = { count: 150, total: 190, share: 150 / 190, max_share: 0.2, decision: 'pending', decided_at: null, decided_by: null };
  const tally = { processed: 40, created: 0, updated: 0, unchanged: 40, deactivated: 0, failed: 0, failures: [] };
  const held = { id: 987654, kind: 'sync:ice_portal', status: 'needs_confirmation', progress: tally, result: { ...tally, confirmation }, error: null, attempts: 1, created_at: new Date().toISOString(), started_at: null, finished_at: new Date().toISOString() };
  const decided: string[] = [];
  await page.route('**/api/hotels/sync-ice-portal', (route) => route.fulfill({ status: 202, json: { ...held, existing: false } }));
  await page.route('**/api/admin/sync/987654/*', (route) => {
    decided.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    return route.fulfill({ json: { ...held, status: 'succeeded', result: { ...tally, deactivated: 150, confirmation: { ...confirmation, decision: 'confirmed', decided_at: new Date().toISOString(), decided_by: 1 } } } });
  });
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await page.goto('/admin/hotels');
  await page.getByTestId('supplier-ice_portal').getByRole('button', { name: 'Sync from ICE Portal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync from ICE Portal' });
  await expect(dialog.getByTestId('sync-status')).toHaveText('Waiting for your confirmation');
  await expect(dialog.getByTestId('sync-held')).toContainText('no longer offers 78.9% of its active hotels (150 of 190)');
  await expect(dialog.getByTestId('sync-held')).toContainText('Nothing has been deactivated yet.');
  await expect(dialog.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm deactivating 150 hotels' }).click();
  await expect(dialog.getByTestId('sync-decision')).toHaveText('Confirmed: the hotels this sync found gone were deactivated.');
  await expect(dialog.getByTestId('sync-status')).toHaveText('Finished');
  await expect(dialog.getByTestId('sync-deactivated')).toHaveText('150');
  await expect(dialog.getByRole('button', { name: /Confirm deactivating/ })).toHaveCount(0);
  expect(decided).toEqual(['POST /api/admin/sync/987654/confirm']);
});

test('brands: a logo is an http(s) link or a file on this site', async ({ page }) => {
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await menu(page).getByRole('menuitem', { name: 'Brands' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  // Wait for the form: until it replaces the list, 'Name' also labels the list's sort button.
  await expect(page).toHaveURL(/\/admin\/brands\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(`Rig Lodge ${run}`);
  await page.getByLabel('Brand code').fill(`rl${run}`.slice(0, 8));
  await page.getByLabel('Logo').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Logo must be an http(s) link')).toBeVisible();
  await page.getByLabel('Logo').fill('/uploads/brands/rig-lodge.png');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/brands$/);
  await listSearch(page).fill(`Rig Lodge ${run}`);
  await expect(page.getByRole('row').filter({ hasText: `Rig Lodge ${run}` })).toContainText(`RL${run}`.slice(0, 8).toUpperCase());
});

test('a hotel viewer sees the hotels and supplier counts but none of the buttons that change them', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const headers = { Authorization: `Bearer ${token}` };
  const perms = (await (await request.get('/api/admin/permissions?limit=500', { headers })).json()) as { data: Array<{ id: number; codename: string }> };
  const wanted = ['access_admin_dashboard', 'view_hotel', 'view_room'];
  const ids = perms.data.filter((p) => wanted.includes(p.codename)).map((p) => p.id);
  expect(ids).toHaveLength(3);
  const role = await request.post('/api/admin/roles', { headers, data: { name: `Hotel viewer ${run}`, permission_ids: ids } });
  expect(role.status()).toBe(201);
  const viewer = { email: `hotels.${run}@rigrest.test`, password: 'Viewer-pass-2026' };
  const created = await request.post('/api/admin/users', {
    headers,
    data: { first_name: 'Hal', last_name: 'Viewer', email: viewer.email, password: viewer.password, role_ids: [((await role.json()) as { id: number }).id] },
  });
  expect(created.status()).toBe(201);

  await new AdminSignIn(page).signIn(viewer.email, viewer.password);
  await expect(page.getByTestId('figure-with_truck_parking')).toContainText(/\d/);
  const nav = menu(page);
  await expect(nav.getByRole('menuitem', { name: 'Hotels' })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: 'Brands' })).toHaveCount(0);
  await expect(nav.getByRole('menuitem', { name: 'Amenities' })).toHaveCount(0);

  await nav.getByRole('menuitem', { name: 'Hotels' }).click();
  await expect(page.getByTestId('supplier-derbysoft')).toBeVisible();
  await expect(page.getByRole('button', { name: /Sync from/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  // A viewer's row opens the hotel's read-only page: its facts, and no Edit button.
  const name = (await page.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/admin\/hotels\/\d+\/show$/);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Truck parking').or(page.getByText('Supplier')).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByText("You don't have the right permissions")).toHaveCount(0);
});
