import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/api';
import { SERVICE_WORKER_URL } from '@/pwa/appShell';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Web Push on this browser: subscribes through the service worker with the server's VAPID key, or unsubscribes. */
export function PushToggle() {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'unsupported' | 'off' | 'on' | 'denied'>('loading');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    void navigator.serviceWorker
      .getRegistration('/')
      .then(async (reg) => setState((await reg?.pushManager.getSubscription()) ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  const toggle = async () => {
    setBusy(true);
    try {
      const reg = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      const existing = await reg.pushManager.getSubscription();
      if (existing) {
        await api.notifications.unsubscribeWebPush(existing.endpoint);
        await existing.unsubscribe();
        setState('off');
        return;
      }
      const { publicKey } = await api.notifications.webPushKey();
      if (!publicKey) return setState('unsupported');
      const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await api.notifications.subscribeWebPush({ endpoint: json.endpoint, keys: json.keys });
      setState('on');
    } catch {
      setState(typeof Notification !== 'undefined' && Notification.permission === 'denied' ? 'denied' : 'off');
    } finally {
      setBusy(false);
    }
  };

  if (state === 'loading') return null;
  if (state === 'unsupported' || state === 'denied')
    return (
      <Typography variant="body2" color="text.secondary">
        {t(state === 'denied' ? 'profile.pushDenied' : 'profile.pushUnsupported')}
      </Typography>
    );
  return <FormControlLabel control={<Switch checked={state === 'on'} disabled={busy} onChange={() => void toggle()} />} label={t('profile.pushLabel')} />;
}
