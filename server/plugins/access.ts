import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route. Every route declares one (`config: { access }`); one hook enforces it (see authPlugin), and
 * a route without one stops the server at start-up, so no door is left open by omission.
 */
export type Access = { kind: 'public' } | { kind: 'signedIn' } | { kind: 'permission'; codename: string };

export const publicAccess: Access = { kind: 'public' };
export const signedIn: Access = { kind: 'signedIn' };
export const permission = (codename: string): Access => ({ kind: 'permission', codename });

/** Route options' `config` for each policy, to spread into a route's options. */
export const anyone = { access: publicAccess } as const;
export const anySignedIn = { access: signedIn } as const;
export const needs = (codename: string) => ({ access: permission(codename) }) as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order (the route-policy test walks them). */
    routeAccess: RouteAccess[];
  }
}

export type RouteAccess = { method: string; url: string; access: Access };

/**
 * Routes plugins register for us, public by nature (they cannot carry our config): the API docs, the site's files
 * and CORS preflights.
 */
const pluginRoute = (route: RouteOptions, config: Record<string, unknown>) =>
  /^\/api\/docs(\/|$)/.test(route.url) || 'rootPath' in config || route.url === '/uploads/*' || (route.method === 'OPTIONS' && route.url === '*');

/** Records every route's access and refuses one that declares none. Register on the root instance, first. */
export function declareAccess(app: FastifyInstance) {
  app.decorate('routeAccess', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { access?: Access };
    let access = config.access;
    if (!access && pluginRoute(route, config)) access = publicAccess;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access): say who may call it`);
    route.config = { ...config, access };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && app.routeAccess.some((r) => r.url === route.url && r.method === 'GET')) continue;
      app.routeAccess.push({ method, url: route.url, access });
    }
  });
}
