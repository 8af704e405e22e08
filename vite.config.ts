import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type HtmlTagDescriptor, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/**
 * src/main.tsx imports the storefront only after it has run, so without a hint the browser would learn of the
 * storefront's chunks one round trip after the entry. These <link rel="modulepreload"> tags let it fetch them
 * alongside the entry (the admin bundle stays lazy: only the storefront, which nearly every visit needs).
 */
function preloadStorefront(): Plugin {
  return {
    name: 'rigrest-preload-storefront',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = new Map(Object.values(ctx.bundle ?? {}).flatMap((f) => (f.type === 'chunk' ? [[f.fileName, f] as const] : [])));
        const storefront = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith('/src/storefront/StorefrontApp.tsx'));
        if (!storefront) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const dep of chunks.get(fileName)?.imports ?? []) visit(dep);
        };
        visit(storefront.fileName);
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' }));
        return { html, tags };
      },
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br (best quality) and a .gz beside every built script, style sheet and SVG, once, at build time: the
 * server sends those as they are (@fastify/static preCompressed), smaller than its on-the-fly compression (which
 * must stay fast) and without spending CPU per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rigrest-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets).catch(() => [] as string[])).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (f) => {
          const body = await readFile(path.join(assets, f));
          if (body.length < 1024) return;
          await writeFile(path.join(assets, `${f}.br`), await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
          await writeFile(path.join(assets, `${f}.gz`), await gzipAsync(body, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * react-router 7 exports its development build under every condition (remix-run/react-router#12532), which keeps its
 * dev warnings in the bundle; a production build takes its production files (same modules, warnings compiled out).
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadStorefront(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/uploads': `http://localhost:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
}));
