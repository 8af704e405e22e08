import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import bookingEn from '@locales/en/booking.json';
import { bookingStatuses, vehicleTypes } from '@/api/schemas/bookings';

const dir = path.resolve('src/storefront/booking');
const sources = readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));

function has(key: string): boolean {
  const lookup = (k: string) => k.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), bookingEn);
  return typeof lookup(key) === 'string' || typeof lookup(`${key}_other`) === 'string';
}

describe('booking words', () => {
  it('has every literal booking: key the pages use', () => {
    const keys = sources.flatMap((text) => [...text.matchAll(/'booking:([\w.]+)'/g)].map((m) => m[1]!));
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });

  it('has the keys the pages build', () => {
    const built = [
      ...bookingStatuses.map((s) => `status.${s}`),
      ...vehicleTypes.map((v) => `vehicle.${v}`),
      ...bookingStatuses.flatMap((s) => [`confirmation.title.${s}`, `confirmation.body.${s}`]),
      ...['unknown', 'nonRefundable', 'refundable', 'freeUntil'].map((k) => `cancelPolicy.${k}`),
      ...['upcoming', 'past', 'cancelled'].map((k) => `history.empty.${k}`),
      ...['page', 'current', 'first', 'last', 'next', 'previous'].map((k) => `history.paging.${k}`),
    ];
    expect(built.filter((k) => !has(k))).toEqual([]);
  });
});
