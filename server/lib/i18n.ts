import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { defaultLocale, isLocale, type Locale } from '../../src/i18n/locales';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

const resources = Object.fromEntries(
  readdirSync(localesDir)
    .filter(isLocale)
    .map((lng) => {
      const file = path.join(localesDir, lng, 'mail.json');
      return [lng, { mail: existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {} }];
    }),
);

const server = i18next.createInstance();
void server.init({ resources, fallbackLng: defaultLocale, defaultNS: 'mail', ns: ['mail'], interpolation: { escapeValue: false }, initAsync: false });

/** Mail text in the recipient's language (from the request's Accept-Language), English when unknown. */
export function mailT(locale: string | undefined): TFunction {
  return server.getFixedT(pickLocale(locale));
}

export function pickLocale(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const code = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (code && isLocale(code)) return code;
  }
  return defaultLocale;
}
