import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge, Box, CircularProgress, Divider, IconButton, Popover, Tooltip, Typography, useTheme } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { api } from '@/api';
import type { Locale } from '@/i18n/locales';

/** The open bell's list: the sanitiser and the list's parts load when the bell is first pointed at or opened. */
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(loadPanel);

/** The list's place while its code or its first page loads. */
export function BellListLoading() {
  return (
    <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress size={24} />
    </Box>
  );
}

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

/** The front end a bell is in: its own pages open in place, the other's load it. */
export type BellSide = 'site' | 'admin';

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
          // Pointed at or focused, the bell fetches its list's code, so opening it shows the list at once.
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
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
        <Suspense fallback={<BellListLoading />}>
          <NotificationsPanel feed={feed} texts={texts} locale={locale} side={side} onFollow={() => setOpen(false)} />
        </Suspense>
      </Popover>
    </>
  );
}
