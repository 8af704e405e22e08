import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotificationsBell } from '@/notifications/NotificationsBell';
import { relativeTime } from '@/notifications/relativeTime';
import { pathInLocale } from '@/i18n/locales';
import { notificationLink } from '@/notifications/safeHtml';

const texts = { title: 'Notifications', empty: 'None', loadMore: 'More', failed: 'Failed', retry: 'Retry', open: 'Open', button: (n: number) => `Notifications (${n} unread)` };

describe('the bell', () => {
  it('shows no badge when nothing is unread (it showed a red 0)', () => {
    const client = new QueryClient();
    const html = renderToString(
      <QueryClientProvider client={client}>
        <NotificationsBell texts={texts} locale="en" side="site" />
      </QueryClientProvider>,
    );
    const badge = /<span class="(MuiBadge-badge[^"]*)"/.exec(html)?.[1];
    expect(badge).toBeDefined();
    expect(badge!.split(' ')).toContain('MuiBadge-invisible');
  });

  it('shows how long ago in the reader\'s language', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(relativeTime('2026-11-24T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(relativeTime('2026-11-23T12:00:00Z', 'de', now)).toBe('gestern');
    expect(relativeTime('2026-11-24T09:00:00Z', 'ar', now)).toMatch(/ساعات/);
  });

  it('follows only links of the site or http(s) addresses', () => {
    expect(notificationLink('/book/history?booking=3', 'en')).toEqual({ kind: 'site', path: '/book/history?booking=3' });
    expect(notificationLink('https://example.com/x', 'de')).toEqual({ kind: 'external', href: 'https://example.com/x' });
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,<script>', ' JaVaScRiPt:alert(1)']) expect(notificationLink(bad, 'en')).toBeNull();
  });

  it('leads to the page in the reader\'s language, on the site or in the back office', () => {
    // A German admin's bell: the booking's admin page under /de (it opened the English back office).
    expect(notificationLink('/admin/bookings/42/show', 'de')).toEqual({ kind: 'admin', path: '/de/admin/bookings/42/show' });
    expect(notificationLink('/admin', 'ar')).toEqual({ kind: 'admin', path: '/ar/admin' });
    // A link staff wrote in their own language is the reader's page all the same.
    expect(notificationLink('/de/hotels?city=Dallas#map', 'fr')).toEqual({ kind: 'site', path: '/fr/hotels?city=Dallas#map' });
    expect(notificationLink('/de/admin/advertise-requests/7', 'en')).toEqual({ kind: 'admin', path: '/admin/advertise-requests/7' });
    expect(notificationLink('/en/faq', 'ja')).toEqual({ kind: 'site', path: '/ja/faq' });
    // Not a language prefix, not the back office.
    expect(notificationLink('/administration', 'de')).toEqual({ kind: 'site', path: '/de/administration' });
    expect(notificationLink('/defaults', 'pl')).toEqual({ kind: 'site', path: '/pl/defaults' });
    expect(notificationLink('/', 'ko')).toEqual({ kind: 'site', path: '/ko' });
  });

  it('puts any path in a language, keeping its query and fragment', () => {
    expect(pathInLocale('de', '/hotels?x=1')).toBe('/de/hotels?x=1');
    expect(pathInLocale('en', '/de/hotels?x=/de/')).toBe('/hotels?x=/de/');
    expect(pathInLocale('zh', '/fr#top')).toBe('/zh#top');
    expect(pathInLocale('en', '/fr')).toBe('/');
  });
});
