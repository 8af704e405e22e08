import { describe, expect, it } from 'vitest';
import { driverMayCancel, localDeadline, staffMayCancel, utcOffsetHours } from '@server/modules/bookings/policy';

const booking = (over: Partial<Parameters<typeof driverMayCancel>[0]> = {}): Parameters<typeof driverMayCancel>[0] => ({
  status: 'confirmed',
  checkin_date: '2026-12-01',
  cancel_policy: { refundable: true, free_until: '2026-12-01T18:00', description: null },
  ...over,
});

describe('booking cancellation rules', () => {
  it('reads hotel-local time from the longitude', () => {
    expect(utcOffsetHours(-94.5)).toBe(-6); // Joplin, MO
    expect(utcOffsetHours(-74)).toBe(-5); // New York
    expect(utcOffsetHours(-122.4)).toBe(-8); // San Francisco
    expect(utcOffsetHours(null)).toBe(-5);
    // 6 p.m. in Joplin is midnight UTC.
    expect(new Date(localDeadline('2026-12-01T18:00', -94.5)).toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('lets the driver cancel a confirmed, refundable booking until the deadline, hotel time', () => {
    const joplin = -94.5;
    expect(driverMayCancel(booking(), joplin, Date.parse('2026-12-01T23:59:00Z'))).toBe(true);
    expect(driverMayCancel(booking(), joplin, Date.parse('2026-12-02T00:00:00Z'))).toBe(false);
  });

  it('never for a non-refundable rate, a pending, cancelled or failed booking', () => {
    const early = Date.parse('2026-11-01T00:00:00Z');
    expect(driverMayCancel(booking({ cancel_policy: { refundable: false, free_until: null, description: 'Non-refundable' } }), -94.5, early)).toBe(false);
    expect(driverMayCancel(booking({ cancel_policy: null }), -94.5, early)).toBe(false);
    for (const status of ['pending', 'cancelled', 'failed'] as const) expect(driverMayCancel(booking({ status }), -94.5, early)).toBe(false);
  });

  it('takes midnight of the arrival day when a refundable rate names no deadline', () => {
    const b = booking({ cancel_policy: { refundable: true, free_until: null, description: null } });
    expect(driverMayCancel(b, -75, Date.parse('2026-12-01T04:59:00Z'))).toBe(true);
    expect(driverMayCancel(b, -75, Date.parse('2026-12-01T05:00:00Z'))).toBe(false);
  });

  it('lets staff cancel what is not over yet', () => {
    expect(staffMayCancel({ status: 'confirmed' })).toBe(true);
    expect(staffMayCancel({ status: 'pending' })).toBe(true);
    expect(staffMayCancel({ status: 'cancelled' })).toBe(false);
    expect(staffMayCancel({ status: 'failed' })).toBe(false);
  });
});
