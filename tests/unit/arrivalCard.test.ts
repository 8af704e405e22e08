import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas/bookings';
import { pushTarget, readPush } from '@/serviceWorker/push';
import { arrivalCard, arrivalCardOf, deviceToday, formatClockTime, keepsArrivalCard, mapLinks } from '@/storefront/arrival/arrivalCard';
import { sessionStatus } from '@/storefront/session/sessionContext';

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 41,
  confirmation_code: 'RR23456789',
  status: 'confirmed',
  user_id: 7,
  hotel: {
    id: 3,
    slug: 'arrival-inn',
    hotelName: 'Arrival Inn (I-35)',
    address: '100 Frontage Rd',
    city: 'Oklahoma City',
    province: 'OK',
    phone: '+1 405 555 0101',
    thumbnail: '/media/x.svg',
    latitude: 35.4676,
    longitude: -97.5164,
    checkinTime: '15:00',
    truckEntrance: 'North gate',
    truckEntrance_i18n: { de: 'Nordtor' },
    parkingDescription: null,
    parkingDescription_i18n: {},
  },
  room: { id: 9, roomId: 'K1', name: 'King room' },
  checkin_date: '2030-03-10',
  checkout_date: '2030-03-12',
  nights: 2,
  rooms: 1,
  adults: 1,
  currency: 'USD',
  nightly: [{ date: '2030-03-10', amount: 89 }, { date: '2030-03-11', amount: 89 }],
  total: 178,
  guest: { first_name: 'Ari', last_name: 'Val', email: 'ari@example.com', phone: null },
  truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: 70 },
  special_requests: null,
  cancel_policy: null,
  cancellable: true,
  supplier: 'local',
  supplier_reference: null,
  failure_reason: null,
  created_at: '2030-03-01T10:00:00Z',
  confirmed_at: '2030-03-01T10:00:00Z',
  cancelled_at: null,
  failed_at: null,
  events: [],
  parking_report: null,
  ...over,
});

describe('which bookings keep an arrival card on the device', () => {
  it('a confirmed stay until its checkout day, and nothing else', () => {
    expect(keepsArrivalCard(booking(), '2030-03-01')).toBe(true);
    expect(keepsArrivalCard(booking(), '2030-03-12')).toBe(true);
    expect(keepsArrivalCard(booking(), '2030-03-13')).toBe(false);
    for (const status of ['pending', 'cancelled', 'failed'] as const) expect(keepsArrivalCard(booking({ status }), '2030-03-01'), status).toBe(false);
    expect(keepsArrivalCard(booking({ user_id: null }), '2030-03-01')).toBe(false);
  });

  it("today is the device's calendar day", () => {
    expect(deviceToday(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
  });
});

describe('the card', () => {
  it('holds what the driver needs at the hotel and no price, status or guest data', () => {
    const card = arrivalCardOf(booking(), new Date('2030-03-02T08:00:00Z'));
    expect(arrivalCard.parse(card)).toEqual(card);
    expect(card).toMatchObject({ booking_id: 41, user_id: 7, confirmation_code: 'RR23456789', room: 'King room', checkin_date: '2030-03-10', checkout_date: '2030-03-12', nights: 2, saved_at: '2030-03-02T08:00:00.000Z' });
    expect(card.hotel).toMatchObject({ hotelName: 'Arrival Inn (I-35)', phone: '+1 405 555 0101', latitude: 35.4676, checkinTime: '15:00', truckEntrance_i18n: { de: 'Nordtor' } });
    const text = JSON.stringify(card);
    for (const stale of ['178', 'total', 'nightly', 'currency', 'cancellable', 'status', 'ari@example.com', 'thumbnail']) expect(text, stale).not.toContain(stale);
  });

  it('a stored record of another shape is not read as a card', () => {
    expect(arrivalCard.safeParse({ booking_id: 41, confirmation_code: 'RR23456789' }).success).toBe(false);
  });
});

describe('open in maps', () => {
  it('a geo: link for the phone’s maps app and an OpenStreetMap link, the name’s parentheses escaped', () => {
    const links = mapLinks(booking().hotel);
    expect(links?.geo).toBe('geo:35.4676,-97.5164?q=35.4676,-97.5164(Arrival%20Inn%20%28I-35%29)');
    expect(links?.web).toBe('https://www.openstreetmap.org/?mlat=35.4676&mlon=-97.5164#map=16/35.4676/-97.5164');
  });

  it('none without coordinates', () => {
    expect(mapLinks({ ...booking().hotel, latitude: null })).toBeNull();
    expect(mapLinks({ ...booking().hotel, longitude: null })).toBeNull();
  });
});

describe('check-in time in the reader’s language', () => {
  it('is the hotel’s clock as written, whatever the device’s zone', () => {
    expect(formatClockTime('15:00', 'en')).toMatch(/^3:00\sPM$/);
    expect(formatClockTime('15:00', 'de')).toBe('15:00');
    expect(formatClockTime('09:30', 'en')).toMatch(/^9:30\sAM$/);
    expect(formatClockTime('late', 'en')).toBe('late');
  });
});

describe('the session with and without a network', () => {
  const user = { id: 7 } as never;
  const base = { user: null, token: 'tok', online: true, asking: false, unreachable: false };
  it('signed in once the API answered, signed out without a token or when the API refused it', () => {
    expect(sessionStatus({ ...base, user })).toBe('signedIn');
    expect(sessionStatus({ ...base, token: null })).toBe('signedOut');
    expect(sessionStatus({ ...base, token: null, online: false })).toBe('signedOut');
    expect(sessionStatus(base)).toBe('signedOut');
  });
  it('loading while asking online; offline (token kept) while it cannot be asked', () => {
    expect(sessionStatus({ ...base, asking: true })).toBe('loading');
    expect(sessionStatus({ ...base, asking: true, online: false })).toBe('offline');
    expect(sessionStatus({ ...base, unreachable: true })).toBe('offline');
  });
});

describe('Web Push in the service worker', () => {
  const data = (value: unknown) => ({ json: () => (typeof value === 'string' ? JSON.parse(value) : value) });
  it('reads the text the server sends, with RigRest as the title when there is none', () => {
    expect(readPush(data({ title: 'Booking confirmed', body: 'RR23456789', link: 'https://rigrest.example/book/history' }))).toEqual({ title: 'Booking confirmed', body: 'RR23456789', link: 'https://rigrest.example/book/history' });
    expect(readPush(data('not json'))).toEqual({ title: 'RigRest', body: '', link: null });
    expect(readPush(null)).toEqual({ title: 'RigRest', body: '', link: null });
    expect(readPush(data({ title: 5, body: ['x'] }))).toEqual({ title: 'RigRest', body: '', link: null });
  });
  it('opens only http(s) links; anything else opens the home page', () => {
    expect(pushTarget({ link: 'https://rigrest.example/x' })).toBe('https://rigrest.example/x');
    expect(pushTarget({ link: 'javascript:alert(1)' })).toBe('/');
    expect(pushTarget(null)).toBe('/');
  });
});
