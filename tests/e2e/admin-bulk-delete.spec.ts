import { expect, test } from '@playwright/test';
import { ADMIN, AdminSignIn, apiToken } from './adminSession';

// Unique per run, so a retry on the same database does not collide with its first try.
const run = Date.now().toString(36).slice(-5);
/** A random capital from `from` to `to`: this spec's codes are X?, the staff journey's Q?, so the two never collide. */
const letter = (from = 'A', to = 'Z') => String.fromCharCode(from.charCodeAt(0) + Math.floor(Math.random() * (to.charCodeAt(0) - from.charCodeAt(0) + 1)));

test('deleting a country that still has states keeps it, names it and says why; the free one goes', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.email, ADMIN.password)}` };
  const create = async (path: string, data: object) => {
    const res = await request.post(`/api${path}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const used = `E2E Landia ${run}`;
  const free = `E2E Freeland ${run}`;
  const usedId = await create('/admin/countries', { name: used, iso2: `X${letter('A', 'M')}` });
  await create('/admin/countries', { name: free, iso2: `X${letter('N', 'Z')}` });
  await create('/admin/states', { name: `E2E Province ${run}`, code: 'EP', country_id: usedId });

  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await page.goto('/admin/geographic/countries');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(run);
  const rows = page.getByRole('row').filter({ hasText: run });
  await expect(rows).toHaveCount(2);
  for (const name of [used, free]) await rows.filter({ hasText: name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'not deleted' })).toHaveText(
    `1 record deleted. 1 record was not deleted: ${used} — Still in use by 1 state: move or delete them first`,
  );
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: used }).getByRole('checkbox')).toBeChecked();
  await expect(page.getByText('1 item selected')).toBeVisible();
});

test('a delete says what it deleted: "Country deleted", "Countries deleted: 2" (react-admin\'s own: "Element deleted")', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN.email, ADMIN.password)}` };
  const tag = `${run}d`;
  const made: number[] = [];
  // Codes W?, three apart ranges so the three never collide (the other test's are X?).
  for (const [i, [from, to]] of [['A', 'H'], ['I', 'Q'], ['R', 'Z']].entries()) {
    const res = await request.post('/api/admin/countries', { headers, data: { name: `E2E Gone ${tag} ${i}`, iso2: `W${letter(from, to)}` } });
    expect(res.status(), await res.text()).toBe(201);
    made.push(((await res.json()) as { id: number }).id);
  }

  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await page.goto(`/admin/geographic/countries/${made[0]}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'deleted' })).toHaveText('Country deleted');

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(tag);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'deleted' })).toHaveText('Countries deleted: 2');
  await expect(rows).toHaveCount(0);
});
