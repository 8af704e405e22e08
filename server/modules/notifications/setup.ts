import type { Config } from '@server/config';
import { createPushAdapter, loadVapidKeys, type PushAdapter } from './push';
import { startPushSimulator, type PushSimulator } from './simulator';

export type PushSetup = { adapter: PushAdapter; simulator: PushSimulator | null; close(): Promise<void> };

/**
 * The push adapter for this process: VAPID keys from configuration or made once into the data directory, and Expo's
 * API — Expo's own, EXPO_PUSH_URL, or (outside production, when neither a token nor a URL is configured, or with
 * PUSH_SIMULATOR=true) a local simulator of Expo and of a Web Push service on loopback, so pushes work offline.
 */
export async function setupPush(config: Config): Promise<PushSetup> {
  const vapid = loadVapidKeys(config.DATA_DIR, config);
  const simulate = config.PUSH_SIMULATOR ?? (config.NODE_ENV !== 'production' && !config.EXPO_ACCESS_TOKEN && !config.EXPO_PUSH_URL);
  const simulator = simulate ? await startPushSimulator() : null;
  const adapter = createPushAdapter({
    vapid,
    subject: config.VAPID_SUBJECT ?? (config.publicOrigin.startsWith('https://') ? config.publicOrigin : 'mailto:no-reply@rigrest.local'),
    expoAccessToken: config.EXPO_ACCESS_TOKEN,
    expoOrigin: simulator?.origin ?? (config.EXPO_PUSH_URL ? new URL(config.EXPO_PUSH_URL).origin : undefined),
    webPushOrigins: simulator ? [simulator.origin] : [],
  });
  return { adapter, simulator, close: async () => simulator?.close() };
}
