import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched only when first wanted (the first paint does not show it), with a `preload`
 * to start the download early, on hover or focus of whatever opens it.
 */
export function lazyOnDemand<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return { Component: lazy(preload), preload: () => void preload() };
}
