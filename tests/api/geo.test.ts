import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '@server/db/migrations/2026_11_29_1000_country_phone_codes';
import { setupTestApp, type SignedIn, type TestContext } from './harness';

describe('geography: countries, states, cities', () => {
  let t: TestContext;
  let admin: SignedIn;
  let driver: SignedIn;
  let geoViewer: SignedIn;
  let us: number;
  let ca: number;
  let texas: number;

  beforeAll(async () => {
    t = await setupTestApp();
    await t.createRole('Geo viewer', ['access_admin_dashboard', 'view_country', 'view_state', 'view_city']);
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    driver = await t.signedIn({ email: 'driver@example.com', role: 'Trucker' });
    geoViewer = await t.signedIn({ email: 'geo@example.com', role: 'Geo viewer' });
    us = (await t.db.selectFrom('countries').select('id').where('iso2', '=', 'US').executeTakeFirstOrThrow()).id;
    ca = (await t.db.selectFrom('countries').select('id').where('iso2', '=', 'CA').executeTakeFirstOrThrow()).id;
    texas = (await t.db.selectFrom('states').select('id').where('code', '=', 'TX').where('country_id', '=', us).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, auth?: Record<string, string>) =>
    t.request({ method, url: `/api${url}`, payload, token: auth });

  describe('public reading', () => {
    it('GET /auth/countries answers every country for the sign-up form, by name, without a token', async () => {
      const res = await req('GET', '/auth/countries');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((c: { iso2: string }) => c.iso2)).toEqual(['CA', 'US']);
      expect(res.json().data[1]).toEqual({ id: us, name: 'United States', iso2: 'US', phone_code: '+1', flag: expect.any(String) });
    });

    it('GET /countries (and /countries?search=) need no token', async () => {
      const list = await req('GET', '/countries');
      expect(list.statusCode).toBe(200);
      expect(list.json().meta).toEqual({ total: 2, page: 1, limit: 25, last_page: 1 });
      expect(list.json().data.map((c: { name: string }) => c.name)).toEqual(['Canada', 'United States']);
      const search = await req('GET', '/countries?search=unit');
      expect(search.json().data.map((c: { iso2: string }) => c.iso2)).toEqual(['US']);
      const one = await req('GET', `/countries/${ca}`);
      expect(one.json()).toMatchObject({ id: ca, name: 'Canada', iso2: 'CA', currency: 'CAD' });
      expect((await req('GET', '/countries/999999')).statusCode).toBe(404);
      // The public path only: the back office's address for the same list is closed to the public.
      expect((await req('GET', '/admin/countries')).statusCode).toBe(401);
      expect((await req('GET', `/admin/countries/${ca}`)).statusCode).toBe(401);
    });

    it('states filter by country; cities by state and country, with their parents\' names', async () => {
      const states = await req('GET', `/states?country_id=${ca}&limit=100`);
      expect(states.statusCode).toBe(200);
      expect(states.json().data.every((s: { country_id: number; country_name: string }) => s.country_id === ca && s.country_name === 'Canada')).toBe(true);
      expect(states.json().data.map((s: { code: string }) => s.code)).toContain('ON');
      const cities = await req('GET', `/cities?state_id=${texas}`);
      expect(cities.json().meta.total).toBe(3);
      expect(cities.json().data[0]).toMatchObject({ state_id: texas, country_id: us, state_name: 'Texas', country_name: 'United States' });
      const byCountry = await req('GET', `/admin/cities?country_id=${ca}&ordering=-name&limit=5`, undefined, admin.auth);
      const names = byCountry.json().data.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort().reverse());
      const bad = await req('GET', '/cities?state_id=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ state_id: ['State must be numeric.'] });
      const orderedByState = await req('GET', `/cities?country_id=${us}&ordering=state,name&limit=3`);
      expect(orderedByState.json().data.map((c: { state_name: string }) => c.state_name)).toEqual(['Alabama', 'Alabama', 'Alabama']);
    });
  });

  describe('writing', () => {
    let mexico: number;

    it('needs a token and the add/change/delete permission', async () => {
      const body = { name: 'Mexico', iso2: 'MX' };
      expect((await req('POST', '/countries', body)).statusCode).toBe(401);
      expect((await req('POST', '/countries', body, driver.auth)).statusCode).toBe(403);
      expect((await req('POST', '/admin/countries', body, geoViewer.auth)).statusCode).toBe(403);
      expect((await req('PATCH', `/countries/${us}`, { name: 'X' }, geoViewer.auth)).statusCode).toBe(403);
      expect((await req('DELETE', `/countries/${us}`, undefined, geoViewer.auth)).statusCode).toBe(403);
      expect((await req('GET', '/admin/states', undefined, geoViewer.auth)).statusCode).toBe(200);
    });

    it('validates countries with the spec messages', async () => {
      const res = await req('POST', '/countries', { name: '', iso2: 'MEX', latitude: 'north', longitude: 'abc' }, admin.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: ['Name is required'],
        iso2: ['ISO 2 must be exactly 2 characters'],
        latitude: ['latitude should be numbers.'],
        longitude: ['longitude should be numbers.'],
      });
      const range = await req('POST', '/countries', { name: 'Nowhere', iso2: 'NW', latitude: 91, longitude: -181 }, admin.auth);
      expect(range.json().errors).toEqual({ latitude: ['Latitude should be at most 90'], longitude: ['Longitude should be at least -180'] });
      const dup = await req('POST', '/countries', { name: 'Again', iso2: 'us' }, admin.auth);
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ iso2: ['ISO 2 has already been taken'] });
    });

    it('creates, replaces, patches and deletes a country', async () => {
      const created = await req('POST', '/countries', { name: 'Mexico', iso2: 'mx', currency: 'MXN', latitude: '23.0', longitude: '-102.0' }, admin.auth);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Mexico', iso2: 'MX', currency: 'MXN', latitude: 23, longitude: -102, iso3: null });
      mexico = created.json().id;
      const put = await req('PUT', `/admin/countries/${mexico}`, { name: 'México', iso2: 'MX', iso3: 'MEX' }, admin.auth);
      expect(put.json()).toMatchObject({ name: 'México', iso3: 'MEX' });
      // Calling codes are kept one way: "+52", however typed.
      const patch = await req('PATCH', `/countries/${mexico}`, { phone_code: '52' }, admin.auth);
      expect(patch.json()).toMatchObject({ name: 'México', iso3: 'MEX', phone_code: '+52' });
      expect((await req('PATCH', `/countries/${mexico}`, { phone_code: ' + 52 ' }, admin.auth)).json().phone_code).toBe('+52');
      const bad = await req('PATCH', `/countries/${mexico}`, { phone_code: '52a' }, admin.auth);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.phone_code).toEqual(['Phone code is invalid']);
      expect((await req('GET', '/auth/countries')).json().data.map((c: { iso2: string }) => c.iso2)).toEqual(['CA', 'MX', 'US']);
    });

    it('the migration writes the calling codes seeded bare as "+1"; others are left as they are', async () => {
      const made = await t.db.insertInto('countries').values([{ name: 'Bare', iso2: 'QB', phone_code: '1' }, { name: 'Odd', iso2: 'QO', phone_code: 'n/a' }, { name: 'Dashed', iso2: 'QD', phone_code: '1-684' }]).returning('id').execute();
      await up(t.db);
      const codes = await t.db.selectFrom('countries').select('phone_code').where('id', 'in', made.map((m) => m.id)).orderBy('id').execute();
      expect(codes.map((c) => c.phone_code)).toEqual(['+1', 'n/a', '+1-684']);
      await t.db.deleteFrom('countries').where('id', 'in', made.map((m) => m.id)).execute();
    });

    it('states and cities belong to existing parents', async () => {
      const state = await req('POST', '/admin/states', { name: 'Jalisco', code: 'JAL', country_id: mexico }, admin.auth);
      expect(state.statusCode).toBe(201);
      expect(state.json()).toMatchObject({ name: 'Jalisco', country_id: mexico, country_name: 'México' });
      const orphan = await req('POST', '/admin/states', { name: 'Lost', country_id: 999999 }, admin.auth);
      expect(orphan.statusCode).toBe(409);
      const missing = await req('POST', '/admin/states', { name: 'Lost' }, admin.auth);
      expect(missing.json().errors).toEqual({ country_id: ['Country is required'] });

      const city = await req('POST', '/admin/cities', { name: 'Guadalajara', state_id: state.json().id, country_id: mexico, latitude: 20.67, longitude: -103.35 }, admin.auth);
      expect(city.statusCode).toBe(201);
      expect(city.json()).toMatchObject({ name: 'Guadalajara', state_name: 'Jalisco', country_name: 'México', latitude: 20.67 });
      const patched = await req('PATCH', `/cities/${city.json().id}`, { name: 'Guadalajara de Jalisco' }, admin.auth);
      expect(patched.json()).toMatchObject({ name: 'Guadalajara de Jalisco', latitude: 20.67, state_id: state.json().id });
      const noCoords = await req('PUT', `/admin/cities/${city.json().id}`, { name: 'Guadalajara', state_id: state.json().id, country_id: mexico, latitude: '', longitude: null }, admin.auth);
      expect(noCoords.json()).toMatchObject({ latitude: null, longitude: null });

      // A country or state still in use is refused, naming what uses it; emptied, it goes.
      const refused = await req('DELETE', `/countries/${mexico}`, undefined, admin.auth);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'in_use', message: 'Still in use by 1 state and 1 city: move or delete them first' });
      expect((await req('DELETE', `/states/${state.json().id}`, undefined, admin.auth)).statusCode).toBe(409);
      expect((await req('GET', `/cities/${city.json().id}`)).statusCode).toBe(200);
      expect((await req('DELETE', `/cities/${city.json().id}`, undefined, admin.auth)).statusCode).toBe(200);
      expect((await req('DELETE', `/states/${state.json().id}`, undefined, admin.auth)).statusCode).toBe(200);
      expect((await req('DELETE', `/countries/${mexico}`, undefined, admin.auth)).json()).toEqual({ message: 'Deleted' });
    });
  });
  it('a city\'s state is one of its country\'s: "Alabama, Canada" is refused on create, update and patch', async () => {
    const ontario = (await t.db.selectFrom('states').select('id').where('code', '=', 'ON').where('country_id', '=', ca).executeTakeFirstOrThrow()).id;
    const wrong = await req('POST', '/admin/cities', { name: 'Nowhere', state_id: texas, country_id: ca }, admin.auth);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ state_id: ['State is invalid'] });
    const made = await req('POST', '/admin/cities', { name: 'Somewhere', state_id: texas, country_id: us }, admin.auth);
    expect(made.statusCode).toBe(201);
    const id = made.json().id as number;
    expect((await req('PATCH', `/admin/cities/${id}`, { country_id: ca }, admin.auth)).statusCode).toBe(422);
    expect((await req('PATCH', `/admin/cities/${id}`, { state_id: ontario }, admin.auth)).statusCode).toBe(422);
    expect((await req('PUT', `/admin/cities/${id}`, { name: 'Somewhere', state_id: texas, country_id: ca }, admin.auth)).statusCode).toBe(422);
    expect(await t.db.selectFrom('cities').select(['state_id', 'country_id']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ state_id: texas, country_id: us });
    const moved = await req('PATCH', `/admin/cities/${id}`, { state_id: ontario, country_id: ca, name: 'Elsewhere' }, admin.auth);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'Elsewhere', state_id: ontario, country_id: ca, state_name: 'Ontario', country_name: 'Canada' });
    expect((await req('PATCH', `/admin/cities/${id}`, { name: 'Elsewhere Too' }, admin.auth)).statusCode).toBe(200);
  });
});
