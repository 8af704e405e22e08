import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { register, verifyCode } from '@/api/schemas/auth';
import { currencyCode, oneLine } from '@/api/schemas/common';
import { countryInput } from '@/api/schemas/geo';
import {
  confirmed,
  fieldErrors,
  formatMessage,
  humanizeField,
  messageTemplates,
  ruleParams,
  withRawInput,
  type MessageTranslator,
} from '@/api/validation';
import { apiMessages } from '@server/lib/i18n';

/** What the server does: parse, then judge each issue by the value as sent. */
const errorsOf = (schema: z.ZodType, data: unknown, tr?: MessageTranslator) => {
  const result = schema.safeParse(data);
  if (result.success) return {};
  return fieldErrors(withRawInput(result.error.issues, data), tr);
};

describe('spec message templates (section 5)', () => {
  it('words each rule as the spec does', () => {
    expect(formatMessage('required', { field: 'Email' })).toBe('Email is required');
    expect(formatMessage('max', { field: 'Name', length: 100 })).toBe('Name must be 100 characters or less');
    expect(formatMessage('min', { field: 'Password', length: 8 })).toBe('Password must be at least 8 characters');
    expect(formatMessage('email', { field: 'Email' })).toBe('Email must be a valid email');
    expect(formatMessage('confirmed', { field: 'Password confirmation', target: 'Password' })).toBe('Password confirmation should match Password');
    expect(formatMessage('min_value', { field: 'Limit', length: 1 })).toBe('Limit should be at least 1');
    expect(formatMessage('numeric', { field: 'Price' })).toBe('Price must be numeric.');
    expect(formatMessage('regex', { field: 'Code', regex: '/^a$/' })).toBe('Code should match pattern /^a$/');
    expect(formatMessage('coordinates', { name: 'latitude' })).toBe('latitude should be numbers.');
  });

  it('leaves a placeholder it has no value for', () => {
    expect(formatMessage('max', { field: 'Name' })).toBe('Name must be {length} characters or less');
  });

  it('humanizes field names', () => {
    expect(humanizeField(['first_name'])).toBe('First name');
    expect(humanizeField(['address', 'postalCode'])).toBe('Postal code');
    expect(humanizeField(['role_ids', 0])).toBe('Role ids');
    expect(humanizeField([])).toBe('Value');
  });
});

