import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestHotel, day } from './hotelFixtures';
import { multipart, setupTestApp, tinyPng, type SignedIn, type TestContext } from './harness';

/**
 * Input that parses as JSON or a URL but that the server cannot hold: nesting deep enough to exhaust a recursive
 * walk, and strings PostgreSQL refuses (a lone UTF-16 surrogate is not Unicode text). Each is a 400 naming what was
 * wrong, never a 500; a well-formed emoji (a surrogate pair) is text like any other.
 */
describe('input the server cannot hold', () => {
  let t: TestContext;
  let driver: SignedIn;
  let staff: SignedIn;
  let hotel: { hotelId: number; roomId: number };

  beforeAll(async () => {
    t = await setupTestApp();
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    staff = await t.signedIn({ email: 'staff@example.com', role: 'Admin', is_superuser: true });
    hotel = await addTestHotel(t.db, { name: 'Surrogate Inn' });
  });
  afterAll(async () => t?.close());

  const json = (url: string, body: string, token?: Record<string, string>) =>
    t.request({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' }, token });
  const booking = (guest: Record<string, unknown>) => ({
    checkin_date: day(6),
    checkout_date: day(7),
    guest: { first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com', ...guest },
    expected_total: 89,
    currency: 'USD',
  });
  const book = (body: unknown) =>
    t.request({ method: 'POST', url: `/api/bookings/${hotel.hotelId}/${hotel.roomId}`, payload: body as object, token: driver.auth, headers: { 'idempotency-key': randomUUID() } });
  const search = (fields: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/hotels/search', payload: { checkInDate: day(6), checkOutDate: day(7), ...fields } });

  describe('deep nesting', () => {
    it('a body nested 5,000 levels deep is a 400 in the error shape, on a route with a schema and on one without', async () => {
      const arrays = '['.repeat(5000) + ']'.repeat(5000);
      const objects = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
      for (const [url, body] of [['/api/login', arrays], ['/api/login', objects], ['/api/logout', arrays], ['/api/hotels/search', objects]] as const) {
        const res = await json(url, body, driver.auth);
        expect(res.statusCode, `${url} ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ message: 'The request body is nested too deeply (at most 64 levels)' });
      }
    });

    it('the limit is in the caller\'s language', async () => {
      const res = await t.request({ method: 'POST', url: '/api/login', payload: '['.repeat(100) + ']'.repeat(100), headers: { 'content-type': 'application/json', 'accept-language': 'de' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/64/);
      expect(res.json().message).not.toMatch(/nested too deeply/);
    });

    it('64 levels is still JSON the schema judges; brackets inside strings do not count', async () => {
      const atLimit = '['.repeat(63) + '1' + ']'.repeat(63);
      const res = await json('/api/login', `{"email": ${atLimit}, "password": "${'['.repeat(500)}"}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ email: ['Email is invalid'] });
    });

    it('malformed JSON is still "not valid JSON"; prototype keys are refused as before', async () => {
      expect((await json('/api/login', '{"email": ')).json()).toEqual({ message: 'The request body is not valid JSON', code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
      const proto = await json('/api/login', '{"__proto__": {"is_superuser": true}, "email": "a@example.com", "password": "x"}');
      expect(proto.statusCode).toBe(400);
      const empty = await json('/api/login', '');
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('lone surrogates', () => {
    const lone = ['\ud800', '\udfff', 'Dana\ud83d', '\ude00Dana'];

    it('in a booking guest name: 400 naming the field, nothing booked', async () => {
      for (const name of lone) {
        const res = await book(booking({ first_name: name }));
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ message: 'The given data was invalid', errors: { 'guest.first_name': ['First name is invalid'] } });
      }
      const count = await t.db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    });

    it('in the search\'s search or city: 400 naming the field', async () => {
      for (const field of ['search', 'city']) {
        const res = await search({ [field]: 'Joplin \ud800' });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual({ [field]: [`${field === 'city' ? 'City' : 'Search'} is invalid`] });
      }
    });

    it('a URL cannot carry one (its UTF-8 bytes stay percent-encoded text): searched as text, never a 500', async () => {
      const query = await t.request({ method: 'GET', url: '/api/countries?search=a%ED%A0%80' });
      expect(query.statusCode, query.body).toBe(200);
      expect(query.json().data).toEqual([]);
      const param = await t.request({ method: 'GET', url: '/api/hotel/%ED%A0%80', headers: { 'accept-language': 'de' } });
      expect(param.statusCode, param.body).toBe(400);
      expect(param.json()).toEqual({ message: 'Ungültige Anfrage' });
    });

    it('a path that does not decode, or a path parameter over its length limit, answers in the API\'s shape without echoing the path', async () => {
      const bad = await t.request({ method: 'GET', url: '/api/bookings/%FF' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Bad Request' });
      const long = await t.request({ method: 'GET', url: `/api/admin/users/${'9'.repeat(400)}`, token: staff.auth });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ message: 'URI Too Long' });
    });

    it('as an object key: 400, never a jsonb error', async () => {
      const res = await json('/api/hotels/search', JSON.stringify({ checkInDate: day(6), checkOutDate: day(7) }).replace('}', ',"\\ud800":1}'));
      expect(res.statusCode, res.body).toBe(400);
    });
  });

  describe('numbers are JSON numbers or plain numerals, nothing else', () => {
    it('[1], true, "0x10", "1e3" and "" are refused where a number goes (they were coerced to 1, 1, 16, 1000 and 0)', async () => {
      for (const adults of [[1], true, '0x10', '1e3', '', {}]) {
        const res = await book({ ...booking({}), adults });
        expect(res.statusCode, `${JSON.stringify(adults)}: ${res.body}`).toBe(400);
        expect(Object.keys(res.json().errors)).toEqual(['adults']);
      }
      for (const limit of ['0x10', '1e2', 'true']) {
        const res = await t.request({ method: 'GET', url: `/api/hotels?limit=${limit}` });
        expect(res.statusCode, `limit=${limit}`).toBe(400);
        expect(res.json().errors).toEqual({ limit: ['Limit must be numeric.'] });
      }
    });

    it('a number, or a numeral as a form or a query string sends it, is taken', async () => {
      expect((await book({ ...booking({}), adults: 2 })).statusCode).toBe(201);
      expect((await book({ ...booking({}), adults: ' 1 ' })).statusCode).toBe(201);
      expect((await t.request({ method: 'GET', url: '/api/hotels?limit=5&page=1' })).json().meta).toMatchObject({ limit: 5, page: 1 });
    });
  });

  describe('emoji (surrogate pairs) are ordinary text', () => {
    it('a guest name with an emoji is booked and read back intact', async () => {
      const res = await book(booking({ first_name: 'Dana 🚚', last_name: 'Drïver 👩🏽‍🔧' }));
      expect(res.statusCode, res.body).toBe(201);
      const read = await t.request({ method: 'GET', url: `/api/bookings/${res.json().id}`, token: driver.auth });
      expect(read.json().guest).toMatchObject({ first_name: 'Dana 🚚', last_name: 'Drïver 👩🏽‍🔧' });
    });

    it('a user\'s first name with an emoji round-trips', async () => {
      const put = await t.request({ method: 'PUT', url: '/api/user', token: driver.auth, payload: { first_name: 'Ana 🦊', last_name: 'Driver' } });
      expect(put.statusCode, put.body).toBe(200);
      const me = await t.request({ method: 'GET', url: '/api/user', token: driver.auth });
      expect(me.json()).toMatchObject({ first_name: 'Ana 🦊' });
    });

    it('a search for an emoji is searched', async () => {
      expect((await search({ search: '🚚 Joplin' })).statusCode).toBe(201);
    });
  });

  describe('names are one line', () => {
    it('line breaks, escapes and direction overrides in a guest name are stored as spaces, not as they came', async () => {
      // Other nights than the emoji tests', whose bookings took this hotel's rooms for day 6.
      const res = await book({ ...booking({ first_name: 'Dana\r\nBcc: x@example.com', last_name: 'Driver\u202Efdp.exe\u001b' }), checkin_date: day(9), checkout_date: day(10) });
      expect(res.statusCode, res.body).toBe(201);
      const read = await t.request({ method: 'GET', url: `/api/bookings/${res.json().id}`, token: driver.auth });
      expect(read.json().guest).toMatchObject({ first_name: 'Dana Bcc: x@example.com', last_name: 'Driver fdp.exe' });
    });

    it('a brand name that is only invisible characters is refused as empty', async () => {
      const res = await t.request({ method: 'POST', url: '/api/admin/brands', token: staff.auth, payload: { name: '\u200B\u202E\t', code: 'ZZ' } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toHaveProperty('name');
    });
  });

  describe('what the route fuzz found (tests/api/fuzz.test.ts)', () => {
    const upload = (url: string, payload: Buffer | string, type: string) =>
      t.request({ method: url.includes('pictures') ? 'POST' : 'PUT', url, token: staff.auth, payload, headers: { 'content-type': type } });

    it('an upload cut off, or multipart without a boundary, is the client\'s error (400 naming the file), not a 500', async () => {
      const cut = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG';
      for (const url of ['/api/user/update-avatar', `/api/admin/users/${driver.id}/update-avatar`, `/api/admin/hotels/${hotel.hotelId}/pictures`]) {
        for (const [payload, type] of [[cut, 'multipart/form-data; boundary=x'], ['--x\r\n\r\n', 'multipart/form-data'], ['hello', 'multipart/form-data; boundary=x']] as const) {
          const res = await upload(url, payload, type);
          expect(res.statusCode, `${url} ${type} ${res.body}`).toBe(400);
          expect(res.json()).toEqual({ message: 'The upload was cut off or is not valid multipart/form-data', errors: { file: ['The upload was cut off or is not valid multipart/form-data'] } });
        }
      }
      // A whole upload still works.
      const whole = multipart({ filename: 'a.png', type: 'image/png', content: tinyPng });
      expect((await upload('/api/user/update-avatar', whole.payload, whole.headers['content-type'])).statusCode).toBe(200);
    });

    it('a NUL character in an upload\'s text field is refused like one in JSON', async () => {
      const boundary = 'fuzzb';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\nLot a\u0000b\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        tinyPng,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await upload(`/api/admin/hotels/${hotel.hotelId}/pictures`, body, `multipart/form-data; boundary=${boundary}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ caption: ['Caption is invalid'] });
      expect(await t.db.selectFrom('hotel_pictures').selectAll().where('hotel_id', '=', hotel.hotelId).execute()).toEqual([]);
    });

    it('deleting a hotel or room that has bookings is a 409 (kept by ON DELETE RESTRICT), not a 500', async () => {
      const kept = await addTestHotel(t.db, { name: 'Booked Inn' });
      const booked = await t.request({ method: 'POST', url: `/api/bookings/${kept.hotelId}/${kept.roomId}`, payload: booking({}), token: driver.auth, headers: { 'idempotency-key': randomUUID() } });
      expect(booked.statusCode).toBe(201);
      for (const url of [`/api/admin/rooms/${kept.roomId}`, `/api/admin/hotels/${kept.hotelId}`]) {
        const res = await t.request({ method: 'DELETE', url, token: staff.auth });
        expect(res.statusCode, `${url} ${res.body}`).toBe(409);
        expect(res.json()).toMatchObject({ code: 'in_use', message: 'Still in use by 1 booking: move or delete them first' });
      }
      expect(await t.db.selectFrom('hotels').select('id').where('id', '=', kept.hotelId).executeTakeFirst()).toBeDefined();
    });

    it('ordering by a name every object has (constructor, toString, __proto__) is an unknown field: 400', async () => {
      for (const field of ['constructor', 'toString', '__proto__', '-hasOwnProperty', 'valueOf']) {
        const res = await t.request({ method: 'GET', url: `/api/countries?ordering=${field}` });
        expect(res.statusCode, `${field} ${res.body}`).toBe(400);
        expect(res.json().message).toBe(`Cannot order by ${field.replace(/^-/, '')}`);
      }
      expect((await t.request({ method: 'GET', url: '/api/countries?ordering=-name' })).statusCode).toBe(200);
    });
  });
});
