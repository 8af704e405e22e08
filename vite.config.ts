import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SHELL_PATH } from './src/pwa/appShell';
import { ADMIN_PRELOAD_ATTRIBUTE, APP_PRELOAD_ATTRIBUTE, STOREFRONT_PRELOAD_ATTRIBUTE } from './src/ssr/payload';
import { defineConfig, type Alias, type HtmlTagDescriptor, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/** The browser's build (not the server renderer's, `vite build --ssr`). */
const clientBuild = (_: unknown, env: { command: string; isSsrBuild?: boolean }) => env.command === 'build' && !env.isSsrBuild;

/**
 * src/main.tsx imports the app's start (src/boot.tsx) and that the storefront only after they have run, so without a
 * hint the browser would learn of their chunks round trips after the entry. These <link rel="modulepreload"> tags let
 * it fetch them alongside the entry (the admin bundle stays lazy: only the storefront, which nearly every visit
 * needs). They carry APP_PRELOAD_ATTRIBUTE: a page that loads the app on the first interaction is sent without them
 * (server/plugins/ssr.ts), or the browser would download it all before any interaction anyway. The storefront's own
 * chunks (not the app start's) also carry STOREFRONT_PRELOAD_ATTRIBUTE: back-office pages are sent without those.
 * The back office's chunks (its app, not its screens) carry ADMIN_PRELOAD_ATTRIBUTE, and only back-office pages are
 * sent with them: without them its hundred chunks were asked for by Vite's preload helper, one <link> appended by
 * script each, after the start had run (~0.2 s of a phone's main thread, and that much later on the link).
 */
const APP_START = '/src/boot.tsx';
const STOREFRONT_START = '/src/storefront/StorefrontApp.tsx';
const ADMIN_START = '/src/admin/AdminApp.tsx';

function preloadStorefront(): Plugin {
  return {
    name: 'rigrest-preload-storefront',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = new Map(Object.values(ctx.bundle ?? {}).flatMap((f) => (f.type === 'chunk' ? [[f.fileName, f] as const] : [])));
        const closure = (module: string) => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName)) return;
            files.add(fileName);
            for (const dep of chunks.get(fileName)?.imports ?? []) visit(dep);
          };
          for (const c of chunks.values()) if (c.facadeModuleId?.endsWith(module)) visit(c.fileName);
          return files;
        };
        const start = closure(APP_START);
        const storefront = closure(STOREFRONT_START);
        const admin = closure(ADMIN_START);
        if (!start.size && !storefront.size) return html;
        // A chunk both sides load is marked for neither, so each side's pages keep it.
        const side = (f: string) =>
          start.has(f) || (storefront.has(f) && admin.has(f)) ? {} : storefront.has(f) ? { [STOREFRONT_PRELOAD_ATTRIBUTE]: true } : { [ADMIN_PRELOAD_ATTRIBUTE]: true };
        const tags: HtmlTagDescriptor[] = [...new Set([...start, ...storefront, ...admin])]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}`, [APP_PRELOAD_ATTRIBUTE]: true, ...side(f) },
            injectTo: 'head',
          }));
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
    apply: clientBuild,
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
 * Chunks the worker does not precache: the back office and its words, which the storefront never loads, and the
 * storefront's words in languages other than English (a reader's own language is kept as the app loads it, by the
 * worker's cache of built files).
 */
const NOT_PRECACHED = [/\/src\/admin\/AdminApp\.tsx$/, /\/locales\/[a-z]{2}\/(admin|ra)\.json$/, /\/locales\/(?!en\/)[a-z]{2}\/[a-z]+\.json$/];

/**
 * Finds the files the storefront can load — its entry and every chunk it imports, now or lazily, with their styles —
 * so the service worker precaches those and not the back office (react-admin is most of the build, and a driver's
 * phone has no use for it) nor ten languages the reader does not read. Filled while the browser build is written;
 * the worker's build runs after it.
 */
function storefrontFiles(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'rigrest-storefront-files',
    apply: clientBuild,
    generateBundle(_, bundle) {
      files.clear();
      const chunks = new Map(Object.values(bundle).flatMap((f) => (f.type === 'chunk' ? [[f.fileName, f] as const] : [])));
      // A chunk is left out by its entry module, or — a chunk shared by a static import (the admin's English words)
      // has none — when every module in it is one to leave out.
      const leftOut = (chunk: { facadeModuleId: string | null; moduleIds: string[] }) => {
        const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
        return ids.length > 0 && ids.every((id) => NOT_PRECACHED.some((re) => re.test(id)));
      };
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || files.has(fileName) || leftOut(chunk)) return;
        files.add(fileName);
        for (const file of [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])]) files.add(file);
        for (const dep of [...chunk.imports, ...chunk.dynamicImports]) visit(dep);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
    },
  };
  return { plugin, files };
}

/**
 * The installable storefront: the web manifest, and the service worker built from src/serviceWorker/sw.ts with the
 * list of files to keep on the device (the storefront's, the icons, and the client shell under APP_SHELL_PATH: the
 * built index.html is the shell's template, so its revision is the shell's). The app registers the worker itself,
 * after the page has loaded (src/pwa/register.ts): nothing is added to the first download.
 */
function installableApp(): Plugin[] {
  const storefront = storefrontFiles();
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'RigRest',
      short_name: 'RigRest',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#005288',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are precached by the list below, once.
    includeManifestIcons: false,
    injectManifest: {
      // One classic script: a module worker is not supported by every browser a driver may have.
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css,html,png,svg}'],
      globIgnores: ['server/**', 'media/**'],
      // Hashed file names are their own version: no cache-busting parameter needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.flatMap((entry) => {
            if (entry.url === 'index.html') return [{ ...entry, url: APP_SHELL_PATH }];
            if (entry.url.startsWith('assets/')) return storefront.files.has(entry.url) ? [entry] : [];
            return /^(icons\/|favicon\.svg$)/.test(entry.url) ? [entry] : [];
          }),
        }),
      ],
    },
  });
  return [storefront.plugin, ...pwa];
}

/**
 * react-router 7 exports its development build under every condition (remix-run/react-router#12532), which keeps its
 * dev warnings in the bundle; a production build takes its production files (same modules, warnings compiled out).
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** The import aliases of tsconfig.json's `paths` (tsx reads them there for the server; Vite and Vitest from here). */
export const pathAliases: Alias[] = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src/', import.meta.url))}` },
  { find: /^@server\//, replacement: `${fileURLToPath(new URL('./server/', import.meta.url))}` },
  { find: /^@locales\//, replacement: `${fileURLToPath(new URL('./locales/', import.meta.url))}` },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), preloadStorefront(), precompress(), ...(isSsrBuild ? [] : installableApp())],
  resolve: {
    alias: [...pathAliases, ...(command === 'build' ? reactRouterProduction : [])],
    // ra-input-rich-text carries its own older copy of Tiptap's core under its node_modules; the message editor's kit
    // (src/admin/form/messageEditor) is built on the project's. One copy: one editor core, and half the bytes.
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  // The server renderer (`vite build --ssr src/entry-server.tsx --outDir dist/server`) is one self-contained file, so a
  // site built anywhere (SITE_DIR) runs without node_modules beside it.
  ssr: { noExternal: true },
  // The renderer is a production build whatever NODE_ENV the server runs with: the class names and markup must be
  // the browser bundle's own (development adds labels to every class name), and it renders faster.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${apiPort}`,
      '/uploads': `http://localhost:${apiPort}`,
    },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: isSsrBuild ? 4000 : 1500,
    copyPublicDir: !isSsrBuild,
    // The renderer bundles every language statically; the browser's lazy loading of them is no concern of it.
    ...(isSsrBuild ? { rollupOptions: { onwarn: (w: { code?: string }, warn: (w: never) => void) => (w.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : warn(w as never)) } } : {}),
  },
}));
