import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BookingEvent } from '@/api/schemas/bookings';
import { useInstantFormat } from '../settings/preferences';
import { BookingStatusChip } from './BookingStatusChip';

export type BookingHistoryProps = { events: BookingEvent[] };

/** The booking's status changes, oldest first, each with who made it and when. */
export function BookingHistory({ events }: BookingHistoryProps) {
  const translate = useTranslate();
  const formatAt = useInstantFormat();
  if (events.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.bookings.history.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={translate('resources.bookings.sections.history')}>
      {events.map((event, index) => (
        <ListItem key={`${event.created_at}-${index}`} disableGutters divider={index < events.length - 1} sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            disableTypography
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <BookingStatusChip status={event.status} />
                <Typography variant="body2" component="span">
                  {translate('resources.bookings.history.by', { actor: event.actor ?? translate('resources.bookings.history.system') })}
                </Typography>
                <Typography variant="caption" component="time" color="text.secondary" dateTime={event.created_at}>
                  {formatAt(event.created_at)}
                </Typography>
              </Stack>
            }
            secondary={
              event.note ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {event.note}
                </Typography>
              ) : null
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
