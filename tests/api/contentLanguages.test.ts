import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, setupTestApp, tinyPng, type SignedIn, type TestContext } from './harness';

/**
 * Issue 12, item 10: content in the reader's language. Fixed catalogues answer a key the interface translates
 * (amenities, room types); staff-written texts (picture captions, brand promotions, parking descriptions) keep
 * English and answer their other languages beside it, which staff write side by side.
 */
describe('content in the reader’s language', () => {
  let t: TestContext;
  let admin: SignedIn;
  let hotelId: number;
  let hotelSlug: string;

  /** As admin by default; `null` sends no token. */
  const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth: Record<string, string> | null = admin.auth) =>
    t.request({ method, url: `/api${url}`, payload: payload as never, token: auth ?? undefined });
  async function ok(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, status = 200) {
    const res = await req(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }
  const publicHotel = async () => ok('GET', `/hotel/${hotelSlug}`, undefined);

  beforeAll(async () => {
    t = await setupTestApp();
    admin = await t.signedIn({ email: 'admin@example.com', role: 'Admin' });
    const hotel = await ok(
      'POST',
      '/admin/hotels',
      {
        hotelName: 'Super 8 Salina',
        city: 'Salina',
        parkingDescription: 'Truck lot behind the building.',
        parkingDescription_i18n: { de: 'Lkw-Parkplatz hinter dem Gebäude.', ar: 'موقف الشاحنات خلف المبنى.', fr: '  ' },
      },
      201,
    );
    hotelId = hotel.id;
    hotelSlug = hotel.slug;
  });
  afterAll(() => t.close());

  it('a hotel keeps its parking description in other languages beside English; blank ones fall back', async () => {
    const stored = await ok('GET', `/admin/hotels/${hotelId}`);
    expect(stored.parkingDescription).toBe('Truck lot behind the building.');
    expect(stored.parkingDescription_i18n).toEqual({ de: 'Lkw-Parkplatz hinter dem Gebäude.', ar: 'موقف الشاحنات خلف المبنى.' });
    await ok('PATCH', `/admin/hotels/${hotelId}`, { parkingDescription_i18n: { de: 'Lkw-Parkplatz hinter dem Haus.', es: 'Estacionamiento detrás del edificio.' } });
    const pub = await publicHotel();
    expect(pub.parkingDescription_i18n).toEqual({ de: 'Lkw-Parkplatz hinter dem Haus.', es: 'Estacionamiento detrás del edificio.' });
    // A PATCH without the field keeps it.
    await ok('PATCH', `/admin/hotels/${hotelId}`, { city: 'Salina' });
    expect((await publicHotel()).parkingDescription_i18n.de).toBe('Lkw-Parkplatz hinter dem Haus.');
  });

  it('refuses a language the site does not have, and English (it is the base field)', async () => {
    for (const bad of [{ xx: 'Text' }, { en: 'English' }, { de: 42 }]) {
      const res = await req('PATCH', `/admin/hotels/${hotelId}`, { parkingDescription_i18n: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.json().errors).join()).toMatch(/parkingDescription_i18n/);
    }
  });

  it('brand promotion texts in other languages, on the admin and the public promotions', async () => {
    const brand = await ok('POST', '/admin/brands', { name: 'Motel 6', code: 'M6', promotion_text: 'Pets stay free.', promotion_text_i18n: { de: 'Haustiere übernachten kostenlos.', ja: 'ペットの宿泊は無料です。' } }, 201);
    expect(brand.promotion_text_i18n).toEqual({ de: 'Haustiere übernachten kostenlos.', ja: 'ペットの宿泊は無料です。' });
    const bare = await ok('POST', '/admin/brands', { name: 'Days Inn', code: 'DI', promotion_text: 'Save 10%.' }, 201);
    expect(bare.promotion_text_i18n).toEqual({});
    const promos = await ok('GET', '/brands/promotion');
    expect(promos.data.find((b: { code: string }) => b.code === 'M6').promotion_text_i18n.de).toBe('Haustiere übernachten kostenlos.');
    await ok('PUT', `/admin/brands/${brand.id}`, { name: 'Motel 6', code: 'M6', promotion_text: 'Pets stay free.', promotion_text_i18n: { de: '', fr: 'Les animaux séjournent gratuitement.' } });
    expect((await ok('GET', `/admin/brands/${brand.id}`)).promotion_text_i18n).toEqual({ fr: 'Les animaux séjournent gratuitement.' });
  });

  it('picture captions in other languages', async () => {
    const { payload, headers } = multipart({ filename: 'lot.png', type: 'image/png', content: tinyPng });
    const uploaded = await t.request({ method: 'POST', url: `/api/admin/hotels/${hotelId}/pictures`, payload, headers, token: admin.auth });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().caption_i18n).toEqual({});
    const id = uploaded.json().id as number;
    const patched = await ok('PATCH', `/admin/hotel-pictures/${id}`, { caption: 'Truck lot', caption_i18n: { de: 'Lkw-Parkplatz', ar: 'موقف الشاحنات' } });
    expect(patched).toMatchObject({ caption: 'Truck lot', caption_i18n: { de: 'Lkw-Parkplatz', ar: 'موقف الشاحنات' } });
    const pub = await publicHotel();
    expect(pub.pictures.find((p: { id: number }) => p.id === id)).toMatchObject({ caption: 'Truck lot', caption_i18n: { de: 'Lkw-Parkplatz', ar: 'موقف الشاحنات' } });
    expect((await ok('GET', `/admin/hotels/${hotelId}/pictures`)).data[0].caption_i18n).toEqual({ de: 'Lkw-Parkplatz', ar: 'موقف الشاحنات' });
  });

  it('amenities carry their catalogue key (one amenity per key); the hotel answers it', async () => {
    const wifi = await ok('POST', '/admin/amenities', { name: 'Wi-Fi in every room', key: 'free_wifi' }, 201);
    expect(wifi.key).toBe('free_wifi');
    const own = await ok('POST', '/admin/amenities', { name: 'Chapel' }, 201);
    expect(own.key).toBeNull();
    const taken = await req('POST', '/admin/amenities', { name: 'Wireless', key: 'free_wifi' });
    expect(taken.statusCode, taken.body).toBe(422);
    expect(taken.json().errors.key).toEqual(['Key has already been taken']);
    expect((await req('POST', '/admin/amenities', { name: 'Moat', key: 'moat' })).statusCode).toBe(400);
    await ok('PATCH', `/admin/hotels/${hotelId}`, { amenity_ids: [wifi.id, own.id] });
    const pub = await publicHotel();
    expect(pub.amenities.map((a: { name: string; key: string | null }) => [a.name, a.key])).toEqual([
      ['Chapel', null],
      ['Wi-Fi in every room', 'free_wifi'],
    ]);
  });

  it('rooms answer the room type key of a catalogue name, none for a name of their own', async () => {
    await ok('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'K1', name: 'King room', beds: '1 king bed' }, 201);
    await ok('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'QQ', name: 'Two Queen Beds' }, 201);
    await ok('POST', '/admin/rooms', { hotel_id: hotelId, roomId: 'HM', name: 'Honeymoon cabin' }, 201);
    const pub = await publicHotel();
    expect(Object.fromEntries(pub.rooms.map((r: { roomId: string; type_key: string | null }) => [r.roomId, r.type_key]))).toEqual({ K1: 'king', QQ: 'two_queens', HM: null });
  });
});
