import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The translation files (locales/<lng>/<namespace>.json) as the locale tests read them. */
export const localesRoot = path.resolve('locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

/** One namespace file of a language, keyed by dotted key. */
export const loadNamespace = (lng: string, file: string) => flatten(JSON.parse(readFileSync(path.join(localesRoot, lng, file), 'utf8')) as Tree);

/** The namespace files of a language (e.g. 'common.json'). */
export const namespaceFiles = (lng: string) => readdirSync(path.join(localesRoot, lng)).filter((f) => f.endsWith('.json'));
