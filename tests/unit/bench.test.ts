import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { runBookingLoad, type BookingTarget } from '../../bench/bookingLoad';
import { packageOf } from '../../bench/frontend/build';
import { parseOptions, searchesPerRun, searchWarmupAt } from '../../bench/options';
import { databaseName, DEFAULT_PG_URL, defaultPgUrl, transportOf, withDatabase } from '../../bench/postgres';

describe('npm run bench -- api options', () => {
  it('defaults to the issue 4 search benchmark: 1 and 50 searchers, the PostgreSQL database dropped after', () => {
    const o = parseOptions([], {});
    if (o === 'help') throw new Error('unexpected help');
    expect(o.searchers).toEqual([1, 50]);
    expect(o.searches).toBe(200);
    expect(o.keepDb).toBe(false);
    expect(o.hotels).toBe(100_000);
  });

  it('reads the search options and refuses a database off this machine', () => {
    const o = parseOptions(['--searchers', '1, 10', '--poll-ms', '100', '--keep-db', '--only', 'hotel-search'], {});
    if (o === 'help') throw new Error('unexpected help');
    expect(o).toMatchObject({ searchers: [1, 10], pollMs: 100, keepDb: true, only: ['hotel-search'] });
    expect(() => parseOptions(['--searchers', '0'], {})).toThrow(/--searchers/);
    expect(() => parseOptions(['--pg-url', 'postgres://postgres@db.example.com/x'], {})).toThrow(/127\.0\.0\.1/);
    // A `host` parameter overrides the URL's host in node-postgres: only a socket's directory stays on this machine.
    expect(() => parseOptions(['--pg-url', 'postgres://postgres@localhost/x?host=db.example.com'], {})).toThrow(/unix socket/);
    const socket = parseOptions(['--pg-url', 'postgres://postgres@localhost/x?host=%2Fvar%2Frun%2Fpostgresql'], {});
    if (socket === 'help') throw new Error('unexpected help');
    expect(transportOf(socket.pgUrl)).toBe('unix socket /var/run/postgresql');
  });

  it("reaches PostgreSQL through its unix socket when the machine has one, else over TCP to 127.0.0.1", () => {
    const socket = defaultPgUrl('/var/run/postgresql');
    expect(new pg.Client({ connectionString: socket }).host).toBe('/var/run/postgresql');
    expect(databaseName(socket)).toBe('rigrest_bench');
    expect(transportOf(socket)).toBe('unix socket /var/run/postgresql');
    expect(defaultPgUrl(null)).toBe(DEFAULT_PG_URL);
    expect(transportOf(defaultPgUrl(null))).toBe('TCP 127.0.0.1:5432');
    // A database of its own for a tagged run keeps the socket.
    expect(new pg.Client({ connectionString: withDatabase(socket, 'rigrest_bench_x') })).toMatchObject({ host: '/var/run/postgresql', database: 'rigrest_bench_x' });
  });

  it('warms up at least one search per searcher, so a timed run starts on open connections, and plans for the largest warm-up', () => {
    const o = parseOptions(['--searchers', '1,50', '--search-warmup', '20', '--searches', '600'], {});
    if (o === 'help') throw new Error('unexpected help');
    expect(searchWarmupAt(o, 1)).toBe(20);
    expect(searchWarmupAt(o, 50)).toBe(50);
    expect(searchesPerRun(o)).toBe(650);
  });

  it('makes 2,000 untimed bookings before the timed lines unless told otherwise', () => {
    const defaults = parseOptions([], {});
    const none = parseOptions(['--booking-warmup', '0'], {});
    if (defaults === 'help' || none === 'help') throw new Error('unexpected help');
    expect(defaults.bookingWarmup).toBe(2000);
    expect(none.bookingWarmup).toBe(0);
    // PGlite's page cache as the server sizes it unless told otherwise.
    expect(defaults.pgliteBuffersMb).toBe('auto');
    const sized = parseOptions(['--pglite-buffers-mb', '64'], {});
    if (sized === 'help') throw new Error('unexpected help');
    expect(sized.pgliteBuffersMb).toBe(64);
    expect(() => parseOptions(['--pglite-buffers-mb', 'lots'], {})).toThrow(/--pglite-buffers-mb/);
    expect(() => parseOptions(['--booking-warmup', '-1'], {})).toThrow(/--booking-warmup/);
  });
});

describe('bench front-end weight per package', () => {
  const root = '/repo';
  it('names npm packages, scoped or not, wherever node_modules nests them', () => {
    expect(packageOf('/repo/node_modules/@mui/material/esm/Button/Button.js', root)).toBe('@mui/material');
    expect(packageOf('/repo/node_modules/ra-i18n-i18next/node_modules/i18next/dist/esm/i18next.js', root)).toBe('i18next');
    expect(packageOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js?commonjs-exports', root)).toBe('react-dom');
  });

  it('groups project files by their folder', () => {
    expect(packageOf('/repo/src/storefront/search/PlaceField.tsx', root)).toBe('src/storefront');
    expect(packageOf('/repo/locales/en/storefront.json', root)).toBe('locales/en');
    expect(packageOf('/repo/index.html', root)).toBe('index.html');
  });
});

describe('the bookings load (run in the load client process)', () => {
  const job = (baseUrl: string, targets: BookingTarget[], count: number) => ({ baseUrl, token: 't0ken', email: 'b@x', targets, count, concurrency: 3, acceptEncoding: 'gzip', timeoutMs: 5_000 });
  const target = (roomId: number): BookingTarget => ({ hotelId: 7, roomId, checkIn: '2026-12-01', checkOut: '2026-12-02', total: 99.5, currency: 'USD' });

  it('posts each booking to its target in turn with the token, a new Idempotency-Key and the quoted total, and times every answer', async () => {
    const seen: { url: string; auth: string; key: string; body: { expected_total: number; currency: string } }[] = [];
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', key: String(req.headers['idempotency-key']), body: JSON.parse(raw) });
        res.statusCode = req.url?.endsWith('/2') ? 409 : 201;
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runBookingLoad(job(`http://127.0.0.1:${port}`, [target(1), target(2)], 6));
      expect(result.outcomes.map((o) => o.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
      expect(result.outcomes.every((o) => o.ms >= 0)).toBe(true);
      expect(seen.map((s) => s.url).sort()).toEqual([...Array(3).fill('/api/bookings/7/1'), ...Array(3).fill('/api/bookings/7/2')]);
      expect(new Set(seen.map((s) => s.key)).size).toBe(6);
      expect(seen.every((s) => s.auth === 'Bearer t0ken' && s.body.expected_total === 99.5 && s.body.currency === 'USD')).toBe(true);
    } finally {
      server.close();
    }
  });

  it('counts a booking that got no answer as an error (status 0), and calls nothing but this machine', async () => {
    const server = http.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((r) => server.close(() => r()));
    const result = await runBookingLoad(job(`http://127.0.0.1:${port}`, [target(1)], 2));
    expect(result.outcomes.map((o) => o.status)).toEqual([0, 0]);
    await expect(runBookingLoad(job('http://example.com', [target(1)], 1))).rejects.toThrow(/127\.0\.0\.1/);
  });
});
