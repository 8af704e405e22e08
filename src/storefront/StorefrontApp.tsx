import { hydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { ApiError, client } from '../api';
import { registerServiceWorkerWhenIdle } from '../pwa/register';
import { replayHeldInput } from '../ssr/firstInteraction';
import type { ErrorBody } from '../api/schemas/common';
import { AppTheme } from './app/AppTheme';
import { createQueryClient } from './app/queryClient';
import { requestActivity } from './feedback/requestActivity';
import { storefrontRoutes } from './routes';

/** The providers every storefront render has, in the browser and on the server (src/entry-server.tsx). */
export function StorefrontProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    // The app runs (a server-rendered page: hydrated); tests wait for it.
    document.documentElement.dataset.hydrated = 'true';
    // What the visitor tapped or typed while the app loaded (a page hydrated on the first interaction) is done now.
    const replay = setTimeout(() => void replayHeldInput(), 0);
    const detach = requestActivity.attach(client);
    // The app is running, so the first download is over (on the home page, the visitor has acted): the worker that
    // keeps the storefront and a driver's arrival cards usable offline is registered when the browser is idle.
    const cancelRegistration = registerServiceWorkerWhenIdle();
    return () => {
      clearTimeout(replay);
      detach();
      cancelRegistration();
    };
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppTheme>{children}</AppTheme>
    </QueryClientProvider>
  );
}

/**
 * The server's failed queries arrive as JSON: an API error becomes an ApiError again (the pages tell a 404 by
 * `instanceof`), so the browser draws the same not-found page the server did.
 */
function reviveErrors(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const error = query.state.error as { status?: unknown; body?: ErrorBody | null } | null;
    if (error && typeof error.status === 'number') {
      (query.state as { error: unknown }).error = new ApiError(error.status, error.body?.message ?? '', error.body ?? null);
    }
  }
  return state;
}

/**
 * Loads the code of the lazy routes the current address matches before the router starts, so the first render
 * is the page itself (as the server drew it), not the loading fallback.
 */
async function resolveLazyRoutes(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The traveller site: every path not under /admin. With `dehydrated`, it takes over server-rendered HTML. */
export async function createStorefront(dehydrated?: DehydratedState) {
  const queryClient = createQueryClient();
  const routes = storefrontRoutes();
  if (dehydrated) {
    hydrate(queryClient, reviveErrors(dehydrated));
    await resolveLazyRoutes(routes, window.location);
  }
  // Hydration data (none: the pages' data is the query cache's) tells the router the page is the server's: its scroll
  // restoration then leaves where the reader already scrolled alone, instead of jumping to the top once React took over.
  const router = createBrowserRouter(routes, dehydrated ? { hydrationData: {} } : undefined);
  return (
    <StorefrontProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </StorefrontProviders>
  );
}
