/**
 * The installable storefront's fixed addresses, shared by the build (vite.config.ts), the service worker
 * (src/serviceWorker), the page that registers it (src/pwa/register.ts) and the server (server/plugins/ssr.ts).
 */

/** The service worker's script: one worker for the whole site (offline pages and Web Push). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The client shell as the server sends it (runtime settings included): the worker keeps a copy of it and answers a
 * storefront navigation with it when the network is gone, so the app starts and shows what the device has saved.
 */
export const APP_SHELL_PATH = '/app-shell';

/** Addresses a navigation fallback must never answer: the API, uploaded files and the back office (any language). */
export const NOT_THE_SHELL = [/^\/api(\/|$)/, /^\/uploads\//, /^\/([a-z]{2}\/)?admin(\/|$)/];
