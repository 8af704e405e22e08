import { describe, expect, it } from 'vitest';
import { formatHotelLocalTime, formatStayDate, guestName, staffMayCancel, statusColor } from '@/admin/bookings/bookingFormat';
import { toListQuery } from '@/dataProvider';
import { bookings } from '@/admin/bookings';

describe('admin bookings', () => {
  it('shows a date of stay as the day it names, whatever the time zone', () => {
    expect(formatStayDate('2026-12-01', 'en')).toBe('Tue, Dec 1, 2026');
    expect(formatHotelLocalTime('2026-11-30T18:00', 'en')).toMatch(/Nov 30, 2026.*6:00/);
    expect(formatStayDate('not a date', 'en')).toBe('not a date');
  });

  it('names the guest and colours the status', () => {
    expect(guestName({ first_name: 'Ann', last_name: 'Lee' })).toBe('Ann Lee');
    expect(statusColor('confirmed')).toBe('success');
    expect(statusColor('pending')).toBe('warning');
    expect(statusColor('failed')).toBe('error');
    expect(statusColor('cancelled')).toBe('default');
  });

  it('lets staff cancel confirmed and pending bookings only', () => {
    expect(['pending', 'confirmed', 'cancelled', 'failed'].filter((s) => staffMayCancel(s as never))).toEqual(['pending', 'confirmed']);
  });

  it('sends the list filters, search and ordering in the API conventions', () => {
    const query = toListQuery(bookings, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'checkin_date', order: 'DESC' },
      filter: { q: ' RR-ABC ', status: 'confirmed', hotel: 12, checkin_from: '2026-12-01', checkin_to: '2026-12-31', guest: 'Lee' },
    });
    expect(query).toEqual({ limit: 25, page: 2, ordering: '-checkin_date', search: 'RR-ABC', status: 'confirmed', hotel: 12, checkin_from: '2026-12-01', checkin_to: '2026-12-31', guest: 'Lee' });
    expect(bookings).toMatchObject({ name: 'bookings', apiPath: '/admin/bookings', model: 'booking', permission: 'view_booking' });
  });
});
