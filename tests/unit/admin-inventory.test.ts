import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countFromDashboard, hotelFigures, isDashboardCounted } from '@/admin/dashboard/dashboardModel';
import { majorUnitInput } from '@/admin/form/money';
import { zodResolver } from '@/admin/form/zodResolver';
import { hotelFromApi, hotelToApi, placeName } from '@/admin/hotels/hotelRecord';
import { roundCoordinate, toCoordinate, wrapLongitude } from '@/admin/hotels/mapModel';
import { parkingFacts } from '@/admin/hotels/parkingFacts';
import { changedNothing, confirmationDecision, formatShare, isFinished, jobTally, pendingConfirmation, supplierOfJob } from '@/admin/hotels/syncModel';
import { menuSections } from '@/admin/layout/menuModel';
import { mergeSubsetOrder, moveItem } from '@/admin/pictures/pictureOrder';
import { adminResources } from '@/admin/resources';
import { bulkEditForm, dropEmpty } from '@/admin/rooms/bulkEdit';
import { addMonths, extendSelection, inRange, monthGrid, monthRange, weekday, weekdayOrder } from '@/admin/rooms/calendarModel';
import { weekStartFor } from '@/admin/rooms/weekStart';
import { createApiClient } from '@/api/client';
import { hotelInput, type HotelSummary } from '@/api/schemas/hotels';
import { canAccessResource } from '@/authProvider/access';
import { createDataProvider } from '@/dataProvider';
import { adminTranslate } from './adminTranslate';

