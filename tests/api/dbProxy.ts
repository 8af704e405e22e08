import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test (or bench/outage.ts) can take down and bring back, to play the
 * database's outages on loopback: `stop` cuts every connection and refuses new ones (a restart, a failover), `freeze`
 * lets nothing through either way while keeping connections open (a hung server, a cut network), `start` / `thaw`
 * end them. The proxy keeps its port, so the app's connection string stays the same.
 */
export type DbProxy = {
  port: number;
  /** The same URL with the proxy as host. */
  url(target: string): string;
  stop(): Promise<void>;
  /** Listens again (nothing when it does). */
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
};

export async function startDbProxy(upstream: { host: string; port: number }): Promise<DbProxy> {
  type Pair = { client: net.Socket; server: net.Socket | null };
  const pairs = new Set<Pair>();
  let frozen = false;
  let waiting: Pair[] = [];

  const connectUpstream = (pair: Pair) => {
    const server = net.connect(upstream.port, upstream.host);
    pair.server = server;
    server.on('error', () => pair.client.destroy());
    server.on('close', () => pair.client.destroy());
    pair.client.pipe(server);
    server.pipe(pair.client);
  };

  const listener = net.createServer((client) => {
    const pair: Pair = { client, server: null };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pair.server?.destroy();
      pairs.delete(pair);
    });
    if (frozen) {
      client.pause();
      waiting.push(pair);
    } else connectUpstream(pair);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        listener.off('error', reject);
        resolve((listener.address() as net.AddressInfo).port);
      });
    });

  const port = await listen(0);
  const proxy: DbProxy = {
    port,
    url(target) {
      const u = new URL(target);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    async stop() {
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      for (const pair of pairs) {
        pair.client.destroy();
        pair.server?.destroy();
      }
      pairs.clear();
      waiting = [];
      await closed;
    },
    async start() {
      if (!listener.listening) await listen(port);
    },
    freeze() {
      frozen = true;
      for (const { client, server } of pairs) {
        if (!server) continue;
        client.unpipe(server);
        server.unpipe(client);
        client.pause();
        server.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (pair.server) {
          pair.client.pipe(pair.server);
          pair.server.pipe(pair.client);
        }
      }
      for (const pair of waiting) {
        connectUpstream(pair);
        pair.client.resume();
      }
      waiting = [];
    },
    async close() {
      if (listener.listening) await proxy.stop();
    },
  };
  return proxy;
}
