import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import commonEn from '@locales/en/common.json';
import storefrontEn from '@locales/en/storefront.json';
import { ApiError } from '@/api/client';
import { addressInput, profileUpdate, register, verifyCode } from '@/api/schemas';
import { issueMessage } from '@/api/validation';
import { errorText } from '@/storefront/feedback/errorText';
import { issueText } from '@/storefront/forms/issueText';
import { applyServerErrors } from '@/storefront/forms/serverErrors';
import type { Translate } from '@/storefront/forms/translate';
import { zodResolver } from '@/storefront/forms/zodResolver';

const i18n = i18next.createInstance();
let t: Translate;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'storefront'],
    defaultNS: 'storefront',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      en: { common: commonEn, storefront: storefrontEn },
      // A stand-in translation, to see that messages follow the language.
      de: { common: { validation: { required: '{{field}} wird benötigt' }, fields: { first_name: 'Vorname' } }, storefront: {} },
    },
  });
  t = (key, options) => i18n.t(key, options);
});

type RegisterValues = Record<'first_name' | 'last_name' | 'email' | 'phone' | 'country_id' | 'password' | 'password_confirmation', string>;
const blank: RegisterValues = { first_name: '', last_name: '', email: '', phone: '', country_id: '', password: '', password_confirmation: '' };

async function resolve<V extends Record<string, string>>(schema: Parameters<typeof zodResolver>[0], values: V) {
  const resolver = zodResolver<V, typeof schema>(schema, t);
  return resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('storefront form validation', () => {
  it('reports every empty required field in the spec wording with the form labels', async () => {
    const result = await resolve(register, blank);
    expect(result.values).toEqual({});
    const errors = result.errors as Record<string, { message: string }>;
    expect(errors.first_name?.message).toBe('First name is required');
    expect(errors.email?.message).toBe('Email is required');
    expect(errors.password?.message).toBe('Password is required');
    expect(errors.phone).toBeUndefined();
    expect(errors.country_id).toBeUndefined();
  });

  it('says what is wrong with bad values, one message per field', async () => {
    const result = await resolve(register, { ...blank, first_name: 'Dana', last_name: 'Driver', email: 'nope', phone: 'call me', password: 'short', password_confirmation: 'other' });
    const errors = result.errors as Record<string, { message: string }>;
    expect(errors.email?.message).toBe('Email must be a valid email');
    expect(errors.password?.message).toBe('Password must be at least 8 characters');
    expect(errors.phone?.message).toBe('Phone may only contain digits, spaces and + ( ) . -');
    expect(errors.first_name).toBeUndefined();
  });

  it('checks the confirmation against the password', async () => {
    const result = await resolve(register, { ...blank, first_name: 'Dana', last_name: 'Driver', email: 'dana@example.com', password: 'long-enough-1', password_confirmation: 'long-enough-2' });
    const errors = result.errors as Record<string, { message: string }>;
    expect(Object.keys(errors)).toEqual(['password_confirmation']);
    expect(errors.password_confirmation?.message).toBe('Password confirmation should match Password');
  });

  it('hands the schema output to the form: trimmed, lower-cased, coerced, empty as null', async () => {
    const result = await resolve(register, {
      ...blank,
      first_name: '  Dana ',
      last_name: 'Driver',
      email: ' Dana@Example.COM ',
      country_id: '3',
      password: 'long-enough-1',
      password_confirmation: 'long-enough-1',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ first_name: 'Dana', email: 'dana@example.com', country_id: 3, phone: null });
  });

  it('codes must be six digits', async () => {
    const result = await resolve(verifyCode, { email: 'a@b.co', code: '12345' });
    expect((result.errors as Record<string, { message: string }>).code?.message).toBe('Code must be 6 digits');
    expect((await resolve(verifyCode, { email: 'a@b.co', code: '123456' })).errors).toEqual({});
  });

  it('the address needs a country', async () => {
    const result = await resolve(addressInput, { line1: '1 Main St', line2: '', city: 'Austin', state: '', postal_code: '', country_id: '' });
    expect((result.errors as Record<string, { message: string }>).country_id?.message).toBe('Country is required');
  });

  it('agrees with the server wording in English, and follows the language otherwise', async () => {
    const parsed = profileUpdate.safeParse({ first_name: '', last_name: 'x'.repeat(151) });
    expect(parsed.success).toBe(false);
    for (const issue of parsed.error!.issues) expect(issueText(issue, t)).toBe(issueMessage(issue));

    await i18n.changeLanguage('de');
    expect(issueText(parsed.error!.issues[0]!, t)).toBe('Vorname wird benötigt');
    // A rule the language has no text for yet falls back to English.
    expect(issueText(parsed.error!.issues[1]!, t)).toBe('Last name must be 150 characters or less');
    await i18n.changeLanguage('en');
  });
});

describe('server answers on a form', () => {
  it('puts per-field errors on known fields only', () => {
    const set: Array<[string, string | undefined]> = [];
    const error = new ApiError(422, 'The given data was invalid', {
      message: 'The given data was invalid',
      errors: { email: ['Email has already been taken'], secret_field: ['nope'] },
    });
    const placed = applyServerErrors(error, ['email', 'password'], (name, e) => set.push([name, e.message]));
    expect(placed).toBe(true);
    expect(set).toEqual([['email', 'Email has already been taken']]);
  });

  it('answers false when nothing landed, so the caller shows it elsewhere', () => {
    const calls: string[] = [];
    expect(applyServerErrors(new ApiError(500, 'Internal Server Error', { message: 'Internal Server Error' }), ['email'], (n) => calls.push(n))).toBe(false);
    expect(applyServerErrors(new Error('boom'), ['email'], (n) => calls.push(n))).toBe(false);
    expect(calls).toEqual([]);
  });

  it('error text: network trouble, the API message as sent, or the catalogue', () => {
    expect(errorText(new ApiError(0, 'Generic Error', null), t)).toBe(commonEn.errors.network);
    expect(errorText(new ApiError(413, 'x', { message: 'Die Datei ist zu groß' }), t)).toBe('Die Datei ist zu groß');
    expect(errorText(new ApiError(503, 'Service Unavailable', null), t)).toBe('Service Unavailable');
    expect(errorText(new ApiError(418, 'Generic Error', null), t)).toBe('Generic Error');
    expect(errorText(new TypeError('x is undefined'), t)).toBe('Generic Error');
  });
});

describe('form-specific field names', () => {
  it('a form can name a field its own way in every message about it', async () => {
    const { passwordChange } = await import('@/api/schemas');
    const resolver = zodResolver<Record<string, string>, typeof passwordChange>(passwordChange, t, { password: 'New password' });
    const result = await resolver({ current_password: 'x', password: '', password_confirmation: 'y' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    const errors = result.errors as Record<string, { message: string }>;
    expect(errors.password?.message).toBe('New password is required');
    const mismatch = await resolver({ current_password: 'x', password: 'long-enough-1', password_confirmation: 'y' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((mismatch.errors as Record<string, { message: string }>).password_confirmation?.message).toBe('Password confirmation should match New password');
  });
});
