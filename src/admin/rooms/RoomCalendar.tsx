import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Alert, Box, ButtonBase, IconButton, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { currencyDigits, formatMoney, fromMinor } from '@/api/money';
import type { InventoryDay } from '@/api/schemas/hotels';
import { useAdminSettings } from '../AdminContext';
import { inRange, monthGrid, weekdayOrder, type DateRange, type IsoDate, type Month } from './calendarModel';
import { weekStartFor } from './weekStart';

export type RoomCalendarProps = {
  month: Month;
  nights: InventoryDay[] | undefined;
  loading: boolean;
  error: Error | null;
  selection: DateRange | null;
  today: IsoDate;
  onMonthChange(delta: number): void;
  onSelect(date: IsoDate): void;
};

/** A night's price ("CA$234.99"). */
const money = (minor: number, currency: string, locale: string) => formatMoney(fromMinor(minor, currency), currency, locale);
/**
 * The same without its currency ("234.99") for the narrow cells of a phone, which named it once above the grid: a price
 * rounded to whole units there ("CA$235") read as a price staff had not set.
 */
const amount = (minor: number, currency: string, locale: string) => {
  const digits = currencyDigits(currency);
  return fromMinor(minor, currency).toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
};

/** A month of nights: price, rooms left of the allotment, bookings, closed; click nights to pick a range. */
export function RoomCalendar({ month, nights, loading, error, selection, today, onMonthChange, onSelect }: RoomCalendarProps) {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const weekStartsOn = weekStartFor(locale);
  const compact = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const byDate = new Map((nights ?? []).map((n) => [n.date.slice(0, 10), n]));
  const currency = nights?.[0]?.currency;
  const title = new Date(Date.UTC(month.year, month.month - 1, 1)).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayName = (dow: number) => new Date(Date.UTC(2023, 0, 1 + dow)).toLocaleDateString(locale, { weekday: 'short', timeZone: 'UTC' });
  const longDate = (date: IsoDate) => new Date(`${date}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <Box component="section" aria-label={translate('resources.rooms.rates.calendar')}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
        <IconButton onClick={() => onMonthChange(-1)} aria-label={translate('resources.rooms.rates.previousMonth')}>
          <ChevronLeftIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Typography variant="subtitle1" component="h3" sx={{ flex: 1, textAlign: 'center', fontWeight: 600 }} aria-live="polite" data-testid="calendar-month">
          {title}
        </Typography>
        <IconButton onClick={() => onMonthChange(1)} aria-label={translate('resources.rooms.rates.nextMonth')}>
          <ChevronRightIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
      </Box>
      {compact ? (
        // Its line is kept while the month loads, so the grid does not move when the currency comes.
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mb: 0.5 }} data-testid="calendar-currency">
          {currency ? translate('resources.rooms.rates.pricesIn', { currency }) : '\u00a0'}
        </Typography>
      ) : null}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress /> : null}</Box>
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      <Box role="grid" aria-readonly sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: { xs: 0.25, sm: 0.5 } }}>
        <Box role="row" sx={{ display: 'contents' }}>
          {weekdayOrder(weekStartsOn).map((dow) => (
            <Typography key={dow} role="columnheader" variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 0.5 }}>
              {dayName(dow)}
            </Typography>
          ))}
        </Box>
        {monthGrid(month, weekStartsOn).map((week, i) => (
          <Box role="row" key={i} sx={{ display: 'contents' }}>
            {week.map((date, j) => {
              if (!date) return <Box key={j} role="gridcell" />;
              const night = byDate.get(date);
              const selected = inRange(date, selection);
              const past = date < today;
              const left = night ? Math.max(0, night.allotment - night.booked) : 0;
              const describe = night
                ? translate('resources.rooms.rates.nightLabel', {
                    date: longDate(date),
                    price: money(night.price_minor, night.currency, locale),
                    smart_count: night.allotment,
                    booked: night.booked,
                    state: translate(night.closed ? 'resources.rooms.rates.closed' : 'resources.rooms.rates.open'),
                  })
                : translate('resources.rooms.rates.noRate', { date: longDate(date) });
              return (
                <ButtonBase
                  key={date}
                  role="gridcell"
                  aria-selected={selected}
                  aria-label={describe}
                  title={describe}
                  data-testid={`night-${date}`}
                  onClick={() => onSelect(date)}
                  sx={(t) => ({
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'stretch',
                    justifyContent: 'flex-start',
                    textAlign: 'start',
                    minHeight: { xs: 56, sm: 76 },
                    p: { xs: 0.25, sm: 0.75 },
                    borderRadius: 1,
                    border: 1,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected
                      ? alpha(t.palette.primary.main, 0.12)
                      : night?.closed
                        ? alpha(t.palette.error.main, 0.08)
                        : night
                          ? 'background.paper'
                          : 'action.hover',
                    opacity: past ? 0.6 : 1,
                    overflow: 'hidden',
                  })}
                >
                  <Typography variant="caption" sx={{ fontWeight: date === today ? 700 : 400, color: date === today ? 'primary.main' : 'text.secondary' }}>
                    {Number(date.slice(8, 10)).toLocaleString(locale)}
                  </Typography>
                  {night ? (
                    <>
                      <Typography variant="body2" sx={{ fontWeight: 600, fontSize: { xs: '0.65rem', sm: '0.8rem' }, whiteSpace: 'nowrap' }} data-testid="night-price">
                        {compact ? amount(night.price_minor, night.currency, locale) : money(night.price_minor, night.currency, locale)}
                      </Typography>
                      {night.closed ? (
                        <Typography variant="caption" color="error" sx={{ fontSize: { xs: '0.6rem', sm: '0.7rem' } }}>
                          {translate('resources.rooms.rates.closed')}
                        </Typography>
                      ) : (
                        <Typography variant="caption" color={left === 0 ? 'warning.main' : 'text.secondary'} sx={{ fontSize: { xs: '0.6rem', sm: '0.7rem' } }} data-testid="night-rooms">
                          {translate('resources.rooms.rates.roomsShort', { left, allotment: night.allotment })}
                        </Typography>
                      )}
                      {night.booked > 0 ? (
                        <Typography variant="caption" color="text.secondary" sx={{ fontSize: { xs: '0.6rem', sm: '0.7rem' }, display: { xs: 'none', sm: 'block' } }}>
                          {translate('resources.rooms.rates.bookedShort', { booked: night.booked })}
                        </Typography>
                      ) : null}
                    </>
                  ) : null}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate('resources.rooms.rates.legend')}
      </Typography>
    </Box>
  );
}
