import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, Stack, Typography } from '@mui/material';
import type { Arrival } from '@/api/schemas/reach';
import { usePageNamespace } from '../../i18n/usePageNamespace';

/** "Tue 7:40 PM CST" on the hotel's clock, in the reader's language. */
export const arrivalTime = (arrival: Pick<Arrival, 'arrives_at' | 'time_zone'>, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: arrival.time_zone, weekday: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(arrival.arrives_at));

/** "3 hr 10 min" in the reader's language (Intl's units; Node 20 has no Intl.DurationFormat for the server's render). */
export function driveDuration(minutes: number, locale: string): string {
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes - hours * 60);
  return [hours > 0 ? unit(hours, 'hour') : null, rest > 0 || hours === 0 ? unit(rest, 'minute') : null].filter(Boolean).join(' ');
}

/**
 * A result's estimated arrival, and what makes it a problem: past the hours left, a closed desk, no free cancellation.
 * For a stay that starts on a later day, only the drive's length (today's hours say nothing of that day's clock).
 */
export function ArrivalLine({ arrival }: { arrival: Arrival }) {
  const { t, i18n } = usePageNamespace('search');
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }} data-testid="arrival" data-reachable={arrival.reachable}>
      <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        <ScheduleIcon sx={{ fontSize: 16 }} aria-hidden="true" />
        {arrival.stay_later ? (
          <span data-testid="arrival-drive">{t('search:arrival.drive', { duration: driveDuration(arrival.drive_minutes, i18n.language) })}</span>
        ) : (
          <span data-testid="arrival-time">{t('search:arrival.at', { time: arrivalTime(arrival, i18n.language) })}</span>
        )}
      </Typography>
      {!arrival.reachable ? <Chip size="small" color="error" variant="outlined" label={t('search:arrival.beyondReach')} data-testid="arrival-beyond" /> : null}
      {arrival.desk_closed ? <Chip size="small" color="warning" variant="outlined" label={t('search:arrival.deskClosed')} data-testid="arrival-desk-closed" /> : null}
      {arrival.after_free_cancellation ? <Chip size="small" color="warning" variant="outlined" label={t('search:arrival.afterCancellation')} data-testid="arrival-after-cancellation" /> : null}
    </Stack>
  );
}
