import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A local stand-in for a Web Push service and for Expo's push API (DEMO), on loopback, so the whole push path runs
 * offline and tests can make it fail: a given status for the next N requests (429, 503, 410, …). Expo tokens that
 * contain `Unregistered` get a receipt saying DeviceNotRegistered, as Expo answers for an uninstalled app.
 */
export type PushFault = { service: 'web' | 'expo'; status: number; times: number };

export type PushSimulator = {
  origin: string;
  /** A fresh Web Push endpoint on this simulator (what a browser's subscription would name). */
  webEndpoint(): string;
  received: { web: { endpoint: string; bytes: number }[]; expo: { to: string; title?: string; body?: string }[] };
  inject(fault: PushFault): void;
  clearFaults(): void;
  close(): Promise<void>;
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
}

export async function startPushSimulator(opts: { port?: number; faults?: PushFault[] } = {}): Promise<PushSimulator> {
  const faults: PushFault[] = [...(opts.faults ?? [])];
  const received: PushSimulator['received'] = { web: [], expo: [] };
  const receipts = new Map<string, { status: 'ok' } | { status: 'error'; message: string; details: { error: string } }>();

  const takeFault = (service: PushFault['service']) => {
    const f = faults.find((x) => x.service === service && x.times > 0);
    if (!f) return null;
    f.times -= 1;
    return f.status;
  };
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sim');
      const body = await readBody(req);
      if (req.method === 'POST' && url.pathname.startsWith('/webpush/')) {
        const status = takeFault('web');
        if (status) return json(res, status, { reason: 'simulated' });
        // A push service needs the encrypted payload and the VAPID authorisation.
        if (!String(req.headers.authorization ?? '').startsWith('vapid ') || req.headers['content-encoding'] !== 'aes128gcm') return json(res, 400, { reason: 'bad request' });
        received.web.push({ endpoint: `${origin}${url.pathname}`, bytes: body.length });
        res.writeHead(201, { location: `/webpush/messages/${randomUUID()}` });
        return res.end();
      }
      if (req.method === 'POST' && url.pathname === '/--/api/v2/push/send') {
        const status = takeFault('expo');
        if (status) return json(res, status, { errors: [{ code: 'SIMULATED', message: `simulated ${status}` }] });
        const parsed = JSON.parse(body.toString('utf8')) as unknown;
        const messages = (Array.isArray(parsed) ? parsed : [parsed]) as { to: string | string[]; title?: string; body?: string }[];
        const data = messages.flatMap((m) =>
          [m.to].flat().map((to) => {
            received.expo.push({ to, title: m.title, body: m.body });
            const id = randomUUID();
            receipts.set(id, to.includes('Unregistered') ? { status: 'error', message: `"${to}" is not a registered push notification recipient`, details: { error: 'DeviceNotRegistered' } } : { status: 'ok' });
            return { status: 'ok', id };
          }),
        );
        return json(res, 200, { data });
      }
      if (req.method === 'POST' && url.pathname === '/--/api/v2/push/getReceipts') {
        const { ids } = JSON.parse(body.toString('utf8')) as { ids: string[] };
        return json(res, 200, { data: Object.fromEntries(ids.filter((id) => receipts.has(id)).map((id) => [id, receipts.get(id)])) });
      }
      json(res, 404, { reason: 'not found' });
    })().catch(() => {
      if (!res.headersSent) json(res, 400, { reason: 'bad request' });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    webEndpoint: () => `${origin}/webpush/${randomUUID()}`,
    received,
    inject: (f) => void faults.push({ ...f }),
    clearFaults: () => void faults.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
