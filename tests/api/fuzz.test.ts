import { randomUUID } from 'node:crypto';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addTestHotel, day } from './hotelFixtures';
import { multipart, setupTestApp, tinyPng, type SignedIn, type TestContext } from './harness';
import {
  Rng,
  encodeQueryValue,
  fieldPaths,
  hostileBodies,
  hostileJson,
  hostileStrings,
  implausibleParams,
  malformedJson,
  oddQueries,
  plausible,
  prototypeKeyBodies,
  setPath,
  toJsonText,
  unicodeEdges,
  type FuzzWorld,
  type JsonSchema,
} from './fuzzInputs';

/**
 * Every registered route, as anyone, as a driver and as a superuser, with hostile input: malformed JSON, wrong
 * content types, wrong types in every field, huge and odd strings, prototype keys, deep nesting, odd query strings
 * and impossible ids. No answer may be a 5xx (but the pairs in `allowed5xx`), and every 4xx of the API is in its
 * error shape. Inputs are sampled per route from one seed (FUZZ_SEED, printed on failure), so a run is reproducible;
 * FUZZ_SCALE multiplies the samples.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Replays only the routes whose "METHOD /path" contains this text. */
const ONLY = process.env.FUZZ_ONLY;

/** The only 5xx answers the run accepts, each with the reason it is right. */
const allowed5xx: { method: string; url: string; status: number; why: string }[] = [
  {
    method: 'POST',
    url: '/api/bookings/:hotelId/:roomId',
    status: 503,
    why: 'booking a DerbySoft hotel goes through the DerbySoft adapter; this harness has no supplier, and a route whose dependency is down answers 503 "try again" (DESIGN section 8)',
  },
];

type Who = 'anonymous' | 'driver' | 'staff';
type FuzzRoute = { method: string; url: string; body?: JsonSchema; query?: JsonSchema; multipart: boolean };
type Sent = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer; note: string };
type Finding = { route: string; who: Who; status: number; sent: Sent; body: string; log: string[] };

/** Samples per route for each caller: most for the superuser, who gets past every permission check. */
const samples: Record<Who, number> = { anonymous: 5, driver: 6, staff: 26 };
const langs = ['en', 'ar', 'de', 'es', 'fr', 'ja', 'ko', 'pl', 'pt', 'ru', 'zh', 'xx', '*', 'de-DE;q=0.9, en;q=0.1', '\u00ff', ';;;', 'a'.repeat(500)];

const toSchema = (schema: unknown): JsonSchema | undefined => {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
};

/** A number from text (FNV-1a), to give each route and caller a random source of its own from the one seed. */
const hashOf = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** Routes that hash a password (scrypt, slow by design) get a third of the samples, so the run stays short. */
const hashesPasswords = (route: FuzzRoute) => fieldPaths(route.body).some(({ path }) => /password/.test(String(path[path.length - 1])));

/** A logged error in one line: its message and where it was thrown. */
const logSummary = (line: string) => {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
    const where = entry.err?.stack?.split('\n').find((l) => l.includes('/server/'))?.trim() ?? '';
    return `${entry.msg ?? ''}: ${entry.err?.message ?? ''} ${where}`.slice(0, 400);
  } catch {
    return line.slice(0, 400);
  }
};

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);

function describeSent(s: Sent): string {
  const payload = s.payload === undefined ? '' : Buffer.isBuffer(s.payload) ? `<${s.payload.length} bytes multipart>` : s.payload.length > 300 ? `${s.payload.slice(0, 300)}… (${s.payload.length} chars)` : s.payload;
  const url = s.url.length > 300 ? `${s.url.slice(0, 300)}… (${s.url.length} chars)` : s.url;
  return `${s.method} ${url} [${s.note}] content-type=${s.headers['content-type'] ?? '-'} ${JSON.stringify(payload)}`;
}

