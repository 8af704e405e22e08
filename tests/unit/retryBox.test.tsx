import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { RetryBox, type RetryBoxProps } from '@/storefront/feedback/RetryBox';
import { retryRun } from '@/storefront/feedback/retryRun';

function i18nFor(lng: 'en' | 'ar') {
  const instance = createInstance();
  const common = (l: string) => JSON.parse(readFileSync(`locales/${l}/common.json`, 'utf8')) as Record<string, unknown>;
  void instance.use(initReactI18next).init({ lng, resources: { [lng]: { common: common(lng) } }, defaultNS: 'common', initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

const render = (props: RetryBoxProps, lng: 'en' | 'ar' = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <RetryBox {...props} />
    </I18nextProvider>,
  );

describe('RetryBox', () => {
  it('says the screen’s message in an alert with a "Try again" button', () => {
    const html = render({ message: 'The hotel could not be loaded.', onRetry: () => undefined });
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('The hotel could not be loaded.');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Try again<\/button>/);
    expect(html).not.toMatch(/aria-disabled|aria-busy/);
  });

  it('speaks the interface language', () => {
    expect(render({ message: 'x', onRetry: () => undefined }, 'ar')).toContain('حاول مرة أخرى');
  });

  it('shows a title, a screen’s own button text and a warning', () => {
    const html = render({ message: 'Later.', title: 'Rates unavailable', retryLabel: 'Check again', severity: 'warning', onRetry: () => undefined });
    expect(html).toContain('Rates unavailable');
    expect(html).toContain('Check again</button>');
    expect(html).not.toContain('Try again');
    expect(html).toContain('MuiAlert-standardWarning');
  });

  it('while busy the button stays in the tab order (aria-disabled, not disabled) and says it is busy', () => {
    const html = render({ message: 'x', onRetry: () => undefined, busy: true });
    const button = /<button[^>]*>/.exec(html)?.[0] ?? '';
    expect(button).toContain('aria-disabled="true"');
    expect(button).toContain('aria-busy="true"');
    expect(button).not.toMatch(/\sdisabled=""/);
    expect(button).not.toContain('tabindex="-1"');
  });
});

describe('retryRun', () => {
  it('is busy until the retry it started settles, then free again', async () => {
    let settle!: () => void;
    const setBusy = vi.fn();
    retryRun(() => new Promise<void>((resolve) => (settle = resolve)), false, setBusy)();
    expect(setBusy.mock.calls).toEqual([[true]]);
    settle();
    await Promise.resolve();
    await Promise.resolve();
    expect(setBusy.mock.calls).toEqual([[true], [false]]);
  });

  it('is free again after a failed retry (the query shows the failure)', async () => {
    const setBusy = vi.fn();
    retryRun(() => Promise.reject(new Error('down')), false, setBusy)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setBusy.mock.calls).toEqual([[true], [false]]);
  });

  it('ignores a press while busy', () => {
    const onRetry = vi.fn();
    retryRun(onRetry, true, vi.fn())();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('a retry that returns nothing does not mark the box busy', () => {
    const onRetry = vi.fn();
    const setBusy = vi.fn();
    retryRun(onRetry, false, setBusy)();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(setBusy).not.toHaveBeenCalled();
  });
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('one retry box', () => {
  it('no storefront screen builds its own error box with a retry button', () => {
    const own = files('src/storefront')
      .filter((f) => !f.endsWith(path.join('feedback', 'RetryBox.tsx')))
      .filter((f) => /<Alert[^>]*action=\{\s*(?:<Button[^>]*onClick=\{[^}]*(?:refetch|retry)|retry\b)/s.test(readFileSync(f, 'utf8')));
    expect(own).toEqual([]);
  });

  it('"Try again" is one key, common:retry, in English', () => {
    const tryAgain: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node === 'string') {
        if (node === 'Try again') tryAgain.push(at);
      } else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, at ? `${at}.${k}` : k);
    };
    for (const file of readdirSync('locales/en').filter((f) => f.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join('locales/en', file), 'utf8')), file.replace(/\.json$/, ':'));
    expect(tryAgain.map((k) => k.replace(':.', ':'))).toEqual(['common:retry']);
  });
});
