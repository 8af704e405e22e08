import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestBooking, addTestHotel, day } from './hotelFixtures';
import { PASSWORD, setupTestApp, type TestContext } from './harness';

describe('deleting one’s own account', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp();
  });
  afterAll(() => t.close());

  const remove = (auth: Record<string, string> | undefined, payload: object) => t.request({ method: 'POST', url: '/api/user/delete', token: auth, payload });

  it('needs a signed-in user and the password again; a wrong one changes nothing', async () => {
    const user = await t.signedIn({ email: 'careful@example.com', role: 'Trucker' });
    expect((await remove(undefined, { password: PASSWORD })).statusCode).toBe(401);
    const missing = await remove(user.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ password: ['Password is required'] });
    const wrong = await remove(user.auth, { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Password is incorrect'] });
    expect((await t.request({ method: 'GET', url: '/api/user', token: user.auth })).statusCode).toBe(200);
  });

  it('removes the account and every session; its past bookings stay, without it; the address can join again', async () => {
    const email = 'leaving@example.com';
    const user = await t.signedIn({ email, role: 'Trucker' });
    const other = await t.login(email, PASSWORD);
    const hotel = await addTestHotel(t.db, { name: 'Past Stay Inn' });
    const past = await addTestBooking(t.db, { userId: user.id, hotelId: hotel.id, roomId: hotel.roomId, checkin: day(-10), nights: 2 });
    const cancelled = await addTestBooking(t.db, { userId: user.id, hotelId: hotel.id, roomId: hotel.roomId, checkin: day(10), nights: 1, status: 'cancelled' });
    await t.request({ method: 'PUT', url: '/api/user/address', token: user.auth, payload: { line1: '1 Main St', city: 'Joplin', country_id: null } });

    const res = await remove(user.auth, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account was deleted.' });

    for (const auth of [user.auth, other]) expect((await t.request({ method: 'GET', url: '/api/user', token: auth })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })).statusCode).toBe(401);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('addresses').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
    const kept = await t.db.selectFrom('bookings').select(['id', 'user_id']).where('id', 'in', [past, cancelled]).orderBy('id').execute();
    expect(kept).toEqual([
      { id: past, user_id: null },
      { id: cancelled, user_id: null },
    ]);
    const again = await t.request({ method: 'POST', url: '/api/register', payload: { first_name: 'Lee', last_name: 'Again', email, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(again.statusCode).toBe(201);
  });

  it('is refused while a stay is still to come, and for staff with the back office', async () => {
    const booked = await t.signedIn({ email: 'booked@example.com', role: 'Trucker' });
    const hotel = await addTestHotel(t.db, { name: 'Next Week Inn' });
    await addTestBooking(t.db, { userId: booked.id, hotelId: hotel.id, roomId: hotel.roomId, checkin: day(7), nights: 2 });
    const refused = await remove(booked.auth, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You have a stay still to come. Cancel your upcoming bookings first, then delete your account.');
    expect((await t.request({ method: 'GET', url: '/api/user', token: booked.auth })).statusCode).toBe(200);
    // A stay under way (checked in yesterday, out tomorrow) is still to come too.
    const staying = await t.signedIn({ email: 'staying@example.com', role: 'Trucker' });
    await addTestBooking(t.db, { userId: staying.id, hotelId: hotel.id, roomId: hotel.roomId, checkin: day(-1), nights: 2 });
    expect((await remove(staying.auth, { password: PASSWORD })).statusCode).toBe(409);

    // Staff with the back office, a superuser or through a role, even signed in on the storefront.
    const owner = await t.signedIn({ email: 'owner@example.com', is_superuser: true });
    const manager = await t.signedIn({ email: 'manager@example.com', role: 'Admin' });
    await t.createUser({ email: 'desk@example.com', role: 'Admin' });
    const desk = await t.login('desk@example.com', PASSWORD);
    for (const auth of [owner.auth, manager.auth, desk]) {
      const staff = await remove(auth, { password: PASSWORD });
      expect(staff.statusCode).toBe(409);
      expect(staff.json().message).toBe('A back-office account is removed by an administrator, in the back office.');
    }
    expect(await t.db.selectFrom('users').select('id').where('email', 'in', ['owner@example.com', 'manager@example.com', 'desk@example.com']).execute()).toHaveLength(3);
  });

  it('answers in the reader’s language', async () => {
    const user = await t.signedIn({ email: 'sprache@example.com', role: 'Trucker' });
    const res = await t.request({ method: 'POST', url: '/api/user/delete', token: user.auth, payload: { password: PASSWORD }, headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Ihr Konto wurde gelöscht.');
  });
});

describe('deleting one’s own account: guessing the password', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('counts a wrong password as a failed sign-in does: the address is stopped after a few', async () => {
    const user = await t.signedIn({ email: 'guesser@example.com', role: 'Trucker' });
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await t.request({ method: 'POST', url: '/api/user/delete', token: user.auth, payload: { password: `Guess-number-${i}` } })).statusCode);
    expect(codes[0]).toBe(422);
    expect(codes.at(-1)).toBe(429);
    expect((await t.request({ method: 'GET', url: '/api/user', token: user.auth })).statusCode).toBe(200);
  });
});
