import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';

const root = path.resolve('locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const load = (lng: string, file: string) => flatten(JSON.parse(readFileSync(path.join(root, lng, file), 'utf8')) as Tree);
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const namespaces = readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('locales', () => {
  it('has a folder for each of the 11 languages', () => {
    expect(readdirSync(root).filter((d) => !d.startsWith('.')).sort()).toEqual([...locales].sort());
  });

  for (const lng of locales.filter((l) => l !== 'en')) {
    describe(lng, () => {
      for (const file of namespaces) {
        it(`${file} has every key of English with the same placeholders`, () => {
          const en = load('en', file);
          const other = load(lng, file);
          // Every English key, plural forms included (a language without a "one" form repeats its "other" text).
          const missing = [...en.keys()].filter((k) => !other.has(k));
          expect(missing, `${lng}/${file} lacks keys`).toEqual([]);
          for (const [key, value] of en) {
            const translated = other.get(key);
            if (translated !== undefined && placeholders(value).length) {
              expect(placeholders(translated), `${lng}/${file} ${key}`).toEqual(placeholders(value));
            }
          }
        });

        it(`${file} is translated, not copied from English`, () => {
          const en = load('en', file);
          const other = load(lng, file);
          const long = [...en].filter(([, v]) => v.replace(/\{\{\s*\w+\s*\}\}/g, '').trim().split(/\s+/).length >= 3);
          const copied = long.filter(([k, v]) => other.get(k) === v).map(([k]) => k);
          expect(copied.length, `${lng}/${file} copies English: ${copied.slice(0, 5).join(', ')}`).toBeLessThanOrEqual(Math.max(1, long.length * 0.05));
        });
      }
    });
  }
});