describe('fuzz: every route with hostile input answers 4xx, never 5xx', () => {
  let t: TestContext;
  const routes: FuzzRoute[] = [];
  const logs: string[] = [];
  let world: FuzzWorld;
  let stays: { hotelId: number; roomId: number }[];
  let driver: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp(
      { LOG_LEVEL: 'error', AUTH_RATE_LIMIT: '100000', SEARCH_RATE_LIMIT: '1000000' },
      {
        onRoute: (route) => {
          for (const method of methodsOf(route)) {
            const schema = (route.schema ?? {}) as Record<string, unknown>;
            routes.push({
              method,
              url: route.url,
              body: toSchema(schema.body),
              query: toSchema(schema.querystring),
              multipart: Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data'),
            });
          }
        },
        logStream: { write: (line: string) => void logs.push(line) },
      },
    );
    // Spare users first: ids that coerce to small numbers ('00001', '+1', '1e1') reach them, not the callers' own.
    const spare = [];
    for (let i = 0; i < 12; i++) spare.push(await t.createUser({ email: `spare${i}@example.com`, role: 'Trucker' }));
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    staff = await t.signedIn({ email: 'staff@example.com', role: 'Admin', is_superuser: true });
    const local = await addTestHotel(t.db, { name: 'Fuzz Local', city: 'Joplin', province: 'Missouri', country: 'US', allotment: 100_000 });
    const derby = await addTestHotel(t.db, { name: 'Fuzz Derby', derbyId: 'FUZZDERBY1' });
    const booked = await t.request({
      method: 'POST',
      url: `/api/bookings/${local.hotelId}/${local.roomId}`,
      token: driver.auth,
      headers: { 'idempotency-key': randomUUID() },
      payload: { checkin_date: day(6), checkout_date: day(7), guest: { first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com' }, expected_total: 89, currency: 'USD' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const search = await t.request({ method: 'POST', url: '/api/hotels/search', payload: { city: 'Joplin', checkInDate: day(6), checkOutDate: day(7) } });
    const check = await t.request({ method: 'POST', url: `/api/hotels/${local.hotelId}/check`, payload: { checkin_date: day(6), checkout_date: day(7) } });
    expect([search.statusCode, check.statusCode]).toEqual([201, 201]);
    const brand = await t.request({ method: 'POST', url: '/api/admin/brands', token: staff.auth, payload: { name: 'Fuzz Brand', code: 'FZ' } });
    const amenity = await t.request({ method: 'POST', url: '/api/admin/amenities', token: staff.auth, payload: { name: 'Fuzz Wifi' } });
    const ids = [local.hotelId, local.roomId, derby.hotelId, derby.roomId, booked.json().id, ...spare.slice(0, 3), 1, 2, 3];
    for (const res of [brand, amenity]) if (res.statusCode === 201) ids.push(res.json().id);
    stays = [local, local, local, derby];
    world = {
      // The callers' own ids are left out, so a DELETE or PUT of a user never locks the fuzz out of its own accounts.
      ids: [...new Set(ids)].filter((id) => id !== driver.id && id !== staff.id),
      slugs: [local.slug, derby.slug, 'no-such-hotel'],
      tokens: [search.json().token, check.json().token, 'A'.repeat(32), randomUUID()],
      emails: ['driver@example.com', 'staff@example.com', 'spare0@example.com', 'nobody@example.com'],
    };
    // Deletes last, so the records other routes refer to are there for them.
    routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  });
  afterAll(async () => t?.close());

  /** A plausible request for the route, as the caller; each sample then spoils one part of it. */
  function baseRequest(route: FuzzRoute, rng: Rng) {
    const params: Record<string, string> = {};
    for (const name of route.url.match(/:(\w+)/g)?.map((m) => m.slice(1)) ?? []) {
      params[name] = name === 'idOrSlug' && rng.chance(0.5) ? rng.pick(world.slugs) : name === 'name' ? `${rng.pick(world.ids)}-1.svg` : String(rng.pick(world.ids));
    }
    const query = route.query ? (plausible(route.query, 'query', rng, world) as Record<string, unknown>) : {};
    let body = route.body ? plausible(route.body, 'body', rng, world) : undefined;
    if (route.url === '/api/bookings/:hotelId/:roomId' && rng.chance(0.7)) {
      // A booking gets as far as the database only with a room of the hotel and the price it costs.
      const stay = rng.pick(stays);
      const nights = 1 + rng.int(3);
      Object.assign(params, { hotelId: String(stay.hotelId), roomId: String(stay.roomId) });
      body = { ...(body as object), checkin_date: day(6), checkout_date: day(6 + nights), rooms: 1, adults: 1, expected_total: 89 * nights, currency: 'USD' };
    }
    return { params, query, body };
  }

  function queryText(query: Record<string, unknown>): string {
    const parts: string[] = [];
    const add = (key: string, value: unknown) => {
      if (value === undefined) return;
      if (Array.isArray(value)) value.forEach((v) => add(key, v));
      else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
      else parts.push(`${encodeQueryValue(key)}=${encodeQueryValue(value === null ? '' : String(value))}`);
    };
    for (const [k, v] of Object.entries(query)) add(k, v);
    return parts.join('&');
  }

  /** One sample: a plausible request with one part made hostile, chosen by the seeded random source. */
  function sample(route: FuzzRoute, rng: Rng, auth: Record<string, string>): Sent {
    const base = baseRequest(route, rng);
    const headers: Record<string, string> = { ...auth, 'accept-language': rng.pick(langs.slice(0, 11)) };
    if (route.url === '/api/bookings/:hotelId/:roomId') headers['idempotency-key'] = randomUUID();
    let params = base.params;
    let query = queryText(base.query);
    let payload: string | Buffer | undefined;
    const hasBody = route.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(route.method);
    if (route.body !== undefined) {
      payload = toJsonText(base.body);
      headers['content-type'] = 'application/json';
    }
    const kinds = [
      'valid',
      ...(route.body ? ['field', 'field', 'field', 'field', 'fields', 'proto'] : []),
      ...(fieldPaths(route.body).some((f) => f.free) ? ['unicode', 'unicode'] : []),
      ...(hasBody ? ['shape', 'malformed', 'contentType', 'empty'] : ['shape']),
      ...(route.query ? ['queryField', 'queryField', 'queryField', 'oddQuery'] : ['oddQuery']),
      ...(Object.keys(params).length ? ['param', 'param', 'param'] : []),
      ...(route.multipart ? ['multipart', 'multipart', 'multipart'] : []),
      'headers',
    ];
    const kind = rng.pick(kinds);
    let note: string = kind;
    switch (kind) {
      case 'field':
      case 'fields': {
        const body = (base.body !== null && typeof base.body === 'object' ? base.body : {}) as Record<string, unknown>;
        const paths = fieldPaths(route.body).map((f) => f.path);
        const count = kind === 'fields' ? 2 + rng.int(4) : 1;
        const changed: string[] = [];
        for (let i = 0; i < count && paths.length; i++) {
          const path = rng.pick(paths);
          setPath(body, path, rng.pick(hostileJson));
          changed.push(path.join('.'));
        }
        payload = toJsonText(body);
        note = `${kind} ${changed.join(',')}`;
        break;
      }
      case 'unicode': {
        // Every free-text field at once, so the rest of the body stays valid and the text reaches the database.
        const body = (base.body !== null && typeof base.body === 'object' ? base.body : {}) as Record<string, unknown>;
        const free = fieldPaths(route.body).filter((f) => f.free && !f.path.includes(0));
        for (const { path } of free) setPath(body, path, `${rng.pick(['', 'Joplin '])}${rng.pick(unicodeEdges)}`);
        payload = toJsonText(body);
        note = `unicode ${free.map((f) => f.path.join('.')).join(',')}`;
        break;
      }
      case 'proto':
        payload = rng.pick(prototypeKeyBodies(typeof payload === 'string' ? payload : '{}'));
        headers['content-type'] = 'application/json';
        break;
      case 'shape':
        payload = rng.pick(hostileBodies)();
        headers['content-type'] = 'application/json';
        break;
      case 'malformed':
        payload = rng.pick(malformedJson);
        headers['content-type'] = 'application/json';
        break;
      case 'contentType': {
        const type = rng.pick([
          'text/plain',
          'text/plain; charset=utf-8',
          'application/x-www-form-urlencoded',
          'application/xml',
          'application/JSON',
          'application/json; charset=utf-16',
          'application/json-patch+json',
          'application/vnd.api+json',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'application/octet-stream',
          'application/json, text/plain',
          ';;;',
          'a'.repeat(1000),
        ]);
        headers['content-type'] = type;
        payload = rng.pick([payload ?? '{}', 'a=1&b=2', '<a>1</a>', '--x\r\n\r\n', '']);
        note = `contentType ${type.slice(0, 60)}`;
        break;
      }
      case 'empty':
        if (rng.chance(0.5)) {
          headers['content-type'] = 'application/json';
          payload = '';
        } else {
          delete headers['content-type'];
          payload = undefined;
        }
        break;
      case 'queryField': {
        const fields = Object.keys(route.query?.properties ?? {});
        const field = rng.pick(fields.length ? fields : ['x']);
        const q = { ...base.query } as Record<string, unknown>;
        delete q[field];
        const rest = queryText(q);
        const value = rng.chance(0.8) ? `${field}=${encodeQueryValue(rng.pick([...hostileStrings, 'x'.repeat(100 * 1024)]))}` : rng.pick(oddQueries(field));
        query = [rest, value].filter(Boolean).join('&');
        note = `queryField ${field}`;
        break;
      }
      case 'oddQuery': {
        const fields = Object.keys(route.query?.properties ?? {});
        query = rng.pick(oddQueries(rng.pick(fields.length ? fields : ['search', 'limit', 'page'])));
        break;
      }
      case 'param': {
        const name = rng.pick(Object.keys(params));
        params = { ...params, [name]: rng.pick(implausibleParams) };
        note = `param ${name}`;
        break;
      }
      case 'multipart': {
        const form = rng.pick<() => { payload: Buffer; headers: Record<string, string> }>([
          () => multipart({ filename: 'a.png', type: 'image/png', content: tinyPng }),
          () => multipart({ filename: '../../../etc/passwd', type: 'image/png', content: tinyPng }),
          () => multipart({ filename: `${'a'.repeat(5000)}.png`, type: 'image/png', content: tinyPng }),
          () => multipart({ filename: 'a.png', type: 'text/plain', content: 'not an image' }),
          () => multipart({ filename: 'a.png', type: 'image/png', content: Buffer.alloc(0) }),
          () => multipart({ filename: 'a.png', type: 'image/png', content: Buffer.concat([tinyPng.subarray(0, 16), Buffer.alloc(64, 0xff)]) }),
          () => multipart({ field: 'caption', filename: 'a.png', type: 'image/png', content: tinyPng }),
          () => multipart({ field: '__proto__', filename: 'a.png', type: 'image/png', content: tinyPng }),
          () => {
            const boundary = 'fuzzboundary';
            const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
            const fields = rng.pick([
              field('caption', 'a\u0000b'),
              field('room_id', '1\u0000'),
              field('room_id', '9223372036854775808'),
              field('room_id', 'abc') + field('caption', 'x'.repeat(5000)),
              Array.from({ length: 20 }, (_, i) => field(`f${i}`, 'x')).join(''),
              field('caption', 'ok'),
            ]);
            const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
            const body = rng.chance(0.5) ? Buffer.concat([Buffer.from(fields + file), tinyPng, Buffer.from(`\r\n--${boundary}--\r\n`)]) : Buffer.from(`${fields}--${boundary}--\r\n`);
            return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
          },
          () => ({ payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ntrunc'), headers: { 'content-type': 'multipart/form-data; boundary=x' } }),
          () => {
            const one = multipart({ filename: 'a.png', type: 'image/png', content: tinyPng });
            const boundary = one.headers['content-type'].split('boundary=')[1]!;
            const part = `--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`;
            const payload = Buffer.concat([one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length), Buffer.from(part), tinyPng, Buffer.from(`\r\n--${boundary}--\r\n`)]);
            return { payload, headers: one.headers };
          },
          () => ({ payload: Buffer.from(toJsonText({ file: 'a.png', caption: 'x' })), headers: { 'content-type': 'application/json' } }),
        ])();
        payload = form.payload;
        Object.assign(headers, form.headers);
        break;
      }
      case 'headers': {
        const header = rng.pick(['accept-language', 'idempotency-key', 'session-id', 'session-time', 'user-id', 'accept', 'accept-encoding', 'authorization', 'x-forwarded-for', 'origin']);
        headers[header] = rng.pick([...langs, '', ' ', 'Bearer', 'Bearer x.y.z', 'Basic Zm9vOmJhcg==', '1.1.1.1, ::1, nonsense', 'x'.repeat(8000), '\u00ff\u00fe', '*/*;q=x', 'br;q=2, gzip;q=-1', 'null']);
        note = `headers ${header}`;
        break;
      }
    }
    let url = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1').replace('*', rng.pick(['index.html', '..%2f..%2fetc%2fpasswd', '%00', 'a'.repeat(300)]));
    if (query) url += `?${query}`;
    if (payload !== undefined && route.method === 'GET' && kind !== 'shape' && kind !== 'malformed') payload = undefined;
    return { method: route.method, url, headers, payload, note };
  }

  const errorShape = (body: string) => {
    try {
      const parsed = JSON.parse(body) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false;
      const { message, errors } = parsed as { message?: unknown; errors?: unknown };
      const fieldsOk = errors === undefined || (typeof errors === 'object' && errors !== null && Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string')));
      // Fastify's own shape ({ error, statusCode, message }) echoes input in English: the API never answers it.
      return typeof message === 'string' && fieldsOk && !('statusCode' in parsed) && !('stack' in parsed) && !/\n\s+at /.test(body);
    } catch {
      return false;
    }
  };

  it('walks every registered route as anyone, a driver and a superuser: no 5xx, every API error in the error shape', async () => {
    const started = Date.now();
    const serverErrors: Finding[] = [];
    const badShapes: Finding[] = [];
    const statusCounts: Record<string, number> = {};
    const routesReached = new Set<string>();
    let sent = 0;
    expect(routes.length).toBeGreaterThan(200);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /api/bookings/:hotelId/:roomId', 'PUT /api/user/update-avatar', 'GET /api/admin/users/:id', 'DELETE /api/admin/users/:id']));

    const slowest: [string, number][] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (ONLY && !name.includes(ONLY)) continue;
      const routeStarted = Date.now();
      const light = route.method === 'HEAD' || route.method === 'OPTIONS' || route.url.startsWith('/api/docs');
      for (const who of ['anonymous', 'driver', 'staff'] as const) {
        // Fresh sessions for each route: an earlier logout or password change must not lock the next route out.
        const userId = who === 'driver' ? driver.id : who === 'staff' ? staff.id : null;
        const auth: Record<string, string> = userId === null ? {} : { authorization: `Bearer ${(await t.app.tokens.issue(userId, { scope: who === 'staff' ? 'staff' : 'site' })).token}` };
        const rng = new Rng(SEED ^ hashOf(`${name} ${who}`));
        const n = Math.max(1, Math.round((light ? 2 : samples[who]) * (hashesPasswords(route) ? 1 / 3 : 1) * SCALE));
        let refusedOnly = true;
        for (let i = 0; i < n; i++) {
          // A caller refused at the door three times over is refused before any input is read: enough.
          if (i >= 3 && refusedOnly) break;
          const req = sample(route, rng, auth);
          const logMark = logs.length;
          const res = await t.app.inject({ method: req.method as InjectOptions['method'], url: req.url, headers: req.headers, payload: req.payload });
          sent++;
          if (process.env.FUZZ_VERBOSE === '2') console.log(`${res.statusCode} as ${who}: ${describeSent(req).slice(0, 400)}\n    -> ${res.body.slice(0, 300)}`);
          statusCounts[res.statusCode] = (statusCounts[res.statusCode] ?? 0) + 1;
          if (res.statusCode !== 401 && res.statusCode !== 403) refusedOnly = false;
          if (res.statusCode < 300 && who === 'staff') routesReached.add(name);
          const finding = (): Finding => ({ route: name, who, status: res.statusCode, sent: req, body: res.body.slice(0, 300), log: logs.slice(logMark).map(logSummary) });
          if (res.statusCode >= 500 && !allowed5xx.some((a) => a.method === route.method && a.url === route.url && a.status === res.statusCode)) serverErrors.push(finding());
          if (res.statusCode >= 400 && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD' && !errorShape(res.body)) badShapes.push(finding());
        }
      }
      slowest.push([name, Date.now() - routeStarted]);
    }
    if (process.env.FUZZ_VERBOSE) console.log(`${logs.length} error log lines:\n${[...new Set(logs.map(logSummary))].join('\n')}`);
    if (process.env.FUZZ_VERBOSE) console.log(slowest.sort((a, b) => b[1] - a[1]).slice(0, 25).map(([r, ms]) => `${ms} ms ${r}`).join('\n'));

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const summary = `fuzz seed ${SEED} scale ${SCALE}: ${sent} requests to ${routes.length} routes in ${seconds} s; statuses ${JSON.stringify(statusCounts)}; ${routesReached.size} routes answered 2xx to the superuser`;
    console.log(summary);
    const report = (title: string, list: Finding[]) =>
      [`${title}: ${list.length} (replay with FUZZ_SEED=${SEED} FUZZ_SCALE=${SCALE})`, ...list.slice(0, 60).map((f) => `  ${f.status} ${f.route} as ${f.who}\n    sent: ${describeSent(f.sent)}\n    answer: ${f.body}${f.log.length ? `\n    log: ${f.log.join('\n         ')}` : ''}`)].join('\n');
    expect(serverErrors.length, report('5xx answers', serverErrors)).toBe(0);
    expect(badShapes.length, report('API errors not in the { message, errors? } shape', badShapes)).toBe(0);
  }, 600_000);
});
