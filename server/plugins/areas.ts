import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import type { AnyDeclaration } from './crud';

/**
 * One area of the API (server/modules/<area>/index.ts, default export): its resources by declaration, its special
 * routes under /api, and routes at the site's root (robots.txt, media). The server finds every area by itself:
 * adding one is a folder, with no list to edit.
 */
export type Area = {
  resources?: AnyDeclaration[];
  routes?: FastifyPluginAsync[];
  siteRoutes?: FastifyPluginAsync[];
};

export const defineArea = (area: Area): Area => area;

export const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** Every `<dir>/<area>/index.ts` (or .js) of the given folders, in folder-name order. */
export async function discoverAreas(dirs: string[] = [modulesDir]): Promise<Area[]> {
  const files = dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
      .flatMap((name) => ['index.ts', 'index.js'].map((f) => path.join(dir, name, f)).filter(existsSync).slice(0, 1)),
  );
  const areas: Area[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: Area };
    if (!mod.default) throw new Error(`${file} must export its area by default (export default defineArea({ ... }))`);
    areas.push(mod.default);
  }
  return areas;
}
