import { devices, expect, type Page } from '@playwright/test';

/**
 * What the road specs (issue 15) share: a driver's phone, picking a place from the suggestions, and the device's
 * offline state (the service worker, the saved arrival cards).
 */

/** A driver's phone: 390×844, touch, no hover, US English (miles). */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, userAgent: devices['Pixel 7'].userAgent, locale: 'en-US' };

/** Types into the place box named `box` and picks the first suggestion matching `suggestion`. */
export async function pickPlace(page: Page, box: string, typed: string, suggestion: RegExp) {
  const field = page.getByRole('combobox', { name: box, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: suggestion }).first().click();
  await expect(field).toHaveValue(suggestion);
}

/** Resolves once the site's worker is active: it has precached the storefront and the shell. */
export async function workerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? null), { message: 'the service worker is active', timeout: 30_000 })
    .toBe('activated');
}

/** How many arrival cards the device keeps (IndexedDB `rigrest`, store `arrival-cards`). */
export const storedCards = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rigrest');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('arrival-cards')) return resolve(0);
          const count = db.transaction('arrival-cards').objectStore('arrival-cards').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
