import { expect, test, type Page, type Response } from '@playwright/test';
import { ADMIN, AdminSignIn, menu } from './adminSession';

/** API answers of 4xx/5xx while a page loads: none is expected on any page an Admin opens. */
function watchFailures(page: Page) {
  const failures: string[] = [];
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/') && res.status() >= 400) failures.push(`${res.request().method()} ${url.pathname}${url.search} -> ${res.status()}`);
  };
  page.on('response', onResponse);
  return failures;
}

test('every admin page loads without an API error: the dashboard, each menu entry, a record and a new one', async ({ page }) => {
  test.setTimeout(180_000);
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  const failures = watchFailures(page);
  await page.goto('/admin');
  await expect(page.getByText('Welcome', { exact: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The menu is the declarations' (only what this Admin may see): every entry is visited.
  const links = await menu(page).locator('a[href*="/admin/"]').evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!))]);
  expect(links.length).toBeGreaterThan(8);
  for (const href of links) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    const firstRow = page.locator('tbody tr.RaDatagrid-row, tbody tr').first();
    if (await firstRow.count()) {
      await firstRow.click();
      await page.waitForLoadState('networkidle');
      await page.goBack();
    }
    const create = page.getByRole('link', { name: /^Create$/ });
    if (await create.count()) {
      await create.first().click();
      await page.waitForLoadState('networkidle');
    }
  }
  expect(failures).toEqual([]);
});

test('a list reopened with filters says so and clears them in one click; when nothing matches it says that once', async ({ page }) => {
  await new AdminSignIn(page).signIn(ADMIN.email, ADMIN.password);
  await menu(page).getByRole('menuitem', { name: 'Hotels' }).click();
  await expect(page.getByTestId('filters-applied')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('no hotel is called this');
  await expect(page.getByText(/No \S+ found using the current filters/)).toBeVisible();
  // Said once, with one way out.
  await expect(page.getByTestId('filters-applied')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(1);
  // Away and back: the list keeps its filter, and says it does.
  await page.goto('/admin');
  await menu(page).getByRole('menuitem', { name: 'Hotels' }).click();
  await expect(page.getByText(/No \S+ found using the current filters/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // A filter that matches some: the line says a filter is on, and clears it.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Dallas');
  const line = page.getByTestId('filters-applied');
  await expect(line).toContainText('1 filter applied');
  await page.goto('/admin');
  await menu(page).getByRole('menuitem', { name: 'Hotels' }).click();
  await line.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('filters-applied')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toHaveValue('');
});
