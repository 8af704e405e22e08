import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotificationsBell, relativeTime } from '@/notifications/NotificationsBell';
import { safeLink } from '@/notifications/safeHtml';

const texts = { title: 'Notifications', empty: 'None', loadMore: 'More', failed: 'Failed', retry: 'Retry', open: 'Open', button: (n: number) => `Notifications (${n} unread)` };

describe('the bell', () => {
  it('shows no badge when nothing is unread (it showed a red 0)', () => {
    const client = new QueryClient();
    const html = renderToString(
      <QueryClientProvider client={client}>
        <NotificationsBell texts={texts} locale="en" renderInternalLink={() => null} />
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
    expect(safeLink('/book/history?booking=3')).toEqual({ internal: '/book/history?booking=3' });
    expect(safeLink('https://example.com/x')).toEqual({ external: 'https://example.com/x' });
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,<script>', ' JaVaScRiPt:alert(1)']) expect(safeLink(bad)).toBeNull();
  });
});
