// RigRest's service worker (built by vite-plugin-pwa's injectManifest into /sw.js): keeps the storefront's code on
// the device so the app opens with no network, and shows Web Push notifications.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_PATH, NOT_THE_SHELL } from '../pwa/appShell';
import { showPush, openPushLink } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new build takes over at once: its precache holds every chunk the pages it serves ask for, and a page still
// running the old build reloads on a missing chunk (src/chunkReload.ts).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// The storefront's scripts, styles and English words, and the client shell (vite.config.ts picks them; never the
// admin's).
precacheAndRoute(self.__WB_MANIFEST);

// Other built files (a reader's language, once loaded) are kept as they are fetched: their names change with their
// content, so a kept copy is never stale. The oldest go first.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'rigrest-assets', plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

/**
 * Pages always come from the network, so a page is never shown stale — server-rendered prices and availability
 * included. Only when the network fails does a storefront address get the shell, and the app then shows what works
 * offline (a driver's saved arrival cards) and says it is offline everywhere else. The back office and the API never
 * get the shell: they fail as they would without a worker.
 */
enableNavigationPreload();
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => (await matchPrecache(APP_SHELL_PATH)) ?? Response.error() }],
    }),
    { denylist: NOT_THE_SHELL },
  ),
);

self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPushLink(self.clients, event.notification.data));
});
