import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import storefrontEn from '@locales/en/storefront.json';

const root = path.resolve('src/storefront');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

function has(bundle: unknown, key: string): boolean {
  let node = bundle;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return true;
  // Plural keys live as key_one / key_other.
  return false;
}

function hasWithPlural(bundle: unknown, key: string): boolean {
  if (has(bundle, key)) return true;
  return has(bundle, `${key}_other`);
}

/** Every English namespace file (storefront, common and the lazy page namespaces: search, hotel, booking, ...). */
const english: Record<string, unknown> = Object.fromEntries(
  readdirSync('locales/en')
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join('locales/en', f), 'utf8')) as unknown]),
);

const sources = files(root).map((file) => ({ file: path.relative(process.cwd(), file), text: readFileSync(file, 'utf8') }));

describe('storefront sources', () => {
  it('every literal translation key exists in English', () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const full = match[1]!;
        const [ns, key] = full.includes(':') ? (full.split(':') as [string, string]) : ['storefront', full];
        // An unprefixed key may also come from the namespace the file asks for (usePageNamespace('hotel'), useTranslation('content')).
        const pageNs = [...text.matchAll(/(?:usePageNamespace|useTranslation)\(\s*'(\w+)'/g)].map((m) => m[1]!);
        const found = full.includes(':')
          ? hasWithPlural(english[ns], key)
          : [...pageNs, 'storefront', 'common'].some((n) => hasWithPlural(english[n], key));
        if (!found) missing.push(`${file}: ${full}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds keys at all (the scan is not vacuous)', () => {
    const count = sources.reduce((n, { text }) => n + [...text.matchAll(/\bt\(\s*'([^']+)'/g)].length, 0);
    expect(count).toBeGreaterThan(100);
  });

  it('never pulls in react-admin or the admin app, so the first page stays small', () => {
    const offenders = sources.filter(({ text }) => /from\s+'(react-admin|ra-[\w-]+|[./]*\/admin\/[^']*)'|import\(\s*'[./]*\/admin\//.test(text)).map((s) => s.file);
    expect(offenders).toEqual([]);
  });

  it('has the dynamic keys it builds', () => {
    const dynamic = [
      ...['home', 'brands', 'promotions', 'advertise', 'faq', 'about', 'signIn', 'join', 'profile', 'bookingHistory', 'admin', 'logout'].map((k) => `nav.${k}`),
      ...['USD', 'EUR', 'JPY', 'CAD'].map((k) => `currencies.${k}`),
      ...['facebook', 'x', 'instagram', 'linkedin', 'youtube'].map((k) => `footer.socialNames.${k}`),
      ...['tollFree', 'international'].map((k) => `footer.phones.${k}`),
      ...['parking', 'brands', 'fast'].flatMap((k) => [`home.features.${k}.title`, `home.features.${k}.body`]),
      ...['notFound', 'unexpected'].flatMap((k) => ['pageTitle', 'title', 'body', 'back'].map((f) => `errorPage.${k}.${f}`)),
    ];
    expect(dynamic.filter((k) => !has(storefrontEn, k))).toEqual([]);
  });
});

describe('placeholder pages', () => {
  it('each has a title', async () => {
    const { placeholderPages } = await import('@/storefront/pages/info/PlaceholderPage');
    expect(placeholderPages.filter((p) => !has(storefrontEn, `placeholders.${p}`))).toEqual([]);
  });
});
