import MapIcon from '@mui/icons-material/Map';
import PhoneIcon from '@mui/icons-material/Phone';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatStayDate } from '@/i18n/dates';
import { useCatalogNames } from '../i18n/useCatalogNames';
import { useContentLanguage } from '../i18n/useContentLanguage';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { formatClockTime, mapLinks, type ArrivalCard } from './arrivalCard';
import { SavedAtNote } from './SavedAtNote';

export type ArrivalCardViewProps = { card: ArrivalCard; offline: boolean };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The arrival card: what a driver pulling in needs at a glance, drawn from the device's copy only. */
export function ArrivalCardView({ card, offline }: ArrivalCardViewProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  const localized = useContentLanguage();
  const { hotel } = card;
  const place = [hotel.address, hotel.city, hotel.province].filter(Boolean).join(', ');
  // Staff-written notes, in the reader's language where staff wrote one.
  const notes = [
    { term: t('booking:arrival.truckEntrance'), ...localized(hotel.truckEntrance, hotel.truckEntrance_i18n) },
    { term: t('booking:arrival.parking'), ...localized(hotel.parkingDescription, hotel.parkingDescription_i18n) },
  ];
  const maps = mapLinks(hotel);
  const room = useCatalogNames().roomType(card.room);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="arrival-card" component="article" aria-labelledby="arrival-hotel">
      <Stack spacing={2.5}>
        <SavedAtNote savedAt={card.saved_at} offline={offline} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('booking:confirmation.number')}
          </Typography>
          <Typography data-testid="arrival-code" dir="ltr" sx={{ fontWeight: 800, fontSize: 28, letterSpacing: '0.08em', fontFamily: 'monospace', textAlign: 'start' }}>
            {card.confirmation_code}
          </Typography>
        </Box>
        <Box>
          <Typography id="arrival-hotel" component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
            <bdi>{hotel.hotelName}</bdi>
          </Typography>
          {place && (
            <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
              <bdi>{place}</bdi>
            </Typography>
          )}
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Fact term={t('booking:stay.checkIn')}>
            <bdi>{formatStayDate(card.checkin_date, locale)}</bdi>
            {hotel.checkinTime && <> · {t('booking:arrival.checkinFrom', { time: formatClockTime(hotel.checkinTime, locale) })}</>}
          </Fact>
          <Fact term={t('booking:stay.checkOut')}>
            <bdi>{formatStayDate(card.checkout_date, locale)}</bdi>
          </Fact>
          <Fact term={t('booking:stay.length')}>{t('booking:stay.nights', { count: card.nights })}</Fact>
          <Fact term={t('booking:stay.room')}>
            <bdi lang={room.lang}>{room.text}</bdi>
          </Fact>
          {notes.map(
            ({ term, text, lang }) =>
              text && (
                <Fact key={term} term={term}>
                  {/* Its own direction: an English note in an Arabic card keeps its full stop at its end. */}
                  <Box component="span" lang={lang === locale ? undefined : lang} dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                    {text}
                  </Box>
                </Fact>
              ),
          )}
          {maps && (
            <Fact term={t('booking:arrival.coordinates')}>
              <span dir="ltr" data-testid="arrival-coordinates">{`${hotel.latitude}, ${hotel.longitude}`}</span>
            </Fact>
          )}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {hotel.phone && (
            <Button href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`} variant="outlined" startIcon={<PhoneIcon />} sx={{ minHeight: 44 }}>
              <span dir="ltr">{hotel.phone}</span>
            </Button>
          )}
          {maps && (
            <Button href={maps.geo} variant="contained" disableElevation startIcon={<MapIcon />} sx={{ minHeight: 44 }} data-testid="open-in-maps">
              {t('booking:arrival.openInMaps')}
            </Button>
          )}
          {maps && (
            <Button href={maps.web} target="_blank" rel="noopener noreferrer" variant="text" sx={{ minHeight: 44 }}>
              {t('booking:arrival.openOnTheWeb')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
