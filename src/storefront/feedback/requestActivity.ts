import type { ApiClient } from '@/api';
import { createStore } from './store';

/** Counts the API requests in flight, so the progress bar can show while any is pending. */
export function createRequestActivity() {
  const store = createStore(0);
  return {
    subscribe: store.subscribe,
    get: store.get,
    start: () => store.set(store.get() + 1),
    end: () => store.set(Math.max(0, store.get() - 1)),
    attach(client: Pick<ApiClient, 'subscribe'>) {
      return client.subscribe((event) => (event.type === 'start' ? this.start() : this.end()));
    },
  };
}

export const requestActivity = createRequestActivity();