type Call = { method: string; url: URL; body: unknown };
let calls: Call[] = [];
let respond: (call: Call) => Response;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const provider = () => createDataProvider(createApiClient({ baseUrl: '/api', tokens: { get: () => 'tok', set: () => undefined } }), adminResources, adminTranslate());
const sent = () => calls.map((c) => `${c.method} ${c.url.pathname}`);
/** Answers as the API gives them (the dataProvider reads each through its schema). */
const jobAnswer = (id: number, kind: string, status: string) => ({ id, kind, status, progress: null, result: null, error: null, attempts: 0, created_at: '2026-01-01T00:00:00Z', started_at: null, finished_at: null });
const amenityAnswer = (id: number, name: string) => ({ id, name, key: null, icon: null, featured: false, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' });
const dashboardAnswer = { hotels: 3, active: 2, with_truck_parking: 2, full_rig_parking: 1, by_supplier: { local: 1, ice_portal: 1, derbysoft: 1 }, brands: 4, users: 5, truckers: 3 };

beforeEach(() => {
  calls = [];
  respond = () => json({});
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: Call = { method: init.method ?? 'GET', url: new URL(input, 'http://localhost'), body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body };
    calls.push(call);
    return respond(call);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('dataProvider: hotels and the spec paths', () => {
  it('lists hotels at GET /hotels with its filters, reads one at /admin/hotels/{id}, updates at PUT /admin/hotel/{id}', async () => {
    respond = (c) => (c.url.pathname === '/api/hotels' ? json({ data: [{ id: 3, amenities: [{ id: 7 }] }], meta: { total: 1, page: 1, limit: 25, last_page: 1 } }) : json({ id: 3, amenities: [] }));
    const dp = provider();
    const list = await dp.getList('hotels', { pagination: { page: 2, perPage: 25 }, sort: { field: 'hotelName', order: 'DESC' }, filter: { q: 'abilene', parking_available: 'true', brand: 11, supplier: 'local' } });
    expect(list.data[0]).toMatchObject({ id: 3, amenity_ids: [7] });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ limit: '25', page: '2', ordering: '-hotelName', search: 'abilene', parking_available: 'true', brand: '11', supplier: 'local' });
    await dp.getOne('hotels', { id: 3 });
    await dp.update('hotels', { id: 3, data: { hotelName: 'X', parking: { fee: 'free', price_minor: 500 } }, previousData: { id: 3 } });
    await dp.create('hotels', { data: { hotelName: 'Y' } });
    await dp.delete('hotels', { id: 3, previousData: { id: 3 } });
    expect(sent()).toEqual(['GET /api/hotels', 'GET /api/admin/hotels/3', 'PUT /api/admin/hotel/3', 'POST /api/admin/hotels', 'DELETE /api/admin/hotels/3']);
    // A free lot has no price on the way out.
    expect((calls[2]!.body as { parking: unknown }).parking).toEqual({ fee: 'free', price_minor: null, currency: null });
  });

  it('rooms of a hotel are the rooms list filtered by hotel_id', async () => {
    respond = () => json({ data: [], meta: { total: 0, page: 1, limit: 100, last_page: 1 } });
    await provider().getList('rooms', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { hotel_id: 9 } });
    expect(calls[0]!.url.pathname).toBe('/api/admin/rooms');
    expect(calls[0]!.url.searchParams.get('hotel_id')).toBe('9');
  });
});

describe('dataProvider: amenities bulk actions in one call each', () => {
  it('deleteMany posts every id to deleteMultiple once', async () => {
    respond = () => json({ message: 'Deleted', affected: 3, deleted: [4, 5, 6], refused: [] });
    const res = await provider().deleteMany('amenities', { ids: [4, 5, 6] });
    expect(res.data).toEqual([4, 5, 6]);
    expect(sent()).toEqual(['POST /api/admin/amenities/deleteMultiple']);
    expect(calls[0]!.body).toEqual({ ids: [4, 5, 6] });
  });

  it('deleteMany through deleteMultiple: those in use are kept and named, the others deleted', async () => {
    respond = () =>
      json({
        message: 'Deleted',
        affected: 1,
        deleted: [4],
        refused: [{ id: 5, message: 'Still in use by 3 hotels: move or delete them first', uses: [{ label: 'hotels', count: 3 }] }],
      });
    const records = [amenityAnswer(4, 'Laundry'), amenityAnswer(5, 'Pool')];
    const err = await provider().deleteMany('amenities', { ids: [4, 5], meta: { records } }).catch((e: unknown) => e);
    expect(sent()).toEqual(['POST /api/admin/amenities/deleteMultiple']);
    expect(err).toMatchObject({
      status: 409,
      message: '1 record deleted. 1 record was not deleted: Pool — Still in use by 3 hotels: move or delete them first',
      body: { deleted: [4], refused: [{ id: 5 }] },
    });
  });

  it('updateMany posts ids and data to updateMultiple once', async () => {
    respond = () => json({ message: 'Updated', affected: 2 });
    await provider().updateMany('amenities', { ids: [1, 2], data: { featured: true } });
    expect(sent()).toEqual(['POST /api/admin/amenities/updateMultiple']);
    expect(calls[0]!.body).toEqual({ ids: [1, 2], data: { featured: true } });
  });

  it('a resource without one-call paths keeps one request per record, and the typed calls refuse it', async () => {
    respond = () => json({ message: 'Deleted' });
    const dp = provider();
    await dp.deleteMany('brands', { ids: [1, 2] });
    expect(sent()).toEqual(['DELETE /api/admin/brands/1', 'DELETE /api/admin/brands/2']);
    await expect(dp.deleteMultiple('brands', [1])).rejects.toThrow(/no one-call deleteMany/);
  });

  it('a refused bulk call reaches react-admin as an HttpError', async () => {
    respond = () => json({ message: 'Forbidden' }, 403);
    await expect(provider().deleteMany('amenities', { ids: [1] })).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
  });

  it('allAmenities reads the unpaged list', async () => {
    respond = () => json({ data: [amenityAnswer(1, 'Wi-Fi')] });
    expect(await provider().allAmenities()).toEqual([amenityAnswer(1, 'Wi-Fi')]);
    expect(sent()).toEqual(['GET /api/admin/amenities/all']);
  });
});

describe('dataProvider: sync, pictures and inventory calls', () => {
  it('starts each supplier sync at its spec path and polls the job', async () => {
    respond = (c) => {
      if (c.url.pathname === '/api/admin/dashboard') return json(dashboardAnswer);
      if (c.url.pathname === '/api/admin/hotels/suppliers') return json({ data: [{ code: 'local', name: 'Local', hotels: 3, active: 2, last_sync: null }] });
      return json(jobAnswer(12, c.url.pathname.includes('derby') ? 'sync:derbysoft' : 'sync:ice_portal', 'queued'), c.url.pathname.startsWith('/api/hotels') ? 202 : 200);
    };
    const dp = provider();
    expect((await dp.startSync('ice_portal')).kind).toBe('sync:ice_portal');
    expect((await dp.startSync('derbysoft')).kind).toBe('sync:derbysoft');
    await dp.job(12);
    expect((await dp.hotelSuppliers())[0]!.code).toBe('local');
    expect(await dp.dashboard()).toEqual(dashboardAnswer);
    expect(sent()).toEqual(['GET /api/hotels/sync-ice-portal', 'GET /api/hotels/sync-derbysoft', 'GET /api/admin/jobs/12', 'GET /api/admin/hotels/suppliers', 'GET /api/admin/dashboard']);
  });

  it('uploads a picture as multipart with the caption and room before the file', async () => {
    respond = () => json({ id: 1, url: '/uploads/hotels/a.png', caption: 'Lot', caption_i18n: {}, position: 0, source: 'upload', room_id: 4 }, 201);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'lot.png', { type: 'image/png' });
    await provider().uploadHotelPicture(9, file, { caption: 'Lot', room_id: 4 });
    expect(sent()).toEqual(['POST /api/admin/hotels/9/pictures']);
    const form = calls[0]!.body as FormData;
    expect([...form.keys()]).toEqual(['caption', 'room_id', 'file']);
    expect(form.get('caption')).toBe('Lot');
    expect((form.get('file') as File).name).toBe('lot.png');
  });

  it('captions, reorders and deletes pictures at their paths', async () => {
    const front = { id: 5, caption: 'Front', caption_i18n: {}, url: '', position: 0, source: 'upload', room_id: null };
    respond = (c) => json(c.url.pathname.endsWith('/reorder') || c.method === 'DELETE' ? { message: 'Done' } : c.method === 'GET' ? { data: [front] } : front);
    const dp = provider();
    await dp.updateHotelPicture(5, { caption: 'Front' });
    await dp.reorderHotelPictures(9, [6, 5, 7]);
    await dp.deleteHotelPicture(5);
    expect(await dp.hotelPictures(9)).toEqual([front]);
    expect(sent()).toEqual(['PATCH /api/admin/hotel-pictures/5', 'POST /api/admin/hotels/9/pictures/reorder', 'DELETE /api/admin/hotel-pictures/5', 'GET /api/admin/hotels/9/pictures']);
    expect(calls[0]!.body).toEqual({ caption: 'Front' });
    expect(calls[1]!.body).toEqual({ ids: [6, 5, 7] });
  });

  it('reads a month of nights and bulk-edits a range; a 409 below-booked keeps its message and field', async () => {
    respond = (c) =>
      c.method === 'GET'
        ? json({ data: [{ date: '2026-12-01', allotment: 5, booked: 1, price_minor: 12900, currency: 'USD', closed: false }] })
        : json({ message: 'Allotment cannot go below the 2 rooms already booked on 2026-12-03', errors: { allotment: ['Allotment cannot go below the 2 rooms already booked on 2026-12-03'] } }, 409);
    const dp = provider();
    expect(await dp.roomInventory(4, { from: '2026-12-01', to: '2026-12-31' })).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    const err = await dp.updateRoomInventory(4, { from: '2026-12-01', to: '2026-12-05', allotment: 1 }).catch((e: unknown) => e);
    expect(calls[1]!.method).toBe('PUT');
    expect(calls[1]!.url.pathname).toBe('/api/admin/rooms/4/inventory');
    expect(calls[1]!.body).toEqual({ from: '2026-12-01', to: '2026-12-05', allotment: 1 });
    expect(err).toMatchObject({ status: 409, message: expect.stringContaining('already booked') });
    expect((err as { body: { errors: Record<string, string> } }).body.errors.allotment).toMatch(/already booked/);
  });
});

