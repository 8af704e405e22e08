import { describe, expect, it } from 'vitest';
import { createApiMessages, isSuccess, SNACKBAR_TIMEOUT_MS } from '@/storefront/feedback/apiMessages';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, progressAt } from '@/storefront/feedback/progress';
import { createRequestActivity } from '@/storefront/feedback/requestActivity';
import { accountEntries, isActivePath, navItems, navTarget } from '@/storefront/layout/navItems';
import { errorStatus } from '@/storefront/pages/errors/errorStatus';
import { ApiError } from '@/api/client';

const role = (name: string) => ({ name, permissions: [] });

describe('navbar entries', () => {
  it('lists the spec entries in order, none coming soon', () => {
    expect(navItems.map((i) => [i.key, i.to])).toEqual([
      ['home', '/'],
      ['brands', '/brands'],
      ['promotions', '/promotions'],
      ['advertise', '/advertise'],
      ['faq', '/faq'],
      ['about', '/about'],
    ]);
    expect(navItems.some((i) => i.comingSoon)).toBe(false);
  });

  it("leads an entry flagged for the Coming Soon page there, naming it; the dialog's and unflagged entries keep their address", () => {
    expect(navTarget({ key: 'promotions', to: '/promotions', comingSoon: 'page' })).toBe('/utility/coming-soon?item=promotions');
    expect(navTarget({ key: 'promotions', to: '/promotions', comingSoon: 'dialog' })).toBe('/promotions');
    expect(navTarget({ key: 'faq', to: '/faq' })).toBe('/faq');
  });

  it('signed out: Sign in and Join', () => {
    expect(accountEntries(null)).toEqual([
      { key: 'signIn', to: '/auth/login' },
      { key: 'join', to: '/auth/register' },
    ]);
  });

  it('a traveller: Profile, Booking History, Logout', () => {
    expect(accountEntries({ id: 5, is_superuser: false, roles: [role('Trucker')] }).map((e) => e.key)).toEqual(['profile', 'bookingHistory', 'logout']);
    expect(accountEntries({ id: 5, is_superuser: false, roles: [] }).map((e) => e.key)).toEqual(['profile', 'bookingHistory', 'logout']);
    // Another staff role is not the site's idea of an admin.
    expect(accountEntries({ id: 5, is_superuser: false, roles: [role('Support')] }).map((e) => e.key)).toEqual(['profile', 'bookingHistory', 'logout']);
  });

  it('the Admin role or a superuser: Admin (a full page load) and Logout', () => {
    for (const user of [{ id: 1, is_superuser: false, roles: [role('Admin')] }, { id: 2, is_superuser: true, roles: [] }]) {
      const entries = accountEntries(user);
      expect(entries.map((e) => e.key)).toEqual(['admin', 'logout']);
      expect(entries[0]).toMatchObject({ to: '/admin', external: true });
    }
  });

  it('marks the current section active, home only on itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/faq')).toBe(false);
    expect(isActivePath('/promotions', '/promotions/choice')).toBe(true);
    expect(isActivePath('/promotions', '/promotionsx')).toBe(false);
  });
});

describe('api message', () => {
  it('shows the latest message, says whether it went well, and clears', () => {
    const messages = createApiMessages();
    const seen: unknown[] = [];
    messages.subscribe(() => seen.push(messages.get()));
    messages.show({ message: 'Saved', status: 200 });
    const first = messages.get()!;
    expect(isSuccess(first)).toBe(true);
    messages.show({ message: 'Saved', status: 200 });
    expect(messages.get()!.id).toBeGreaterThan(first.id);
    messages.show({ message: 'Nope', status: 422 });
    expect(isSuccess(messages.get()!)).toBe(false);
    messages.show({ message: '', status: 500 });
    expect(messages.get()!.message).toBe('Nope');
    messages.clear();
    expect(messages.get()).toBeNull();
    expect(seen).toHaveLength(4);
    expect(SNACKBAR_TIMEOUT_MS).toBe(5000);
  });
});

describe('page-load progress', () => {
  it('counts requests in flight from the client events and never goes below zero', () => {
    let emit: (e: { type: 'start' } | { type: 'end' }) => void = () => undefined;
    const activity = createRequestActivity();
    const detach = activity.attach({ subscribe: (l) => ((emit = l), () => true) });
    emit({ type: 'start' });
    emit({ type: 'start' });
    expect(activity.get()).toBe(2);
    emit({ type: 'end' });
    emit({ type: 'end' });
    emit({ type: 'end' });
    expect(activity.get()).toBe(0);
    detach();
  });

  it('creeps towards the end without reaching it', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(progressAt(0)).toBe(0);
    const points = [100, 1000, 2500, PROGRESS_DURATION_MS, 20_000, 600_000].map((ms) => progressAt(ms));
    for (let i = 1; i < points.length; i++) expect(points[i]).toBeGreaterThanOrEqual(points[i - 1]!);
    expect(points[3]).toBeGreaterThan(80);
    expect(Math.max(...points)).toBeLessThanOrEqual(95);
  });
});

describe('error pages', () => {
  it('maps what was thrown to a status, 500 by default', () => {
    expect(errorStatus(new ApiError(404, 'Not Found', null))).toBe(404);
    expect(errorStatus(new ApiError(0, 'Generic Error', null))).toBe(500);
    expect(errorStatus(new Error('render failed'))).toBe(500);
    expect(errorStatus({ status: 404, statusText: 'Not Found', internal: false, data: null })).toBe(404);
  });
});
