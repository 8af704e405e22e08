import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN, AdminSignIn, apiToken, menu, pickAutocomplete, TRUCKER } from './adminSession';

// Unique per run, so a retry on the same database does not collide with its first try.
const run = Date.now().toString(36).slice(-5);

test('staff journey: two-step sign-in, users, roles, geography, search and export', async ({ page }) => {
  // A long journey through many screens: about a minute on a loaded two-core machine, more than the default allows.
  test.setTimeout(150_000);
  const signIn = new AdminSignIn(page);
  // Signed out, the back office asks nothing of the API before its sign-in page (each call answered 401, in the console).
  const refused: string[] = [];
  page.on('response', (r) => r.url().includes('/api/') && r.status() === 401 && refused.push(r.url()));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(refused).toEqual([]);
  await signIn.signIn(ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Welcome back, Dana' })).toBeVisible();
  await expect(page.getByTestId('count-users')).toHaveText(/\d+/);
  await expect(page.getByText(/Version \d+\.\d+\.\d+/)).toBeVisible();
  // Nothing unread: the bell carries no badge (it showed a red 0).
  await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).not.toContainText(/\d/);

  // Admin Users, filtered by role
  await menu(page).getByRole('menuitem', { name: 'Admin Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
  await page.getByRole('combobox', { name: 'Role' }).click();
  const byRole = page.waitForResponse((r) => r.url().includes('/api/admin/users?') && /[?&]role=\d+/.test(r.url()));
  await page.getByRole('option', { name: 'Trucker' }).click();
  await byRole;
  await expect(page.getByRole('cell', { name: ADMIN.email })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();

  // A role with grouped checkboxes: select-all of a group, then only two permissions kept
  const roleName = `Support ${run}`;
  await menu(page).getByRole('menuitem', { name: 'Roles' }).click();
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/admin\/roles\/create$/);
  await page.getByRole('textbox', { name: 'Name' }).fill(roleName);
  const users = page.getByRole('group', { name: 'Users' });
  await users.getByLabel('Select all: Users').check();
  await expect(users.locator('input[name="delete_user"]')).toBeChecked();
  await users.getByLabel('Select all: Users').uncheck();
  await expect(users.locator('input[name="view_user"]')).not.toBeChecked();
  await users.locator('input[name="view_user"]').check();
  await page.locator('input[name="access_admin_dashboard"]').check();
  await expect(users.getByLabel('Select all: Users')).toHaveAttribute('data-indeterminate', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Role “${roleName}” created`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  const row = page.getByRole('row').filter({ hasText: roleName });
  await expect(row).toContainText('2 permissions');
  await row.getByText(roleName).click();
  await expect(page.locator('input[name="view_user"]')).toBeChecked();
  await expect(page.locator('input[name="add_user"]')).not.toBeChecked();
  await page.locator('input[name="add_user"]').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Role “${roleName}” saved`)).toBeVisible();
  // The server's own validation lands on the field: a second role with the same name
  await page.goto('/admin/roles/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(roleName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name has already been taken')).toBeVisible();

  // Geography at /admin/geographic/...
  const country = `Testland ${run}`;
  const iso2 = `Q${run.slice(-1).toUpperCase().replace(/[^A-Z]/, 'Z')}`;
  await page.goto('/admin/geographic/countries/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(country);
  await page.getByLabel('ISO 2').fill(iso2);
  await page.getByLabel('Latitude').fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('latitude should be numbers.')).toBeVisible();
  await page.getByLabel('Latitude').fill('45.5');
  await page.getByLabel('Longitude').fill('-100.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/geographic\/countries$/);

  const state = `Test State ${run}`;
  await page.goto('/admin/geographic/states/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(state);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Country is required')).toBeVisible();
  await pickAutocomplete(page, 'Country', country);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/geographic\/states$/);

  const city = `Testville ${run}`;
  await page.goto('/admin/geographic/cities/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(city);
  await pickAutocomplete(page, 'Country', country);
  await pickAutocomplete(page, 'State', state);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/geographic\/cities$/);

  // Global search: Shift+/ focuses it; results grouped; a result opens its edit page
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('Shift+Slash');
  const search = page.getByRole('searchbox', { name: 'Search the back office' });
  await expect(search).toBeFocused();
  await page.keyboard.type('T');
  await expect(page.getByTestId('global-search-results')).toHaveCount(0);
  await page.keyboard.type(`estville ${run}`);
  const results = page.getByTestId('global-search-results');
  await expect(results.getByText('Cities', { exact: true })).toBeVisible();
  await results.getByRole('button', { name: new RegExp(city) }).click();
  await expect(page).toHaveURL(/\/admin\/geographic\/cities\/\d+$/);
  // By role: while the edit page loads, the list's "Name" column header can still carry the label.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(city);

  // Export users as CSV
  await page.goto('/admin/users');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('email');
  expect(csv).toContain(ADMIN.email);
  // Admin Users are staff: the list's fixed filter holds in the file too, so drivers are not in it.
  expect(csv).not.toContain(TRUCKER.email);

  // Every hotel of the list as CSV (more than one page of the API's list, which stops at 500 rows).
  await page.goto('/admin/hotels');
  const [hotels] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(hotels.suggestedFilename()).toMatch(/^hotels-\d{4}-\d{2}-\d{2}\.csv$/);
  const hotelCsv = readFileSync((await hotels.path())!, 'utf8');
  expect(hotelCsv.split('\r\n')[0]).toMatch(/^id,hotel_name,slug,brand,status,/);
  expect(hotelCsv.split('\r\n').length).toBeGreaterThan(3);
});

