import { expect, test, type Page } from '@playwright/test';

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
