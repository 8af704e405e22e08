import { expect, test, type Page } from '@playwright/test';
import { ADMIN, TRUCKER, apiToken } from './adminSession';
import { hydrated } from './hydration';

/**
 * Nothing the site does is reported against its Content-Security-Policy (script-src 'self', no 'unsafe-eval'):
 * zod 4 probed `new Function('')` when the first object schema was built, a violation on every page that loads the
 * schemas (sign-in forms, the admin), until the browser entry turned zod's JIT off (src/api/zodConfig.ts).
 */

/** Every CSP violation the page reports: its `securitypolicyviolation` events and the console's CSP errors. */
async function watchCsp(page: Page) {
  const logged: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|unsafe-eval/i.test(msg.text())) logged.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

type HotelSummary = { slug: string; hotelName: string };

test('no CSP violation on the home page, the results page, a hotel page, the sign-in page and the admin sign-in', async ({ page, request }) => {
  const list = await request.get('/api/hotels?limit=1');
  expect(list.ok()).toBe(true);
  const [hotel] = ((await list.json()) as { data: HotelSummary[] }).data;
  expect(hotel, 'the DEMO catalogue has hotels').toBeTruthy();
  const violations = await watchCsp(page);

  const pages: [string, (p: Page) => Promise<void>][] = [
    ['/', (p) => expect(p.getByRole('combobox', { name: 'City, highway or hotel' })).toBeVisible()],
    ['/hotels?city=Dallas', (p) => expect(p.getByRole('button', { name: 'Find hotels' }).first()).toBeVisible()],
    [`/hotels/${hotel!.slug}`, (p) => expect(p.getByRole('heading', { level: 1, name: hotel!.hotelName })).toBeVisible()],
    ['/auth/login', (p) => expect(p.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()],
    ['/admin', (p) => expect(p.getByRole('button', { name: 'Continue' })).toBeVisible()],
  ];
  for (const [path, ready] of pages) {
    await page.goto(path);
    await ready(page);
    // Schemas are built as the page's chunks load; the last of them arrive after the first paint.
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test('the message editor works in the back office without a CSP violation, and the storefront never downloads it', async ({ page, request }) => {
  const list = await request.get('/api/hotels?limit=1');
  const [hotel] = ((await list.json()) as { data: HotelSummary[] }).data;
  const driver = ((await (await request.post('/api/login', { data: TRUCKER })).json()) as { token: string }).token;
  const staff = await apiToken(request, ADMIN.email, ADMIN.password);
  const violations = await watchCsp(page);
  // Every script the browser runs, by its text: the editor's code (ProseMirror's) names its CSS classes.
  const scripts: Promise<{ url: string; editor: boolean }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().then((body) => ({ url: res.url(), editor: body.includes('ProseMirror-') })));
  });
  const editorScripts = async () => (await Promise.all(scripts)).filter((s) => s.editor).map((s) => s.url);

  // A signed-in driver on the storefront, the bell open: nothing of the editor.
  // Signed in once; the staff token put in later stays (an init script runs again on every page).
  await page.addInitScript((t) => localStorage.getItem('rigrest.token') ?? localStorage.setItem('rigrest.token', t), driver);
  for (const path of ['/', `/hotels/${hotel!.slug}`]) {
    await page.goto(path);
    await hydrated(page);
    await page.getByTestId('notifications-bell').click();
    await expect(page.getByTestId('notifications-list')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForLoadState('networkidle');
  }
  expect(await editorScripts(), 'scripts of the storefront with the editor in them').toEqual([]);

  // Staff writing a message: the editor loads with the form, and runs within the policy.
  await page.evaluate((t) => localStorage.setItem('rigrest.token', t), staff);
  await page.goto('/admin/notifications/create');
  const editor = page.getByRole('textbox', { name: 'Message' });
  await editor.click();
  await page.keyboard.type('Chains required on I-80.');
  await expect(page.getByTestId('mass-preview')).toHaveText('Chains required on I-80.');
  await page.waitForLoadState('networkidle');
  expect((await editorScripts()).length, 'the editor is in a script the back office loads').toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});
