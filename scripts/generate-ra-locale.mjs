// Writes locales/en/ra.json: react-admin's own English messages in i18next's format
// (`%{x}` -> `{{x}}`, `a |||| b` -> `key_one` / `key_other`). Run again after upgrading react-admin.
import { writeFileSync } from 'node:fs';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

const target = new URL('../locales/en/ra.json', import.meta.url);
const messages = convertRaTranslationsToI18next(structuredClone(englishMessages));
writeFileSync(target, `${JSON.stringify(messages, null, 2)}\n`);
console.log(`wrote ${target.pathname}`);
