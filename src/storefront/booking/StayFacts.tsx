import { Box, Typography } from '@mui/material';
import { useCatalogNames } from '../i18n/useCatalogNames';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { stayDate } from './bookingFormat';

export type StayFactsProps = { checkIn: string; checkOut: string; nights: number; room: string; rooms?: number; guests?: number };

/**
 * Check-in, check-out, nights, room (its catalogue name in the reader's language; "2 × …" for more than one) and
 * guests as a definition list.
 */
export function StayFacts({ checkIn, checkOut, nights, room, rooms = 1, guests }: StayFactsProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  const roomName = useCatalogNames().roomType(room);
  const rows: [string, string, string?][] = [
    [t('booking:stay.checkIn'), stayDate(checkIn, locale)],
    [t('booking:stay.checkOut'), stayDate(checkOut, locale)],
    [t('booking:stay.length'), t('booking:stay.nights', { count: nights })],
    [t('booking:stay.room'), rooms > 1 ? `${rooms} × ${roomName.text}` : roomName.text, roomName.lang],
  ];
  if (guests !== undefined) rows.push([t('booking:stay.guests'), t('booking:stay.adults', { count: guests })]);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
      {rows.map(([term, value, lang]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            <bdi lang={lang}>{value}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
