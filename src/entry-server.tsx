// The server's renderer of storefront pages (built by `vite build --ssr`, loaded by server/plugins/ssr.ts).
import './api/zodConfig';
import { AsyncLocalStorage } from 'node:async_hooks';
import createCache, { type EmotionCache } from '@emotion/cache';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createInstance, type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { requestScope } from './api/client';
import type { Hotel } from './api/schemas/hotels';
import { ServerStyleCache } from './DirectionProvider';
import { i18nOptions, isRtl } from './i18n';
import { defaultLocale, type Locale } from './i18n/locales';
import { localIsoDate } from './api/stay';
import { SsrContext, type SsrCollector } from './ssr/context';
import { HYDRATE_ON_INTERACTION_ATTRIBUTE, SSR_PAYLOAD_ID, type SsrPayload } from './ssr/payload';
import { queryDefaults } from './storefront/app/queryClient';
import { storefrontRoutes } from './storefront/routes';
import { StorefrontProviders } from './storefront/StorefrontApp';
import { escapeHtml, scriptJson } from './ssr/htmlSafe';

const NAMESPACES = ['common', 'storefront', 'search', 'hotel', 'booking', 'content'] as const;
/** The namespaces the browser bundle holds in English already (src/i18n/index.ts). */
const BUNDLED = new Set(['common', 'storefront']);
const files = import.meta.glob<Record<string, unknown>>('../locales/*/{common,storefront,search,hotel,booking,content}.json', { eager: true, import: 'default' });
const words = (lng: string, ns: string) => files[`../locales/${lng}/${ns}.json`] ?? {};

export type RenderInput = {
  /** Path and query as requested ('/de/hotels?city=Dallas'). */
  url: string;
  locale: Locale;
  /** Answers the page's API requests ('/api/…') in-process, for this visitor. */
  fetch: typeof fetch;
  /** How long the page's data may take; past it the page is drawn with what has arrived (the browser goes on). */
  dataBudgetMs: number;
};

export type RenderOutput = {
  status: number;
  /** The markup inside <div id="root">. */
  html: string;
  /** The page's style tags (emotion's critical CSS). */
  styles: string;
  /** The payload script (type application/json). */
  payload: string;
  title: string | null;
  description: string;
  /** The page loads the app on the visitor's first interaction: the server leaves out the app's preload links. */
  hydrateOnInteraction: boolean;
  /** The hotel of a hotel page, for its search-engine data. */
  hotel: Hotel | null;
};

const scope = new AsyncLocalStorage<{ fetch: typeof fetch; language: string }>();
requestScope.current = () => scope.getStore();

function styleCache(rtl: boolean): EmotionCache {
  const cache = rtl ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] }) : createCache({ key: 'mui' });
  // "compat": styles are kept in the cache (then extracted below) instead of <style> tags beside each element.
  cache.compat = true;
  return cache;
}

/**
 * The style tags of the CSS one render used (what @emotion/server's extractCriticalToChunks does): the rules whose
 * class names appear in the markup, and the global ones, in tags the browser's emotion cache takes over.
 */
function criticalStyles(cache: EmotionCache, html: string): string {
  const used = new Set<string>();
  const pattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'gm');
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) used.add(m[1]!);
  const ids: string[] = [];
  let css = '';
  const tags: string[] = [];
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered && !used.has(id)) continue;
    if (registered) {
      ids.push(id);
      css += rules;
    } else {
      tags.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    }
  }
  tags.push(`<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`);
  return tags.join('');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Would the browser fetch this query now (enabled, not marked `meta.ssr: false`), or poll it again? */
function due(query: Query, tried: Set<string>): 'fetch' | 'poll' | null {
  const options = query.options as { enabled?: unknown; refetchInterval?: unknown; queryFn?: unknown };
  if (query.meta?.ssr === false || typeof options.queryFn !== 'function') return null;
  const enabled = typeof options.enabled === 'function' ? (options.enabled as (q: Query) => boolean)(query) : options.enabled;
  if (enabled === false) return null;
  if (query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !tried.has(query.queryHash)) return 'fetch';
  if (query.state.status === 'success' && query.state.fetchStatus === 'idle') {
    const every = typeof options.refetchInterval === 'function' ? (options.refetchInterval as (q: Query) => unknown)(query) : options.refetchInterval;
    if (typeof every === 'number' && every > 0) return 'poll';
  }
  return null;
}

