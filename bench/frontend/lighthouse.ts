import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { TOKEN_KEY } from '../../src/api/tokenKey';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './weight';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseRun = {
  label: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** Lighthouse's measure of this machine's speed (a 2020 laptop is about 1,000-1,500). */
  benchmarkIndex: number | null;
  /** Audits of the four categories that did not pass, worst first: what to fix. */
  failing: { category: string; id: string; title: string; display: string | null }[];
};

/** A signed-in page: the token the app keeps in localStorage, and texts the loaded page must show (its data). */
export type SignedIn = { token: string; mustShow: string[] };

/**
 * Puts the sign-in where the app keeps it, as a person's earlier sign-in leaves it: localStorage of the page's origin,
 * set from a same-origin document that runs no app code. Lighthouse's storage reset empties caches, service workers
 * and Cache Storage but not localStorage (its default `clearStorageTypes`), so the run starts signed in, cold.
 */
async function signedInPage(port: number, url: string, token: string): Promise<Page> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(new URL('/robots.txt', url).toString());
  await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
  return page;
}

/** Throws unless the run ended on the page asked for (not the sign-in page) showing at least one of `mustShow`. */
async function checkSignedInRun(page: Page, url: string, finalUrl: string | undefined, mustShow: string[]) {
  if (!finalUrl || new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`the signed-in run of ${url} ended on ${finalUrl ?? 'nothing'}`);
  const text = await page.evaluate(() => document.body.innerText);
  if (!mustShow.some((t) => text.includes(t))) throw new Error(`${url} was measured without its data: none of ${mustShow.join(', ')} is on the page`);
}

/**
 * Lighthouse's default (mobile) preset — a mid-range phone on a slow 4G link, simulated — for one URL, in a
 * fresh headless system Chromium, signed in when `signedIn` is given. The JSON report is kept in `reportFile`.
 */
export async function runLighthouse(label: string, url: string, reportFile: string, signedIn?: SignedIn): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  let page: Page | undefined;
  try {
    page = signedIn ? await signedInPage(chrome.port, url, signedIn.token) : undefined;
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    if (page && signedIn) await checkSignedInRun(page, url, lhr.finalDisplayedUrl, signedIn.mustShow);
    writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failing = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => ({ category, id: a.id, title: a.title, display: a.displayValue ?? null, score: a.score! })),
    )
      .sort((a, b) => a.score - b.score)
      .map(({ category, id, title, display }) => ({ category, id, title, display }));
    return {
      label,
      url,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)])) as LighthouseRun['scores'],
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      failing,
    };
  } finally {
    await page?.browser().disconnect();
    chrome.kill();
  }
}
