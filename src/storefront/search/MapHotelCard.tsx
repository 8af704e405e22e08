import CloseIcon from '@mui/icons-material/Close';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Button, IconButton, Link, Paper, Stack, Typography } from '@mui/material';
import type { SearchHit, SearchMarker } from '@/api';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { formatDistance } from '@/api/units';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { ParkingReportChip } from '../parking/ParkingReportChip';
import { FitBadge, parkingGlance } from './FitBadge';
import { ResultPrice } from './ResultPrice';
import { ArrivalLine } from './hours/ArrivalLine';

export type MapHotelCardProps = {
  marker: SearchMarker;
  /** The hotel's full result, once its page of results is loaded. */
  hit: SearchHit | undefined;
  stayQuery: string;
  onClose(): void;
};

/** The tapped pin's hotel, over the bottom of the map on a phone: pins can be compared without leaving the map. */
export function MapHotelCard({ marker, hit, stayQuery, onClose }: MapHotelCardProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit, length } = useDistanceUnit();
  const place = hit ? [hit.city, hit.province].filter(Boolean).join(', ') : '';
  const href = hit ? `/hotels/${encodeURIComponent(hit.slug)}?${stayQuery}` : null;
  return (
    <Paper
      elevation={6}
      role="dialog"
      aria-modal="false"
      aria-labelledby="map-hotel-card-name"
      data-testid="map-hotel-card"
      data-hotel-id={marker.id}
      sx={{ position: 'absolute', insetInline: 8, bottom: 8, zIndex: 1001, p: 1.5, borderRadius: 2, display: 'grid', gridTemplateColumns: hit?.thumbnail ? '84px 1fr' : '1fr', gap: 1.5 }}
    >
      {hit?.thumbnail ? <Box component="img" src={hit.thumbnail} alt="" sx={{ width: 84, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} /> : null}
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography id="map-hotel-card-name" sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.3, flex: 1, minWidth: 0 }}>
            {href ? (
              <Link component={LocaleLink} to={href} color="inherit" underline="hover">
                {marker.hotelName}
              </Link>
            ) : (
              marker.hotelName
            )}
          </Typography>
          <IconButton size="small" onClick={onClose} aria-label={t('search:map.closeCard')} sx={{ mt: -0.5, marginInlineEnd: -0.5 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
        {hit ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {[hit.distance_km !== null ? t(hit.detour_km !== null ? 'search:result.alongRoute' : 'search:result.distance', { distance: formatDistance(hit.distance_km, i18n.language, unit) }) : null, place].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
        {hit?.arrival ? <ArrivalLine arrival={hit.arrival} /> : null}
        {/* Wraps rather than pushing the price out of the card where the words are long (Spanish, Arabic). */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
            {hit?.commercialParkingAvailable || hit?.parkingReport ? (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                {/* The latest driver's report, as the result card shows it (live for a day, then gone). */}
                {hit.parkingReport ? <ParkingReportChip report={hit.parkingReport} /> : null}
                {hit.commercialParkingAvailable ? (
                  <>
                    <FitBadge hit={hit} />
                    <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.dark', fontWeight: 600 }}>
                      <LocalParkingIcon sx={{ fontSize: 18 }} aria-hidden="true" />
                      {t('search:result.truckParking')}
                    </Typography>
                  </>
                ) : null}
              </Stack>
            ) : null}
            {hit?.commercialParkingAvailable ? (
              <Typography variant="body2" color="text.secondary" data-testid="map-card-parking">
                {parkingGlance(hit, t, i18n.language, length).join(' · ')}
              </Typography>
            ) : null}
            {href ? (
              <Button component={LocaleLink} to={href} size="small" variant="contained" disableElevation sx={{ mt: 0.5, display: 'flex' }}>
                {t('search:map.seeRooms')}
              </Button>
            ) : null}
          </Box>
          {hit ? (
            <ResultPrice rate={hit.rate} />
          ) : (
            <ResultPrice rate={{ status: marker.rate_status, nightly: null, currency: null, nightly_usd: marker.nightly_usd, changed: marker.rate_changed }} />
          )}
        </Stack>
      </Box>
    </Paper>
  );
}
