import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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

/**
 * Lighthouse's default (mobile) preset — a mid-range phone on a slow 4G link, simulated — for one URL, in a
 * fresh headless system Chromium. The JSON report is kept in `reportFile`.
 */
export async function runLighthouse(label: string, url: string, reportFile: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
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
    chrome.kill();
  }
}