test('role-limited menu: view_user without view_role', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const auth = { Authorization: `Bearer ${token}` };
  const perms = (await (await request.get('/api/admin/permissions?limit=500', { headers: auth })).json()) as { data: Array<{ id: number; codename: string }> };
  const ids = perms.data.filter((p) => ['access_admin_dashboard', 'view_user'].includes(p.codename)).map((p) => p.id);
  expect(ids).toHaveLength(2);
  const role = await request.post('/api/admin/roles', { headers: auth, data: { name: `User viewer ${run}`, permission_ids: ids } });
  expect(role.status()).toBe(201);
  const viewer = { email: `viewer.${run}@rigrest.test`, password: 'Viewer-pass-2026' };
  const created = await request.post('/api/admin/users', {
    headers: auth,
    data: { first_name: 'Val', last_name: 'Viewer', email: viewer.email, password: viewer.password, role_ids: [((await role.json()) as { id: number }).id] },
  });
  expect(created.status()).toBe(201);

  await new AdminSignIn(page).signIn(viewer.email, viewer.password);
  const nav = menu(page);
  await expect(nav.getByRole('menuitem', { name: 'Admin Users' })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: 'Truckers' })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: 'Roles' })).toHaveCount(0);
  await expect(nav.getByRole('menuitem', { name: 'Countries' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Val Viewer')).toBeVisible();

  await page.goto('/admin/roles');
  await expect(page.getByText("You don't have the right permissions to access this page")).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(0);
  const viewerToken = await page.evaluate(() => localStorage.getItem('rigrest.token'));
  const roles = await request.get('/api/admin/roles', { headers: { Authorization: `Bearer ${viewerToken}` } });
  expect(roles.status()).toBe(403);

  // What they may see still works
  await nav.getByRole('menuitem', { name: 'Admin Users' }).click();
  await expect(page.getByRole('cell', { name: viewer.email })).toBeVisible();

  // Profile opens their own profile on Account Settings (they cannot edit users): name, phone and password.
  await page.getByRole('banner').getByText('Val Viewer').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/settings#profile$/);
  const profile = page.locator('#profile');
  await expect(profile.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByText("You don't have the right permissions")).toHaveCount(0);
  await profile.getByLabel('Phone').fill('not a phone');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByLabel('Phone')).toHaveAccessibleDescription(/.+/);
  await profile.getByLabel('Phone').fill('+1 555 0199');
  await profile.getByLabel('First name').fill('Valerie');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  // The app bar (hidden while scrolled down to the profile) names them as they now are, without waiting for the kept
  // identity to run out.
  await page.mouse.wheel(0, -5000);
  await expect(page.getByRole('banner').getByText('Valerie Viewer')).toBeVisible();
  await profile.getByLabel('Current password').fill('wrong-password');
  await profile.getByLabel('Password', { exact: true }).fill('Viewer-pass-2027');
  await profile.getByLabel('Password confirmation').fill('Viewer-pass-2027');
  await profile.getByRole('button', { name: 'Change password' }).click();
  await expect(profile.getByLabel('Current password')).toHaveAccessibleDescription(/incorrect/i);
  await profile.getByLabel('Current password').fill(viewer.password);
  await profile.getByRole('button', { name: 'Change password' }).click();
  await expect(profile.getByLabel('Current password')).toHaveValue('');
  const me = await request.get('/api/user', { headers: { Authorization: `Bearer ${viewerToken}` } });
  expect(await me.json()).toMatchObject({ first_name: 'Valerie', phone: '+1 555 0199' });
  expect((await request.post('/api/admin/login', { data: { email: viewer.email, password: 'Viewer-pass-2027' } })).status()).toBe(200);
});

test('the cities\' state filter lets go of a state of another country when the country changes', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  await page.goto('/robots.txt');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto('/admin/geographic/cities');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await pickAutocomplete(page, 'State', 'Texas');
  await expect(page).toHaveURL(/state_id/);
  await expect(page.getByRole('cell', { name: 'Texas' }).first()).toBeVisible();
  await pickAutocomplete(page, 'Country', 'Mexico');
  await expect(page).not.toHaveURL(/state_id/);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await expect(page.getByText('No Cities found using the current filters')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Mexico' }).first()).toBeVisible();
});

test('a trucker cannot get into the back office', async ({ page }) => {
  await page.goto('/admin/login');
  await new AdminSignIn(page).submitPassword(TRUCKER.email, TRUCKER.password);
  await expect(page.getByRole('alert')).toHaveText('This account cannot use the back office.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await new AdminSignIn(page).submitPassword(ADMIN.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The email / password combination is invalid');
});

test('a trucker signed in on the storefront is turned away from /admin and stays signed in there', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: TRUCKER });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), token);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('This account cannot use the back office.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('rigrest.token'))).toBe(token);
});

test('the back office in Arabic is right-to-left and keeps the page when the language changes', async ({ page }) => {
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await page.goto('/admin/truckers');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/admin\/truckers$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('cell', { name: TRUCKER.email })).toBeVisible();
  // Remembered: the unprefixed address opens in Arabic again
  await page.goto('/admin/truckers');
  await expect(page).toHaveURL(/\/ar\/admin\/truckers$/);
});
