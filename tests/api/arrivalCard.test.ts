import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas/bookings';
import { APP_SHELL_PATH } from '@/pwa/appShell';
import { addTestHotel, day } from './hotelFixtures';
import { setupTestApp, siteApp, type SignedIn, type TestContext } from './harness';

/**
 * Issue 15 item 6: a booking answer carries what the driver's arrival card needs (kept on the device for offline
 * use), staff keep the hotel's check-in time, and the server hands the service worker its client shell.
 */
describe('arrival card facts', () => {
  let t: TestContext;
  let driver: SignedIn;
  let other: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await setupTestApp();
    driver = await t.signedIn({ email: 'arrival@example.com', role: 'Trucker' });
    other = await t.signedIn({ email: 'arrival-other@example.com', role: 'Trucker' });
    staff = await t.signedIn({ email: 'arrival-staff@example.com', role: 'Admin' });
  });
  afterAll(async () => t?.close());

  const book = async (hotelId: number, roomId: number) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/bookings/${hotelId}/${roomId}`,
      token: driver.auth,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        checkin_date: day(5),
        checkout_date: day(7),
        guest: { first_name: 'Ari', last_name: 'Val', email: 'ari@example.com' },
        expected_total: 178,
        currency: 'USD',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Booking;
  };
  const patchHotel = (id: number, payload: Record<string, unknown>) => t.request({ method: 'PATCH', url: `/api/admin/hotels/${id}`, token: staff.auth, payload });

  it('a booking answer has the hotel’s coordinates, check-in time, truck entrance and parking notes in every language', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Arrival Inn', lat: 35.4676, lng: -97.5164 });
    const patched = await patchHotel(hotelId, {
      checkinTime: '14:30',
      phone: '+1 405 555 0101',
      truckEntrance: 'Use the north gate on Frontage Rd.',
      truckEntrance_i18n: { de: 'Nordtor an der Frontage Rd benutzen.' },
      parkingDescription: 'Lot behind the building.',
      parkingDescription_i18n: { es: 'Estacionamiento detrás del edificio.' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ checkinTime: '14:30' });

    const made = await book(hotelId, roomId);
    const expected = {
      hotelName: 'Arrival Inn',
      phone: '+1 405 555 0101',
      latitude: 35.4676,
      longitude: -97.5164,
      checkinTime: '14:30',
      truckEntrance: 'Use the north gate on Frontage Rd.',
      truckEntrance_i18n: { de: 'Nordtor an der Frontage Rd benutzen.' },
      parkingDescription: 'Lot behind the building.',
      parkingDescription_i18n: { es: 'Estacionamiento detrás del edificio.' },
    };
    expect(made.hotel).toMatchObject(expected);
    const one = await t.request({ method: 'GET', url: `/api/bookings/${made.id}`, token: driver.auth });
    expect(one.json()).toMatchObject({ status: 'confirmed', hotel: expected });
    const list = await t.request({ method: 'GET', url: '/api/bookings?when=upcoming', token: driver.auth });
    expect((list.json() as { data: Booking[] }).data.find((b) => b.id === made.id)?.hotel).toMatchObject(expected);
    // Another driver learns nothing of it.
    expect((await t.request({ method: 'GET', url: `/api/bookings/${made.id}`, token: other.auth })).statusCode).toBe(404);
  });

  it('a hotel without those facts answers nulls (the card leaves them out), and a hidden phone stays hidden', async () => {
    const { hotelId, roomId } = await addTestHotel(t.db, { name: 'Bare Motel' });
    await t.db.updateTable('hotels').set({ latitude: null, longitude: null, phone: '+1 405 555 0102', show_contact_info: false }).where('id', '=', hotelId).execute();
    const made = await book(hotelId, roomId);
    expect(made.hotel).toMatchObject({ latitude: null, longitude: null, checkinTime: null, truckEntrance: null, truckEntrance_i18n: {}, parkingDescription: null, phone: null });
  });

  it('staff set the check-in time as a 24-hour "HH:MM" or clear it; anything else is a 400 that changes nothing', async () => {
    const { hotelId } = await addTestHotel(t.db, { name: 'Clock Lodge' });
    expect((await patchHotel(hotelId, { checkinTime: '16:00' })).json()).toMatchObject({ checkinTime: '16:00' });
    for (const bad of ['25:00', '3 pm', '7:00', '12:60']) {
      const res = await patchHotel(hotelId, { checkinTime: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toContain('checkinTime');
    }
    const row = await t.db.selectFrom('hotels').select('checkin_time').where('id', '=', hotelId).executeTakeFirstOrThrow();
    expect(row.checkin_time).toBe('16:00');
    expect((await patchHotel(hotelId, { checkinTime: '' })).json()).toMatchObject({ checkinTime: null });
  });

  describe('the client shell for the service worker', () => {
    let site: Awaited<ReturnType<typeof siteApp>>;

    beforeAll(async () => {
      site = await siteApp(t, { ssr: { render: null } });
    });
    afterAll(async () => {
      await site?.close();
    });

    it('answers the shell with the runtime settings, never rendered and never redirected to a remembered language', async () => {
      const res = await site.app.inject({ method: 'GET', url: `${APP_SHELL_PATH}?__WB_REVISION__=abc`, headers: { cookie: 'rigrest_locale=de' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<meta name="rigrest-config"');
      expect(res.body).toContain('<div id="root"></div>');
    });
  });
});
