import { Suspense, lazy, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/** A screen whose code is fetched when it is first shown (or asked for earlier with `preload`). */
export type LazyScreen<P> = ComponentType<P> & { preload(): Promise<unknown> };

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/**
 * A resource's screen loaded when opened, not with the back office's first chunk: a declaration says
 * `list: lazyScreen(() => import('./HotelList'), 'HotelList')`. Each has its own Suspense boundary, new on each
 * navigation, so the previous screen gives way to a loader at once instead of staying on show (as a router's
 * transition keeps an already shown boundary) while the next one's code arrives.
 */
export function lazyScreen<M, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyScreen<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: module[name] as ComponentType<P> })));
  const Loaded = lazy(preload);
  function Screen(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Screen.displayName = `Lazy(${name})`;
  return Object.assign(Screen, { preload });
}

/** Whether a declared screen loads lazily (so it can be asked for before it is shown). */
export function isLazyScreen(screen: unknown): screen is LazyScreen<never> {
  return typeof screen === 'function' && typeof (screen as Partial<LazyScreen<never>>).preload === 'function';
}

type Screens = { name: string; list?: unknown; edit?: unknown; create?: unknown; show?: unknown };

/**
 * Asks for the code of the screen at `path` (below the back office's base: `/hotels`, `/hotels/create`, `/hotels/7`,
 * `/hotels/7/show`) while the back office itself starts, so opening it on a deep link is not one round trip longer.
 */
export function preloadScreenAt(resources: readonly Screens[], path: string) {
  const [name, id, action] = path.split('/').filter(Boolean);
  const resource = resources.find((r) => r.name === name);
  if (!resource) return;
  const screen = id === undefined ? resource.list : id === 'create' ? resource.create : action === 'show' ? resource.show : resource.edit;
  if (isLazyScreen(screen)) void screen.preload();
}
