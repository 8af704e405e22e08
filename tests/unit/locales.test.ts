import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { loadNamespace, localesRoot, namespaceFiles } from './localeFiles';

const root = localesRoot;
const load = loadNamespace;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!).sort();

const namespaces = namespaceFiles('en');

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
              // A singular or dual form may say the number in words ("ولاية واحدة", one state): only there may the
              // count's own placeholders be left out; any other placeholder must stay.
              const countless = /_(zero|one|two)$/.test(key);
              let expected = countless ? placeholders(value).filter((p) => !['count', 'n', 'smart_count'].includes(p) || placeholders(translated).includes(p)) : placeholders(value);
              // The spec's English coordinates sentence starts with the label in lower case ({{name}}: 'latitude should
              // be numbers.'); other languages use the label as it is ({{field}}: 'Breitengrad muss eine Zahl sein.').
              if (key === 'validation.coordinates') expected = ['field'];
              expect(placeholders(translated), `${lng}/${file} ${key}`).toEqual(expected);
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

describe('the permission groups', () => {
  it('each group of the catalogue (base models and every declared resource) has a label in admin.json', async () => {
    const { catalogueFor, permissionModels } = await import('@/api/permissions');
    const { discoverAreas } = await import('@server/plugins/areas');
    const declared = (await discoverAreas()).flatMap((area) => (area.resources ?? []).map((d) => d.model));
    const groups = new Set(catalogueFor([...permissionModels, ...declared]).map((p) => p.group));
    const en = load('en', 'admin.json');
    expect([...groups].filter((g) => !en.has(`resources.roles.groups.${g}`))).toEqual([]);
  });
});

describe("react-admin's bulk confirmations", () => {
  it('use only what react-admin passes them (the count and the resource name): no raw {{recordRepresentation}}', () => {
    for (const lng of locales) {
      const ra = load(lng, 'ra.json');
      const extra = [...ra].filter(([key]) => /\.bulk_(update|delete)_(title|content)_/.test(key)).filter(([, value]) => placeholders(value).some((p) => p !== 'smart_count' && p !== 'name'));
      expect(extra, lng).toEqual([]);
    }
  });
});
