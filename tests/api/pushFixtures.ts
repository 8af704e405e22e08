import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { createPushAdapter, type PushAdapter } from '@server/modules/notifications/push';
import type { PushSimulator } from '@server/modules/notifications/simulator';

/** A subscription as a browser makes it: an endpoint on the simulator and real P-256 / auth keys. */
export function browserSubscription(sim: PushSimulator) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: sim.webEndpoint(), keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** The real adapter (web-push, expo-server-sdk) pointed at the local simulator. */
export function simulatedPush(sim: PushSimulator): PushAdapter {
  return createPushAdapter({ vapid: webpush.generateVAPIDKeys(), subject: 'mailto:test@rigrest.local', expoOrigin: sim.origin, webPushOrigins: [sim.origin] });
}
