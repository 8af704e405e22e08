import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { CurrencySwitcher } from '@/admin/layout/CurrencySwitcher';
import { adminTranslate } from './adminTranslate';

describe('the admin toolbar currency button', () => {
  it('is named with the code it shows (WCAG 2.5.3 label in name), its symbol hidden from the name', () => {
    // Emotion writes its <style> tags into the markup: left out, the button's own HTML is read.
    const html = renderToStaticMarkup(
      <I18nContext.Provider value={{ translate: adminTranslate(), changeLocale: async () => undefined, getLocale: () => 'en' }}>
        <CurrencySwitcher />
      </I18nContext.Provider>,
    ).replace(/<style[^<]*<\/style>/g, '');
    expect(/<button[^>]*aria-label="([^"]*)"/.exec(html)?.[1]).toBe('Currency: USD');
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*>\$<\/span>USD<\/button>/);
  });
});
