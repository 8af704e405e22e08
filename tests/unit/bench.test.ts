import { describe, expect, it } from 'vitest';
import { packageOf } from '../../bench/frontend/build';
import { parseOptions, searchesPerRun, searchWarmupAt } from '../../bench/options';

describe('npm run bench -- api options', () => {
  it('defaults to the issue 4 search benchmark: 1 and 50 searchers, the PostgreSQL database dropped after', () => {
    const o = parseOptions([], {});
    if (o === 'help') throw new Error('unexpected help');
    expect(o.searchers).toEqual([1, 50]);
    expect(o.searches).toBe(200);
    expect(o.keepDb).toBe(false);
    expect(o.hotels).toBe(100_000);
  });

  it('reads the search options and refuses a database off this machine', () => {
    const o = parseOptions(['--searchers', '1, 10', '--poll-ms', '100', '--keep-db', '--only', 'hotel-search'], {});
    if (o === 'help') throw new Error('unexpected help');
    expect(o).toMatchObject({ searchers: [1, 10], pollMs: 100, keepDb: true, only: ['hotel-search'] });
    expect(() => parseOptions(['--searchers', '0'], {})).toThrow(/--searchers/);
    expect(() => parseOptions(['--pg-url', 'postgres://postgres@db.example.com/x'], {})).toThrow(/127\.0\.0\.1/);
  });

  it('warms up at least one search per searcher, so a timed run starts on open connections, and plans for the largest warm-up', () => {
    const o = parseOptions(['--searchers', '1,50', '--search-warmup', '20', '--searches', '600'], {});
    if (o === 'help') throw new Error('unexpected help');
    expect(searchWarmupAt(o, 1)).toBe(20);
    expect(searchWarmupAt(o, 50)).toBe(50);
    expect(searchesPerRun(o)).toBe(650);
  });
});

describe('bench front-end weight per package', () => {
  const root = '/repo';
  it('names npm packages, scoped or not, wherever node_modules nests them', () => {
    expect(packageOf('/repo/node_modules/@mui/material/esm/Button/Button.js', root)).toBe('@mui/material');
    expect(packageOf('/repo/node_modules/ra-i18n-i18next/node_modules/i18next/dist/esm/i18next.js', root)).toBe('i18next');
    expect(packageOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js?commonjs-exports', root)).toBe('react-dom');
  });

  it('groups project files by their folder', () => {
    expect(packageOf('/repo/src/storefront/search/PlaceField.tsx', root)).toBe('src/storefront');
    expect(packageOf('/repo/locales/en/storefront.json', root)).toBe('locales/en');
    expect(packageOf('/repo/index.html', root)).toBe('index.html');
  });
});
