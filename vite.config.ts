import { fileURLToPath } from 'node:url';
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

/**
 * react-router 7 exports its development build under every condition (remix-run/react-router#12532), which keeps its
 * dev warnings in the bundle; a production build takes its production files (same modules, warnings compiled out).
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), preloadStorefront()],
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
