import { describe, expect, it } from 'vitest';
import { bookingResolver, guestDefaults, guestFields, nestErrors, type BookingTerms, type GuestFormValues } from '@/storefront/booking/bookingForm';

const t = (key: string, options?: Record<string, unknown>) => (options && 'defaultValue' in options ? String(options.defaultValue) : key);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const terms: BookingTerms = { checkin_date: inDays(3), checkout_date: inDays(5), rooms: 1, adults: 1, rate_id: null, expected_total: 199.9, currency: 'usd' };
const user = { first_name: 'Tom', last_name: 'Hauler', email: 'tom@example.com', phone: null };

const resolve = (values: GuestFormValues, withTerms: BookingTerms = terms) =>
  bookingResolver(() => withTerms, t, {})(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] } as never);

describe('booking form', () => {
  it('starts from the signed-in driver, with a rig that needs parking', () => {
    expect(guestDefaults(user)).toEqual({
      guest: { first_name: 'Tom', last_name: 'Hauler', email: 'tom@example.com', phone: '' },
      truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: '' },
      special_requests: '',
    });
    expect(guestDefaults(null).guest.email).toBe('');
  });

  it('names its fields as the API does in a 400', () => {
    expect(guestFields).toContain('guest.email');
    expect(guestFields).toContain('truck.length_ft');
  });

  it('nests flat error keys the way react-hook-form keeps them', () => {
    const err = { type: 'x', message: 'm' };
    expect(nestErrors({ 'guest.email': err, special_requests: err })).toEqual({ guest: { email: err }, special_requests: err });
  });

  it('builds the request from the form and the page terms: empty optional fields become null, numbers numbers', async () => {
    const result = await resolve({ ...guestDefaults(user), truck: { parking_needed: true, vehicle_type: 'bobtail', length_ft: '32' } });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      checkin_date: terms.checkin_date,
      checkout_date: terms.checkout_date,
      expected_total: 199.9,
      currency: 'USD',
      guest: { first_name: 'Tom', email: 'tom@example.com', phone: null },
      truck: { parking_needed: true, vehicle_type: 'bobtail', length_ft: 32 },
      special_requests: null,
    });
  });

  it('puts rule breaks on the nested fields', async () => {
    const result = await resolve({ ...guestDefaults(user), guest: { first_name: '', last_name: 'Hauler', email: 'nope', phone: 'call me' }, truck: { parking_needed: true, vehicle_type: 'car', length_ft: '5' } });
    const errors = result.errors as Record<string, Record<string, { message: string }>>;
    expect(Object.keys(errors.guest!).sort()).toEqual(['email', 'first_name', 'phone']);
    expect(Object.keys(errors.truck!)).toEqual(['length_ft']);
    expect(result.values).toEqual({});
  });

  it('takes the truck length in metres where the reader reads metres, and says its limits in metres', async () => {
    const metric = (length: string) =>
      bookingResolver(() => terms, t, {}, 'm')({ ...guestDefaults(user), truck: { parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: length } }, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] } as never);
    expect((await metric('21.3')).values).toMatchObject({ truck: { length_ft: 70 } });
    expect((await metric('21,3')).values).toMatchObject({ truck: { length_ft: 70 } });
    const tooLong = (await metric('50')).errors as Record<string, Record<string, { message: string }>>;
    expect(tooLong.truck!.length_ft!.message).toMatch(/45\.7$/);
    const tooShort = (await metric('2')).errors as Record<string, Record<string, { message: string }>>;
    expect(tooShort.truck!.length_ft!.message).toMatch(/\b3$/);
  });

  it('starts the truck from the driver\'s saved rig, in their length unit', () => {
    const rig = { kind: 'full_rig' as const, length: 70, length_unit: 'ft' as const, length_ft: 70, hazmat: false };
    expect(guestDefaults({ ...user, rig }).truck).toEqual({ parking_needed: true, vehicle_type: 'tractor_trailer', length_ft: '70' });
    expect(guestDefaults({ ...user, rig }, 'm').truck.length_ft).toBe('21.3');
    expect(guestDefaults({ ...user, rig: { ...rig, kind: 'bobtail', length: null, length_ft: null } }).truck).toEqual({ parking_needed: true, vehicle_type: 'bobtail', length_ft: '' });
  });

  it('refuses a stay whose terms break the API rules (check-out before check-in)', async () => {
    const result = await resolve(guestDefaults(user), { ...terms, checkout_date: terms.checkin_date });
    expect(Object.keys(result.errors)).toContain('checkout_date');
  });
});
