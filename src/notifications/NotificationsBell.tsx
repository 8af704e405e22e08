import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, Box, Button, CircularProgress, Divider, IconButton, Link, List, ListItem, Popover, Tooltip, Typography, useTheme } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api, type UserNotification } from '@/api';
import type { Locale } from '@/i18n/locales';
import { notificationLink, safeHtml, type NotificationLink } from './safeHtml';

/** Spec section 9: the bell polls every 300,000 ms, 10 a page, at most 400 px wide and 600 px high. */
export const NOTIFICATIONS_POLL_MS = 300_000;
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Tests shorten the poll by setting this in localStorage before the page loads. */
export const POLL_OVERRIDE_KEY = 'rigrest.notificationsPollMs';

export function notificationsPollMs(): number {
  try {
    const v = Number(typeof localStorage === 'undefined' ? NaN : localStorage.getItem(POLL_OVERRIDE_KEY));
    return Number.isFinite(v) && v >= 100 ? v : NOTIFICATIONS_POLL_MS;
  } catch {
    return NOTIFICATIONS_POLL_MS;
  }
}

export const notificationsKey = ['user-notifications'] as const;

/** The signed-in user's notifications, newest first, polled and refetched when the tab regains focus. */
export function useNotificationsFeed(enabled = true) {
  return useInfiniteQuery({
    queryKey: notificationsKey,
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.notifications.list({ limit: NOTIFICATIONS_PAGE_SIZE, page: pageParam, ordering: '-created_at' }, signal),
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    refetchInterval: notificationsPollMs(),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

export type BellTexts = {
  title: string;
  empty: string;
  loadMore: string;
  failed: string;
  retry: string;
  open: string;
  /** The button's accessible name with the unread count. */
  button(unread: number): string;
};

/** "3 minutes ago" in the reader's language. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return rtf.format(seconds, 'second');
}

/** The front end a bell is in: its own pages open in place, the other's load it. */
export type BellSide = 'site' | 'admin';

/** A notification's link: in place on this side's router, a page load into the other side, a new tab elsewhere. */
function ItemLink({ link, side, label, onFollow }: { link: NotificationLink; side: BellSide; label: string; onFollow(): void }) {
  if (link.kind === 'external')
    return (
      <Link href={link.href} target="_blank" rel="noopener noreferrer" variant="caption">
        {label}
      </Link>
    );
  if (link.kind === side)
    return (
      <Link component={RouterLink} to={link.path} onClick={onFollow} variant="caption">
        {label}
      </Link>
    );
  return (
    <Link href={link.path} variant="caption">
      {label}
    </Link>
  );
}

type ItemProps = { n: UserNotification; locale: Locale; side: BellSide; texts: BellTexts; onFollow(): void };

function Item({ n, locale, side, texts, onFollow }: ItemProps) {
  const link = notificationLink(n.data.link, locale);
  return (
    <ListItem sx={{ display: 'block', py: 1.25, bgcolor: n.read_at ? undefined : 'action.hover' }} data-testid="notification-item">
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600 }}>
        {n.data.title}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere', '& p': { m: 0 }, '& ul, & ol': { my: 0.5, ps: 2.5 } }}
        // Sanitised twice: by the server's allowlist when written, and here by DOMPurify.
        dangerouslySetInnerHTML={{ __html: safeHtml(n.data.description) }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 0.5, gap: 1 }}>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={n.created_at}>
          {relativeTime(n.created_at, locale)}
        </Typography>
        {link ? <ItemLink link={link} side={side} label={texts.open} onFollow={onFollow} /> : null}
      </Box>
    </ListItem>
  );
}

/**
 * The bell of both front ends (storefront navbar and admin toolbar): the unread badge (none at 0); opening it marks all
 * as read, then reloads the list (spec section 4); "load more" pages on.
 */
export function NotificationsBell({
  texts,
  locale,
  side,
  openRequest = 0,
}: {
  texts: BellTexts;
  /** The reader's language: relative times and the links' language prefix. */
  locale: Locale;
  side: BellSide;
  /** Raised to open the bell from elsewhere (the phone drawer's entry); its button stays the anchor. */
  openRequest?: number;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  // The panel opens from the bell toward the page: its right edge on the bell's, or its left edge in right-to-left
  // (Popover places it in pixels from the left, which the right-to-left styles do not mirror). On a phone it is as wide
  // as the screen less the Popover's 16 px margin on each side: at 100vw it was pushed 16 px off the screen.
  const edge = useTheme().direction === 'rtl' ? 'left' : 'right';
  const feed = useNotificationsFeed();
  const unread = feed.data?.pages[0]?.unread_notifications ?? 0;
  const items = feed.data?.pages.flatMap((p) => p.data) ?? [];

  const onOpen = async () => {
    setOpen(true);
    try {
      await api.notifications.markAllRead();
    } finally {
      // From the first page again, with the new read marks.
      queryClient.setQueryData(notificationsKey, (d: typeof feed.data) => (d ? { pages: d.pages.slice(0, 1), pageParams: d.pageParams.slice(0, 1) } : d));
      await queryClient.invalidateQueries({ queryKey: notificationsKey });
    }
  };
  const seen = useRef(openRequest);
  useEffect(() => {
    if (openRequest === seen.current) return;
    seen.current = openRequest;
    void onOpen();
    // onOpen is a fresh closure each render; only a new request opens the bell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openRequest]);

  return (
    <>
      <Tooltip title={texts.title}>
        <IconButton
          color="inherit"
          ref={setAnchor}
          aria-label={texts.button(unread)}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-testid="notifications-bell"
          onClick={() => void onOpen()}
        >
          <Badge badgeContent={unread || undefined} color="error" max={99} data-testid="notifications-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open && Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: edge }}
        transformOrigin={{ vertical: 'top', horizontal: edge }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': texts.title, sx: { width: 400, maxWidth: 'calc(100vw - 32px)', maxHeight: 600, display: 'flex', flexDirection: 'column' } } as object }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, py: 1.25, fontWeight: 600 }}>
          {texts.title}
        </Typography>
        <Divider />
        <Box sx={{ overflowY: 'auto', flex: 1 }} data-testid="notifications-list">
          {feed.isError && !items.length ? (
            <Box sx={{ p: 2 }}>
              <Typography color="error">{texts.failed}</Typography>
              <Button size="small" onClick={() => void feed.refetch()}>
                {texts.retry}
              </Button>
            </Box>
          ) : feed.isPending ? (
            <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
              <CircularProgress size={24} />
            </Box>
          ) : items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {texts.empty}
            </Typography>
          ) : (
            <List disablePadding>
              {items.map((n, i) => (
                <Box key={n.id}>
                  {i > 0 ? <Divider component="li" /> : null}
                  <Item n={n} locale={locale} side={side} texts={texts} onFollow={() => setOpen(false)} />
                </Box>
              ))}
            </List>
          )}
        </Box>
        {feed.hasNextPage ? (
          <>
            <Divider />
            <Button onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage} sx={{ m: 1 }}>
              {texts.loadMore}
            </Button>
          </>
        ) : null}
      </Popover>
    </>
  );
}
