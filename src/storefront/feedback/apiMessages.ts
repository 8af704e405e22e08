import { createStore } from './store';

/** The spec's api message state: a message and its status (200 means it went well). */
export type ApiMessage = { id: number; message: string; status: number };

export const SNACKBAR_TIMEOUT_MS = 5000;

export function createApiMessages() {
  const store = createStore<ApiMessage | null>(null);
  let seq = 0;
  return {
    subscribe: store.subscribe,
    get: store.get,
    show({ message, status = 200 }: { message: string; status?: number }) {
      if (!message) return;
      store.set({ id: ++seq, message, status });
    },
    clear: () => store.set(null),
  };
}

export const apiMessages = createApiMessages();

export function isSuccess(message: Pick<ApiMessage, 'status'>): boolean {
  return message.status === 200;
}
