/** Web Push in the service worker: the server sends text only (title, body, link); a tap opens the link. */

type PushMessage = { title: string; body: string; link: string | null };

/** The message as sent, or RigRest's name alone when it is not the JSON the server sends. */
export function readPush(data: { json(): unknown } | null): PushMessage {
  let raw: unknown = {};
  try {
    raw = data ? data.json() : {};
  } catch {
    raw = {};
  }
  const fields = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    title: typeof fields.title === 'string' && fields.title ? fields.title : 'RigRest',
    body: typeof fields.body === 'string' ? fields.body : '',
    link: typeof fields.link === 'string' ? fields.link : null,
  };
}

/** Only http(s) addresses are opened; anything else opens the home page. */
export function pushTarget(data: unknown): string {
  const link = data && typeof data === 'object' ? (data as { link?: unknown }).link : null;
  return typeof link === 'string' && /^https?:\/\//i.test(link) ? link : '/';
}

export function showPush(registration: Pick<ServiceWorkerRegistration, 'showNotification'>, data: { json(): unknown } | null): Promise<void> {
  const { title, body, link } = readPush(data);
  return registration.showNotification(title, { body, icon: '/icons/icon-192.png', badge: '/favicon.svg', data: { link } });
}

export async function openPushLink(clients: { openWindow(url: string): Promise<unknown> }, data: unknown): Promise<void> {
  await clients.openWindow(pushTarget(data));
}