describe('zod issues to field messages', () => {
  const schema = z.object({
    name: z.string().trim().min(1).max(5),
    password: z.string().min(8),
    age: z.coerce.number().int().min(18).max(99),
    email: z.string().pipe(z.email()),
    code: z.string().regex(/^\d+$/),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.coerce.number()).min(1),
  });

  it('says "is required" for anything missing, blank or null, even where coercion ran', () => {
    expect(errorsOf(schema, { name: '   ', age: null, tags: [] })).toEqual({
      name: ['Name is required'],
      password: ['Password is required'],
      age: ['Age is required'],
      email: ['Email is required'],
      code: ['Code is required'],
      kind: ['Kind is required'],
      tags: ['Tags is required'],
    });
  });

  it('names each broken rule', () => {
    expect(errorsOf(schema, { name: 'toolong', password: 'short', age: 'x', email: 'nope', code: 'abc', kind: 'c', tags: ['z'] })).toEqual({
      name: ['Name must be 5 characters or less'],
      password: ['Password must be at least 8 characters'],
      age: ['Age must be numeric.'],
      email: ['Email must be a valid email'],
      code: ['Code should match pattern /^\\d+$/'],
      kind: ['Kind must be one of a, b'],
      'tags.0': ['Tags must be numeric.'],
    });
    expect(errorsOf(schema.pick({ age: true }), { age: 12 })).toEqual({ age: ['Age should be at least 18'] });
    expect(errorsOf(schema.pick({ age: true }), { age: 120 })).toEqual({ age: ['Age should be at most 99'] });
    expect(errorsOf(schema.pick({ age: true }), { age: '20.5' })).toEqual({ age: ['Age is invalid'] });
    // positive() refuses 0 itself: "at least 0" would be wrong.
    expect(errorsOf(z.object({ brand_id: z.number().int().positive() }), { brand_id: 0 })).toEqual({ brand_id: ['Brand id must be greater than 0'] });
    expect(errorsOf(z.object({ brand_id: z.number().int().nonnegative() }), { brand_id: -1 })).toEqual({ brand_id: ['Brand id should be at least 0'] });
  });

  it('works on issues without their input too (as browser forms get them)', () => {
    const result = schema.pick({ name: true, age: true }).safeParse({ age: 'x' });
    expect(fieldErrors(result.error!.issues)).toEqual({ name: ['Name is required'], age: ['Age must be numeric.'] });
  });

  it('uses the spec wording for latitude and longitude', () => {
    expect(errorsOf(countryInput, { name: 'X', iso2: 'XX', latitude: 'north', longitude: 'west' })).toEqual({
      latitude: ['latitude should be numbers.'],
      longitude: ['longitude should be numbers.'],
    });
  });

  it('checks a confirmation field with the confirmed rule', () => {
    const base = { first_name: 'A', last_name: 'B', email: 'a@example.com', password: 'Long-enough-1', password_confirmation: 'Different-1' };
    expect(errorsOf(register, base)).toEqual({ password_confirmation: ['Password confirmation should match Password'] });
    expect(errorsOf(register, { ...base, password_confirmation: base.password })).toEqual({});
    const custom = z.object({ a: z.string(), b: z.string() }).superRefine(confirmed('b', 'a'));
    expect(errorsOf(custom, { a: 'x', b: 'y' })).toEqual({ b: ['B should match A'] });
  });

  it('renders refinements that name a rule', () => {
    expect(errorsOf(verifyCode, { email: 'a@example.com', code: '12ab' })).toEqual({ code: ['Code must be 6 digits'] });
    expect(errorsOf(verifyCode, { email: 'a@example.com', code: '' })).toEqual({ code: ['Code is required'] });
    const odd = z.object({ n: z.number().refine((v) => v % 2 === 1, ruleParams('invalid')) });
    expect(errorsOf(odd, { n: 2 })).toEqual({ n: ['N is invalid'] });
  });

  it('keeps a custom refinement message', () => {
    const s = z.object({ url: z.string().refine((v) => v.startsWith('https://'), { message: 'Only https links' }) });
    expect(errorsOf(s, { url: 'http://x' })).toEqual({ url: ['Only https links'] });
  });

  it('renders in another language through a translator, field labels included', () => {
    const de: MessageTranslator = {
      format: (rule, values) => (rule === 'required' ? `${values.field} ist erforderlich` : undefined),
      label: (field) => ({ email: 'E-Mail' })[field],
    };
    expect(errorsOf(schema.pick({ email: true, name: true }), {}, de)).toEqual({ email: ['E-Mail ist erforderlich'], name: ['Name ist erforderlich'] });
    expect(errorsOf(schema.pick({ email: true }), { email: 'x' }, de)).toEqual({ email: ['E-Mail must be a valid email'] });
  });
});

describe('locales/en: one set of validation texts', () => {
  const api = JSON.parse(readFileSync('locales/en/api.json', 'utf8')) as { validation?: Record<string, string>; fields: Record<string, string> };
  const common = JSON.parse(readFileSync('locales/en/common.json', 'utf8')) as { validation: Record<string, string> };

  it('common.json has every template, worded exactly as src/api/validation.ts', () => {
    // A rule with a number is a plural key (max_one, max_other): its general form is the template. A value written as
    // the reader's language writes numbers ("45,7" in French) is marked with i18next's number format.
    for (const [rule, template] of Object.entries(messageTemplates)) {
      expect((common.validation[rule] ?? common.validation[`${rule}_other`])?.replace(/\{\{(\w+)(, number\([^)]*\))?\}\}/g, '{$1}'), rule).toBe(template);
    }
    expect([...new Set(Object.keys(common.validation).map((k) => k.replace(/_(one|other)$/, '')))].sort()).toEqual(Object.keys(messageTemplates).sort());
  });

  it('writes a limit\'s decimals as the reader\'s language does, never rounded or grouped', () => {
    const message = (lng: string, rule: 'max_value' | 'min_value', length: number) => apiMessages(lng as 'en').validation.format!(rule, { field: 'X', length, count: length });
    expect(message('fr', 'max_value', 45.7)).toBe('Le champ X doit être au plus égal à 45,7');
    expect(message('de', 'min_value', 0.000001)).toBe('X muss mindestens 0,000001 sein');
    expect(message('en', 'max_value', 1000000)).toBe('X should be at most 1000000');
  });

  it('the API keeps no copy of its own (it reads common.json, as the storefront and the admin do)', () => {
    expect(api.validation).toBeUndefined();
  });

  // Written out as the screens say them, where humanizing the name reads as code: the stay's dates ('Checkin date'),
  // a reference by its id ('Country id does not exist'), acronyms ('Iso2', 'Pin') and column names ('Price minor').
  const written: Record<string, string> = {
    checkInDate: 'Check-in date',
    checkin_date: 'Check-in date',
    checkOutDate: 'Check-out date',
    checkout_date: 'Check-out date',
    id: 'ID',
    ids: 'IDs',
    pin: 'PIN',
    iso2: 'ISO 2',
    iso3: 'ISO 3',
    q: 'Search',
    line1: 'Address line 1',
    line2: 'Address line 2',
    country_id: 'Country',
    state_id: 'State',
    brand_id: 'Brand',
    hotel_id: 'Hotel',
    room_id: 'Room',
    roomId: 'Room ID',
    role_ids: 'Roles',
    permission_ids: 'Permissions',
    amenity_ids: 'Amenities',
    is_active: 'Active',
    is_superuser: 'Superuser',
    price_minor: 'Price',
    max_length_ft: 'Longest vehicle (ft)',
    interstate_hwy: 'Interstate / highway',
    available_on_derby: 'Available on DerbySoft',
    commercialParkingAvailable: 'Truck parking available',
    allotment: 'Rooms to sell (allotment)',
    // As the brand and settings screens name them (a brand's code answers under `brand_code`: a state's is "Code").
    brand_code: 'Brand code',
    phone_toll_free: 'Toll-free phone',
    phone_international: 'International phone',
    facebook: 'Facebook page',
    x: 'X (Twitter) profile',
    instagram: 'Instagram profile',
    linkedin: 'LinkedIn page',
    youtube: 'YouTube channel',
    apple: 'App Store link',
    google: 'Google Play link',
  };

  it('labels fields in English as they are humanized, or written out where that reads as code', () => {
    for (const [field, label] of Object.entries(api.fields)) expect(label, field).toBe(written[field] ?? humanizeField([field]));
  });
});

