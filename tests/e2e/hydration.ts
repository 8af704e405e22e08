import { expect, type Page } from '@playwright/test';

/**
 * Storefront pages arrive server-rendered and are usable (links, reading) at once, but a button does something only
 * once the app has taken the page over (hydration); src/storefront/StorefrontApp.tsx marks <html data-hydrated>.
 * The home page, a finished search and a hotel page whose rooms the server checked load the app on the visitor's
 * first interaction (src/ssr/firstInteraction.ts): the pointer moves first, as a visitor's would.
 */
export async function hydrated(page: Page) {
  await interact(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated ?? null), { message: 'the page hydrates' }).toBe('true');
  // React took the server's markup over as it was: a mismatch it recovered from (src/boot.tsx) fails the test.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrationErrors ?? null), 'hydration errors').toBeNull();
}

/** Goes to `url` inside the running app (as a link would), so its requests are the browser's, not the server render's. */
export async function navigateInApp(page: Page, url: string) {
  await hydrated(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** What a visitor does first on a page (the pointer moves over it): a page that waits for it loads the app. */
export async function interact(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
}
