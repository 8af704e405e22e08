import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Expo, type ExpoPushMessage, type ExpoPushTicket } from 'expo-server-sdk';
import { Agent, type Dispatcher } from 'undici';
import webpush from 'web-push';

/** What a push says: the notification's title, its text (no HTML) and where tapping it leads. */
export type PushPayload = { title: string; body: string; link: string | null };

/**
 * How one push went: delivered; or not, and then whether the address is dead (a 404/410 Web Push subscription or an
 * Expo token that is not registered: remove it) or the service may take it later (429, 5xx, no answer: retry).
 */
export type PushOutcome = { ok: true; receiptId?: string } | { ok: false; gone: boolean; retry: boolean; error: string };

export type WebSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** One adapter over both push libraries: `web-push` for browsers and `expo-server-sdk` for the mobile app. */
export type PushAdapter = {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  sendWeb(sub: WebSubscription, payload: PushPayload): Promise<PushOutcome>;
  /** Sends in Expo's chunks of 100; one outcome per message, in order. */
  sendExpo(messages: { token: string; payload: PushPayload }[]): Promise<PushOutcome[]>;
  /** Expo receipts of earlier tickets: the tokens Expo says are not registered any more, and the ids still unknown. */
  expoReceipts(ids: string[]): Promise<{ unregistered: string[]; errors: string[] }>;
  isExpoToken(token: string): boolean;
  /** Whether a browser's subscription endpoint is one this server will send to (isWebPushEndpoint). */
  acceptsWebEndpoint(endpoint: string): boolean;
};

/**
 * The browsers' push services (Chrome, Edge and other Chromium browsers; Firefox; Safari; Windows): a subscription's
 * endpoint is one of their https addresses. Anything else is refused, so a subscription cannot make this server send
 * requests to an address of someone's choosing (loopback, a private network, a cloud metadata service).
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** An https endpoint on a known push service, or on one of `extraOrigins` (the local simulator's). */
export function isWebPushEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

export type VapidKeys = { publicKey: string; privateKey: string };

/** The VAPID keys from configuration, or made once and kept in the data directory (`.vapid.json`). */
export function loadVapidKeys(dataDir: string, env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  const file = path.join(dataDir, '.vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    if (stored.publicKey && stored.privateKey) return stored;
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** Sends every request of the Expo SDK to another origin (the local simulator) instead of Expo's own. */
function redirectTo(origin: string): Dispatcher {
  const agent = new Agent();
  const redirected = Object.create(agent) as Dispatcher;
  redirected.dispatch = (opts, handler) => agent.dispatch({ ...opts, origin }, handler);
  return redirected;
}

export type PushAdapterOptions = {
  vapid: VapidKeys;
  /** `mailto:` or https address push services may contact about our pushes. */
  subject: string;
  /** Expo access token (optional: only when the Expo project requires one). */
  expoAccessToken?: string;
  /** Where Expo's API is: its own (default) or the local simulator's origin. */
  expoOrigin?: string;
  /** Origins accepted as Web Push endpoints beside the browsers' push services: the local simulator's. */
  webPushOrigins?: string[];
  timeoutMs?: number;
};

const retryable = (status: number) => status === 429 || status >= 500;

export function createPushAdapter(opts: PushAdapterOptions): PushAdapter {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const expo = new Expo({
    accessToken: opts.expoAccessToken,
    ...(opts.expoOrigin ? { httpAgent: redirectTo(opts.expoOrigin) as never } : {}),
    retryMinTimeout: 200,
  });

  return {
    publicKey: opts.vapid.publicKey,
    isExpoToken: (token) => Expo.isExpoPushToken(token),
    acceptsWebEndpoint: (endpoint) => isWebPushEndpoint(endpoint, opts.webPushOrigins),

    async sendWeb(sub, payload) {
      // A subscription stored before endpoints were checked, or one whose service is no longer trusted: never sent to.
      if (!isWebPushEndpoint(sub.endpoint, opts.webPushOrigins)) return { ok: false, gone: true, retry: false, error: 'not a push service endpoint' };
      // web-push encrypts the payload and signs the VAPID header; the request itself goes through fetch, so an http
      // endpoint (the local simulator) works as well as the push services' https ones.
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(sub, JSON.stringify(payload), {
          vapidDetails: { subject: opts.subject, publicKey: opts.vapid.publicKey, privateKey: opts.vapid.privateKey },
          TTL: 24 * 3600,
        });
      } catch (err) {
        // Keys the browser never made: this subscription can never be sent to.
        return { ok: false, gone: true, retry: false, error: `bad subscription: ${(err as Error).message}`.slice(0, 300) };
      }
      try {
        // fetch sets Content-Length itself (and refuses a given one).
        const headers = Object.fromEntries(Object.entries(details.headers).filter(([k]) => k.toLowerCase() !== 'content-length').map(([k, v]) => [k, String(v)]));
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body as unknown as BodyInit,
          signal: AbortSignal.timeout(timeoutMs),
          // A push service answers; it does not send us elsewhere (a redirect could point anywhere).
          redirect: 'manual',
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status >= 200 && res.status < 300) return { ok: true };
        return { ok: false, gone: res.status === 404 || res.status === 410, retry: retryable(res.status), error: `web push ${res.status}` };
      } catch (err) {
        const cause = (err as { cause?: { message?: string } }).cause?.message;
        return { ok: false, gone: false, retry: true, error: `web push: ${(err as Error).message}${cause ? ` (${cause})` : ''}`.slice(0, 300) };
      }
    },

    async sendExpo(messages) {
      const outcomes: PushOutcome[] = [];
      const all: ExpoPushMessage[] = messages.map((m) => ({
        to: m.token,
        title: m.payload.title,
        body: m.payload.body,
        data: m.payload.link ? { link: m.payload.link } : {},
        sound: 'default',
      }));
      for (const chunk of expo.chunkPushNotifications(all)) {
        let tickets: ExpoPushTicket[];
        try {
          tickets = await expo.sendPushNotificationsAsync(chunk);
        } catch (err) {
          const status = (err as { statusCode?: number }).statusCode;
          const retry = status === undefined || retryable(status);
          for (let i = 0; i < chunk.length; i++) outcomes.push({ ok: false, gone: false, retry, error: `expo: ${(err as Error).message}`.slice(0, 300) });
          continue;
        }
        for (const ticket of tickets) {
          if (ticket.status === 'ok') outcomes.push({ ok: true, receiptId: ticket.id });
          else {
            const code = ticket.details?.error;
            outcomes.push({ ok: false, gone: code === 'DeviceNotRegistered', retry: code === 'MessageRateExceeded', error: `expo: ${code ?? ticket.message}`.slice(0, 300) });
          }
        }
      }
      return outcomes;
    },

    async expoReceipts(ids) {
      const unregistered: string[] = [];
      const errors: string[] = [];
      for (const chunk of expo.chunkPushNotificationReceiptIds(ids)) {
        const receipts = await expo.getPushNotificationReceiptsAsync(chunk);
        for (const [id, receipt] of Object.entries(receipts)) {
          if (receipt.status === 'ok') continue;
          if (receipt.details?.error === 'DeviceNotRegistered') unregistered.push(id);
          else errors.push(id);
        }
      }
      return { unregistered, errors };
    },
  };
}