describe('money typed in major units, stored in minor units', () => {
  it('a NumberInput shows 129.5 while the form holds 12950; empty is null; text stays for the validator', () => {
    const { format, parse } = majorUnitInput('USD');
    expect(parse(129.5)).toBe(12950);
    expect(parse('')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(parse('abc')).toBe('abc');
    expect(format(12950)).toBe('129.5');
    expect(format(null)).toBe('');
    expect(format(undefined)).toBe('');
  });
});

describe('hotel records', () => {
  it('amenities become amenity_ids for the form', () => {
    expect(hotelFromApi({ id: 1, amenities: [{ id: 3 }, { id: 8 }] })).toMatchObject({ amenity_ids: [3, 8] });
    expect(hotelFromApi({ id: 1 })).toMatchObject({ amenity_ids: [] });
  });

  it('a paid lot is priced in the hotel currency unless given; a free lot has no price', () => {
    expect(hotelToApi({ currency: 'CAD', parking: { fee: 'paid', price_minor: 1500, currency: null } }).parking).toEqual({ fee: 'paid', price_minor: 1500, currency: 'CAD' });
    expect(hotelToApi({ currency: 'CAD', parking: { fee: 'paid', price_minor: 1500, currency: 'USD' } }).parking).toMatchObject({ currency: 'USD' });
    expect(hotelToApi({ currency: 'USD', parking: { fee: 'free', price_minor: 1500, currency: 'USD' } }).parking).toMatchObject({ price_minor: null, currency: null });
    expect(hotelToApi({ hotelName: 'No parking object' })).toEqual({ hotelName: 'No parking object' });
  });

  it('names the place from what is known', () => {
    expect(placeName({ city: 'Abilene', province: 'TX' })).toBe('Abilene, TX');
    expect(placeName({ city: null, province: 'TX' })).toBe('TX');
    expect(placeName({})).toBe('');
  });

  it('the hotel form validates with the spec messages: latitude text, a paid lot without price', async () => {
    const run = zodResolver(hotelInput);
    const { errors } = await run({ hotelName: '', latitude: 'north', longitude: '200', parking: { fee: 'paid', fit: 'full_rig' } }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((errors as Record<string, { message: string }>).hotelName?.message).toBe('Hotel name is required');
    expect((errors as Record<string, { message: string }>).latitude?.message).toBe('latitude should be numbers.');
    expect((errors as Record<string, { message: string }>).longitude?.message).toBe('Longitude should be at most 180');
    expect((errors as { parking?: Record<string, { message: string }> }).parking?.price_minor?.message).toBe('Price minor is required');
  });

  it('the spec defaults of a new hotel pass the shared schema as they are', async () => {
    const { blankHotel } = await import('@/api/schemas/hotels');
    const parsed = hotelInput.parse({ ...blankHotel, hotelName: 'Rig Rest Inn' });
    expect(parsed).toMatchObject({ status: 'active', available_on_derby: true, showContactInfo: true, showWebsiteInfo: true, commercialParkingAvailable: true });
  });
});

describe('parking facts in the hotel list', () => {
  const hotel = (parking: Partial<HotelSummary['parking']>, available = true): Partial<HotelSummary> => ({
    commercialParkingAvailable: available,
    currency: 'USD',
    parking: { spaces: null, fit: 'unknown', max_length_ft: null, fee: 'free', price_minor: null, currency: null, lit: false, fenced: false, camera: false, hazmat: null, checked_at: null, ...parking },
  });

  it('none without truck parking', () => {
    expect(parkingFacts(hotel({ fit: 'full_rig' }, false), 'en')).toBeNull();
  });

  it('fit, spaces, length, price and safety, in that order', () => {
    const facts = parkingFacts(hotel({ fit: 'full_rig', spaces: 29, max_length_ft: 80, fee: 'paid', price_minor: 1500, lit: true, camera: true }), 'en');
    expect(facts?.map((f) => f.key)).toEqual(['full_rig', 'spaces', 'maxLength', 'paid', 'lit', 'camera']);
    expect(facts?.find((f) => f.key === 'paid')?.values.price).toBe('$15.00');
    expect(facts?.find((f) => f.key === 'spaces')?.values.smart_count).toBe(29);
  });

  it('hazmat where the lot has said, after the fee; not when nobody has', () => {
    expect(parkingFacts(hotel({ fee: 'free', hazmat: true, lit: true }), 'en')?.map((f) => f.key)).toEqual(['free', 'hazmat_yes', 'lit']);
    expect(parkingFacts(hotel({ hazmat: false }), 'en')?.map((f) => f.key)).toEqual(['free', 'hazmat_no']);
    expect(parkingFacts(hotel({ hazmat: null }), 'en')?.map((f) => f.key)).toEqual(['free']);
  });

  it('an unknown fit is left out; a free lot says so', () => {
    expect(parkingFacts(hotel({}), 'en')?.map((f) => f.key)).toEqual(['free']);
  });
});

describe('the rates calendar', () => {
  it('lays out November 2026 from Sunday, and from Monday', () => {
    const sunday = monthGrid({ year: 2026, month: 11 });
    expect(sunday[0]![0]).toBe('2026-11-01');
    expect(sunday.flat().filter(Boolean)).toHaveLength(30);
    expect(sunday.every((w) => w.length === 7)).toBe(true);
    const monday = monthGrid({ year: 2026, month: 11 }, 1);
    expect(monday[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(monday[0]![6]).toBe('2026-11-01');
  });

  it('knows leap years and month ends', () => {
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange({ year: 2026, month: 2 })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthRange({ year: 2026, month: 12 }).to).toBe('2026-12-31');
  });

  it('moves across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('counts weekdays as the API does (0 Sunday)', () => {
    expect(weekday('2026-11-01')).toBe(0);
    expect(weekday('2026-11-07')).toBe(6);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekStartFor('en')).toBe(0);
    expect(weekStartFor('de')).toBe(1);
    expect(weekStartFor('ar')).toBe(6);
  });

  it('picks a range with two clicks; an earlier second click starts again', () => {
    const one = extendSelection(null, '2026-11-10');
    expect(one).toEqual({ from: '2026-11-10', to: '2026-11-10' });
    const two = extendSelection(one, '2026-11-14');
    expect(two).toEqual({ from: '2026-11-10', to: '2026-11-14' });
    expect(extendSelection(two, '2026-11-20')).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(extendSelection(one, '2026-11-02')).toEqual({ from: '2026-11-02', to: '2026-11-02' });
    expect(inRange('2026-11-12', two)).toBe(true);
    expect(inRange('2026-11-15', two)).toBe(false);
    expect(inRange('2026-11-12', null)).toBe(false);
  });
});

describe('the bulk rate editor', () => {
  const run = (values: Record<string, unknown>) => zodResolver(bulkEditForm)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('empty fields mean "leave as is" and are not sent', async () => {
    expect(dropEmpty({ from: 'a', allotment: null, closed: '', weekdays: [], price_minor: 0 })).toEqual({ from: 'a', price_minor: 0 });
    const { values, errors } = await run({ from: '2026-12-01', to: '2026-12-07', weekdays: [], allotment: null, price_minor: 12950, closed: '' });
    expect(errors).toEqual({});
    expect(values).toEqual({ from: '2026-12-01', to: '2026-12-07', price_minor: 12950 });
  });

  it('says the price limit in what staff type (dollars), not in the minor units the form holds', async () => {
    const tooMuch = { from: '2026-12-01', to: '2026-12-01', price_minor: 100_000_001 };
    const message = async (currency?: string) =>
      ((await zodResolver(bulkEditForm, currency ? { minorUnits: { paths: ['price_minor'], currency } } : {})(tooMuch, undefined, { fields: {}, shouldUseNativeValidation: false })).errors.price_minor as { message: string }).message;
    expect(await message()).toBe('Price minor should be at most 100000000');
    expect(await message('USD')).toBe('Price minor should be at most 1000000');
    expect(await message('CAD')).toBe('Price minor should be at most 1000000');
  });

  it('the hotel form says its parking price limit in dollars too (a nested field)', async () => {
    const errors = (await zodResolver(hotelInput, { minorUnits: { paths: ['parking.price_minor'], currency: 'USD' } })({ hotelName: 'X', parking: { fee: 'paid', price_minor: 1_000_001 } }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors as Record<string, Record<string, { message: string }>>;
    expect(errors.parking!.price_minor!.message).toBe('Price minor should be at most 10000');
  });

  it('weekdays and closed reach the API as numbers and a boolean', async () => {
    const { values } = await run({ from: '2026-12-01', to: '2026-12-31', weekdays: [5, 6], closed: 'true' });
    expect(values).toEqual({ from: '2026-12-01', to: '2026-12-31', weekdays: [5, 6], closed: true });
  });

  it('refuses a range that ends before it starts, and an edit that changes nothing', async () => {
    const backwards = await run({ from: '2026-12-10', to: '2026-12-01', allotment: 3 });
    expect((backwards.errors as Record<string, { message: string }>).to?.message).toMatch(/must be on or after/);
    const nothing = await run({ from: '2026-12-01', to: '2026-12-02', allotment: null, closed: '' });
    expect((nothing.errors as Record<string, { message: string }>).allotment?.message).toBe('Allotment is required');
  });

  it('a negative allotment or a missing date is refused', async () => {
    const { errors } = await run({ from: '', to: '2026-12-02', allotment: -1 });
    expect(Object.keys(errors).sort()).toEqual(['allotment', 'from']);
  });
});

describe('pictures order', () => {
  it('moves one picture', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it("a room's reorder keeps the hotel's other pictures where they are and sends every id", () => {
    expect(mergeSubsetOrder([1, 2, 3, 4, 5], [4, 2])).toEqual([1, 4, 3, 2, 5]);
    expect(mergeSubsetOrder([1, 2, 3], [3, 2, 1])).toEqual([3, 2, 1]);
  });
});

describe('supplier sync progress', () => {
  it('shows progress while running and the result once done', () => {
    const running = { status: 'running' as const, progress: { processed: 40, created: 30, updated: 10 }, result: null };
    expect(jobTally(running)).toMatchObject({ processed: 40, created: 30, updated: 10, unchanged: 0, failures: [] });
    const done = { status: 'succeeded' as const, progress: { processed: 40 }, result: { processed: 100, created: 0, updated: 0, unchanged: 100, deactivated: 0, failed: 0, failures: [] } };
    expect(jobTally(done)?.unchanged).toBe(100);
    expect(changedNothing(jobTally(done))).toBe(true);
    expect(changedNothing(jobTally(running))).toBe(false);
    expect(jobTally({ status: 'queued', progress: null, result: null })).toBeNull();
  });

  it('knows when to stop polling and whose job it is', () => {
    expect(isFinished('queued')).toBe(false);
    expect(isFinished('running')).toBe(false);
    expect(isFinished('failed')).toBe(true);
    expect(isFinished('needs_confirmation')).toBe(true);
    expect(supplierOfJob('sync:derbysoft')).toBe('derbysoft');
    expect(supplierOfJob('search')).toBeNull();
  });

  it('shows what a held job waits for, and what staff decided', () => {
    const confirmation = { count: 150, total: 190, share: 150 / 190, max_share: 0.2, decision: 'pending' as const, decided_at: null, decided_by: null };
    const held = { status: 'needs_confirmation' as const, result: { processed: 40, deactivated: 0, confirmation } };
    expect(pendingConfirmation(held)).toEqual(confirmation);
    expect(confirmationDecision(held)).toBeNull();
    const confirmed = { status: 'succeeded' as const, result: { deactivated: 150, confirmation: { ...confirmation, decision: 'confirmed' as const, decided_at: '2026-01-01T00:00:00Z', decided_by: 1 } } };
    expect(pendingConfirmation(confirmed)).toBeNull();
    expect(confirmationDecision(confirmed)).toBe('confirmed');
    expect(pendingConfirmation({ status: 'succeeded', result: { deactivated: 1 } })).toBeNull();
    expect(formatShare(150 / 190, 'en')).toBe('78.9%');
    expect(formatShare(0.2, 'de')).toMatch(/^20\s%$/);
  });

  it('posts staff\'s decision on a held sync to its path', async () => {
    respond = () => json(jobAnswer(7, 'sync:ice_portal', 'succeeded'));
    const dp = provider();
    await dp.decideSync(7, 'confirm');
    await dp.decideSync(8, 'dismiss');
    expect(sent()).toEqual(['POST /api/admin/sync/7/confirm', 'POST /api/admin/sync/8/dismiss']);
  });
});

describe('map coordinates', () => {
  it('accepts numbers in range only', () => {
    expect(toCoordinate('45.5', 90)).toBe(45.5);
    expect(toCoordinate(' -100.25 ', 180)).toBe(-100.25);
    expect(toCoordinate('abc', 90)).toBeNull();
    expect(toCoordinate('95', 90)).toBeNull();
    expect(toCoordinate('', 90)).toBeNull();
  });

  it('wraps longitudes from a scrolled world and rounds to six decimals', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(180)).toBe(180);
    expect(roundCoordinate(32.37138712345)).toBe(32.371387);
  });
});

describe('menu, permissions and dashboard of the inventory', () => {
  const withPerms = (...codenames: string[]) => ({ id: 1, is_superuser: false, roles: [{ name: 'Staff', permissions: codenames.map((codename) => ({ codename })) }] });

  it('Hotels sit in the Hotel group, Brands and Amenities in Settings, Rooms nowhere', () => {
    const sections = menuSections(adminResources, withPerms('view_hotel', 'view_room', 'view_brand', 'view_amenity'));
    expect(sections.map((s) => [s.group, s.items.map((r) => r.name)])).toEqual([
      ['hotel', ['hotels']],
      ['settings', ['brands', 'amenities']],
    ]);
    expect(menuSections(adminResources, withPerms('view_brand')).map((s) => s.items.map((r) => r.name))).toEqual([['brands']]);
  });

  it("canAccess asks for each model's codename", () => {
    const user = withPerms('view_hotel', 'view_room', 'change_amenity');
    expect(canAccessResource(user, adminResources, 'hotels', 'list')).toBe(true);
    expect(canAccessResource(user, adminResources, 'hotels', 'edit')).toBe(false);
    expect(canAccessResource(user, adminResources, 'rooms', 'list')).toBe(true);
    expect(canAccessResource(user, adminResources, 'rooms', 'create')).toBe(false);
    expect(canAccessResource(user, adminResources, 'amenities', 'edit')).toBe(true);
    expect(canAccessResource(user, adminResources, 'amenities', 'delete')).toBe(false);
    expect(canAccessResource(user, adminResources, 'brands', 'list')).toBe(false);
  });

  it('dashboard counts hotels, brands and truckers from its one call, not staff users', () => {
    const counts = { hotels: 300, active: 288, with_truck_parking: 257, full_rig_parking: 187, by_supplier: { local: 250, ice_portal: 40, derbysoft: 10 }, brands: 12, users: 50, truckers: 45 };
    expect(countFromDashboard('hotels', counts)).toBe(300);
    expect(countFromDashboard('truckers', counts)).toBe(45);
    expect(countFromDashboard('users', counts)).toBeUndefined();
    expect(isDashboardCounted('users')).toBe(false);
    expect(countFromDashboard('hotels', undefined)).toBeUndefined();
    expect(hotelFigures(counts).map((f) => [f.key, f.value])).toEqual([
      ['active', 288],
      ['with_truck_parking', 257],
      ['full_rig_parking', 187],
      ['local', 250],
      ['ice_portal', 40],
      ['derbysoft', 10],
    ]);
  });
});