describe('currency codes', () => {
  const schema = z.object({ currency: currencyCode });
  it('takes an ISO 4217 code as typed, in capitals', () => {
    expect(schema.parse({ currency: ' mxn ' })).toEqual({ currency: 'MXN' });
    expect(schema.parse({ currency: 'JPY' })).toEqual({ currency: 'JPY' });
  });
  it('refuses what is no currency, saying what one looks like', () => {
    for (const currency of ['$$$', 'ZZZ', 'US', 'USDX', '']) {
      expect(schema.safeParse({ currency }).success, currency).toBe(false);
    }
    expect(errorsOf(schema, { currency: '$$$' })).toEqual({ currency: ['Currency must look like USD, CAD, MXN'] });
  });
});

describe('one-line texts (names, titles)', () => {
  const schema = z.object({ first_name: oneLine(20) });

  it('turns line breaks, tabs, escapes and runs of spaces into one space', () => {
    expect(schema.parse({ first_name: '  Mary\r\n\tAnn \u001b[31m ' })).toEqual({ first_name: 'Mary Ann [31m' });
  });

  it('drops the invisible characters that hide text or reverse how a name displays', () => {
    expect(schema.parse({ first_name: 'Ann\u202Egnp.exe\u202C' })).toEqual({ first_name: 'Ann gnp.exe' });
    expect(schema.parse({ first_name: '\uFEFFZoe\u200B\u2066x\u2069' })).toEqual({ first_name: 'Zoe x' });
  });

  it('keeps joiners that names and emoji need', () => {
    expect(schema.parse({ first_name: 'می\u200Cخواهم' }).first_name).toBe('می\u200Cخواهم');
    expect(schema.parse({ first_name: 'Jo 👩\u200D🚒' }).first_name).toBe('Jo 👩\u200D🚒');
  });

  it('is required and bounded once made one line', () => {
    expect(errorsOf(schema, { first_name: ' \n\u202E ' })).toEqual({ first_name: [expect.stringMatching(/required/i)] });
    expect(schema.safeParse({ first_name: `${'a'.repeat(20)}\n\n\n` }).success).toBe(true);
    expect(schema.safeParse({ first_name: 'a'.repeat(21) }).success).toBe(false);
  });
});

describe('integers past the safe range', () => {
  it('say the field’s own limit, not zod’s 9007199254740991', () => {
    const schema = z.object({ position: z.number().int().min(0).max(100_000) });
    expect(errorsOf(schema, { position: 1e20 })).toEqual({ position: ['Position should be at most 100000'] });
    expect(errorsOf(schema, { position: -1e20 })).toEqual({ position: ['Position should be at least 0'] });
  });

  it('keep the safe-range message where the field declares no limit of its own', () => {
    expect(errorsOf(z.object({ n: z.number().int() }), { n: 1e20 }).n).toHaveLength(1);
  });
});
