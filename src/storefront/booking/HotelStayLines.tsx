import { Typography } from '@mui/material';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { stayDate } from './bookingFormat';

export type HotelStayLinesProps = { hotelName: string; checkIn: string; checkOut: string; nights: number };

/** A booking's hotel and dates as a list row shows them (booking history, and the arrival cards saved offline). */
export function HotelStayLines({ hotelName, checkIn, checkOut, nights }: HotelStayLinesProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  return (
    <>
      {/* In its own direction, so a long name is cut at its end ("Days Inn Dallas Airp…"), not at its start in Arabic. */}
      <Typography dir="auto" sx={(theme) => ({ fontWeight: 700, textAlign: theme.direction === 'rtl' ? 'right' : 'left' })} noWrap data-testid="stay-hotel-name">
        {hotelName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('booking:history.dates', { from: stayDate(checkIn, locale), to: stayDate(checkOut, locale), count: nights })}
      </Typography>
    </>
  );
}