/**
 * Renders one storefront page: draws it, fetches the queries the drawing asked for (through the API in-process),
 * and draws again until nothing more is asked for or the data budget is spent — the last drawing is the page, and
 * the query results it used go to the browser with it.
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const { locale } = input;
  const languages = [...new Set<string>([locale, defaultLocale])];
  const resources: Resource = Object.fromEntries(languages.map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, words(lng, ns)]))]));
  const i18n = createInstance();
  await i18n.init({ ...i18nOptions, lng: locale, ns: [...NAMESPACES], resources, initAsync: false });

  const handler = createStaticHandler(storefrontRoutes());
  const context = await handler.query(new Request(new URL(input.url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`the storefront's routes answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = new QueryClient({ defaultOptions: { ...queryDefaults, queries: { ...queryDefaults.queries, retry: false } } });
  const rtl = isRtl(locale);
  const draw = () => {
    const collector: SsrCollector = { namespaces: new Set() };
    const cache = styleCache(rtl);
    const html = renderToString(
      <SsrContext.Provider value={collector}>
        <I18nextProvider i18n={i18n}>
          <ServerStyleCache.Provider value={cache}>
            <StorefrontProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </StorefrontProviders>
          </ServerStyleCache.Provider>
        </I18nextProvider>
      </SsrContext.Provider>,
    );
    return { html, collector, cache };
  };

  const deadline = Date.now() + input.dataBudgetMs;
  const tried = new Set<string>();
  const requestScopeValue = { fetch: input.fetch, language: locale };
  let drawn = draw();
  for (let pass = 0; pass < 12 && Date.now() < deadline; pass++) {
    const work = queryClient
      .getQueryCache()
      .getAll()
      .flatMap((query) => {
        const kind = due(query, tried);
        if (!kind) return [];
        tried.add(query.queryHash);
        return [
          scope.run(requestScopeValue, async () => {
            if (kind === 'poll') await sleep(Math.min(150, deadline - Date.now()));
            if (Date.now() >= deadline) return;
            await query.fetch().catch(() => undefined);
          }),
        ];
      });
    if (!work.length) break;
    await Promise.race([Promise.all(work), sleep(deadline - Date.now())]);
    drawn = draw();
  }

  const { html, collector, cache } = drawn;
  // What the last drawing showed: finished queries (an API error included, so a 404 page hydrates as a 404 page).
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error' });
  const handed: Resource = {};
  for (const lng of languages) {
    for (const ns of NAMESPACES) {
      const needed = BUNDLED.has(ns) ? lng !== defaultLocale : collector.namespaces.has(ns);
      if (needed) (handed[lng] ??= {})[ns] = words(lng, ns);
    }
  }
  const payload: SsrPayload = { locale, resources: handed as SsrPayload['resources'], queries, today: localIsoDate(new Date()) };
  const hydrateOn = collector.hydrateAtOnce ? undefined : collector.hydrateOnInteraction;
  const hydrateOnInteraction = hydrateOn !== undefined;
  const hydrateAttribute = hydrateOn === 'units' ? ` ${HYDRATE_ON_INTERACTION_ATTRIBUTE}="units"` : hydrateOn ? ` ${HYDRATE_ON_INTERACTION_ATTRIBUTE}` : '';
  const hotel = queryClient.getQueryCache().findAll({ queryKey: ['hotel'] }).find((q) => q.state.status === 'success')?.state.data as Hotel | undefined;
  return {
    status: collector.status ?? 200,
    html,
    styles: criticalStyles(cache, html),
    payload: `<script type="application/json" id="${SSR_PAYLOAD_ID}"${hydrateAttribute}>${scriptJson(payload)}</script>`,
    hydrateOnInteraction,
    title: collector.title ? escapeHtml(collector.title) : null,
    description: i18n.t('common:siteDescription'),
    hotel: hotel ?? null,
  };
}
