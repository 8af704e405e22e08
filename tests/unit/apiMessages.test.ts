import { describe, expect, it } from 'vitest';
import { apiMessages, pickLocale } from '@server/lib/i18n';

describe('server messages', () => {
  it('picks the first supported language of Accept-Language, else English', () => {
    expect(pickLocale('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLocale('xx, fr;q=0.5')).toBe('fr');
    expect(pickLocale('zh-Hans-CN')).toBe('zh');
    expect(pickLocale('*')).toBe('en');
    expect(pickLocale('')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });

  it('renders keys, values, rules with field labels, and literal text', () => {
    const m = apiMessages('en');
    expect(m.render('errors.invalidLogin')).toBe('The email / password combination is invalid');
    expect(m.render('errors.invalidAction')).toBe('The action link is invalid');
    expect(m.render({ key: 'errors.rateLimited', values: { count: 1 } })).toBe('Too many attempts. Try again in 1 minute.');
    expect(m.render({ key: 'errors.rateLimited', values: { count: 15 } })).toBe('Too many attempts. Try again in 15 minutes.');
    expect(m.render({ rule: 'taken', field: 'email' })).toBe('Email has already been taken');
    expect(m.render({ rule: 'exists', field: 'country_id' })).toBe('Country does not exist');
    expect(m.render({ rule: 'max', field: 'some_new_field', values: { length: 3 } })).toBe('Some new field must be 3 characters or less');
    expect(m.render('A sentence that is not a key')).toBe('A sentence that is not a key');
    expect(m.t('codes.pin.failed')).toBe('The PIN is wrong or no longer valid; check it or ask for a new one');
  });
});
