import { Box, Button, Divider, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { UserNotification } from '@/api';
import type { Locale } from '@/i18n/locales';
import { BellListLoading, type BellSide, type BellTexts, type useNotificationsFeed } from './NotificationsBell';
import { relativeTime } from './relativeTime';
import { notificationLink, safeHtml, type NotificationLink } from './safeHtml';

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
      {/* dir="auto": a text in another script than the page's keeps its own direction (an English full stop at
          the wrong end of an Arabic panel). */}
      <Typography variant="subtitle2" component="p" dir="auto" sx={{ fontWeight: 600 }}>
        {n.data.title}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        dir="auto"
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
 * The open bell's list (loaded when the bell is first opened or pointed at: the sanitiser and the list are not needed
 * before): the notifications, their loading, empty and error states, and "load more".
 */
export default function NotificationsPanel({ feed, texts, locale, side, onFollow }: { feed: ReturnType<typeof useNotificationsFeed>; texts: BellTexts; locale: Locale; side: BellSide; onFollow(): void }) {
  const items = feed.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <Box sx={{ overflowY: 'auto', flex: 1 }} data-testid="notifications-list">
        {feed.isError && !items.length ? (
          <Box sx={{ p: 2 }}>
            <Typography color="error">{texts.failed}</Typography>
            <Button size="small" onClick={() => void feed.refetch()}>
              {texts.retry}
            </Button>
          </Box>
        ) : feed.isPending ? (
          <BellListLoading />
        ) : items.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {texts.empty}
          </Typography>
        ) : (
          <List disablePadding>
            {items.map((n, i) => (
              <Box key={n.id}>
                {i > 0 ? <Divider component="li" /> : null}
                <Item n={n} locale={locale} side={side} texts={texts} onFollow={onFollow} />
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
    </>
  );
}
