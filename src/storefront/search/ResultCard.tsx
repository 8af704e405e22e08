import EditIcon from '@mui/icons-material/Edit';
import HotelIcon from '@mui/icons-material/Hotel';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import NearMeIcon from '@mui/icons-material/NearMe';
import { Box, Chip, IconButton, Link, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import type { SearchHit } from '@/api';
import { DemoChip } from '../hotel/DemoMark';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { formatDistance } from '@/api/units';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { ParkingReportChip } from '../parking/ParkingReportChip';
import { FitBadge, HazmatChip, parkingGlance } from './FitBadge';
import { RouteFacts } from './route/RouteFacts';
import { ResultPrice } from './ResultPrice';
import { ArrivalLine } from './hours/ArrivalLine';

export type ResultCardProps = {
  hit: SearchHit;
  /** The hotel page's query: the stay being searched. */
  stayQuery: string;
  active: boolean;
  canEdit: boolean;
  onHover(id: number | null): void;
};

function ParkingFacts({ hit }: { hit: SearchHit }) {
  const { t, i18n } = usePageNamespace('search');
  const { length } = useDistanceUnit();
  if (!hit.commercialParkingAvailable) return <Chip size="small" variant="outlined" label={t('search:result.noTruckParking')} />;
  return (
    <>
      <FitBadge hit={hit} />
      <HazmatChip hit={hit} />
      <Chip size="small" color="success" variant="outlined" icon={<LocalParkingIcon aria-hidden="true" />} label={t('search:result.truckParking')} />
      {parkingGlance(hit, t, i18n.language, length).map((fact) => (
        <Chip key={fact} size="small" variant="outlined" label={fact} data-testid="parking-fact" />
      ))}
    </>
  );
}

/**
 * One hotel of the results: picture, name, brand, distance, interstate, parking facts and the nightly price.
 * Memoised: hovering a card or a marker changes `active` on two cards only, so only those two render again.
 */
export const ResultCard = memo(function ResultCard({ hit, stayQuery, active, canEdit, onHover }: ResultCardProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit } = useDistanceUnit();
  const place = [hit.city, hit.province].filter(Boolean).join(', ');
  return (
    <Box
      component="article"
      id={`hotel-result-${hit.id}`}
      data-testid="hotel-result"
      data-hotel-id={hit.id}
      data-active={active || undefined}
      aria-labelledby={`hotel-result-${hit.id}-name`}
      // mouseover, not mouseenter: React misses the enter when the element last under the pointer was just removed
      // (the page swapped under a still mouse), and the same id again costs nothing.
      onMouseOver={() => onHover(hit.id)}
      onMouseLeave={() => onHover(null)}
      onFocus={() => onHover(hit.id)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onHover(null);
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '96px 1fr', sm: '160px 1fr auto' },
        gridTemplateAreas: { xs: '"img info" "img price"', sm: '"img info price"' },
        gap: { xs: 1.5, sm: 2 },
        p: 1.5,
        borderRadius: 2,
        border: 2,
        borderColor: active ? 'secondary.main' : 'divider',
        bgcolor: 'background.paper',
        scrollMarginTop: 80,
        transition: 'border-color .15s',
      }}
    >
      {hit.thumbnail ? (
        <Box component="img" src={hit.thumbnail} alt="" loading="lazy" decoding="async" sx={{ gridArea: 'img', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }} />
      ) : (
        <Box sx={{ gridArea: 'img', width: '100%', aspectRatio: '4 / 3', borderRadius: 1, bgcolor: '#eef3f7', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }} aria-hidden="true">
          <HotelIcon fontSize="large" />
        </Box>
      )}
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Link
            component={LocaleLink}
            to={`/hotels/${encodeURIComponent(hit.slug)}?${stayQuery}`}
            id={`hotel-result-${hit.id}-name`}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 700, fontSize: 17, lineHeight: 1.3 }}
          >
            {hit.hotelName}
          </Link>
          {canEdit ? (
            <IconButton component="a" href={`/admin/hotels/${hit.id}`} size="small" aria-label={t('search:result.editHotel', { name: hit.hotelName })} title={t('search:result.edit')} data-testid="edit-hotel">
              <EditIcon fontSize="small" />
            </IconButton>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap>
          {[hit.brand?.name, place].filter(Boolean).join(' · ')}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          {hit.detour_km !== null ? (
            <RouteFacts alongKm={hit.distance_km} detourKm={hit.detour_km} />
          ) : hit.distance_km !== null ? (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <NearMeIcon sx={{ fontSize: 16 }} aria-hidden="true" />
              {t('search:result.distance', { distance: formatDistance(hit.distance_km, i18n.language, unit) })}
            </Typography>
          ) : null}
          {hit.interstate_hwy ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {hit.interstate_hwy}
            </Typography>
          ) : null}
        </Stack>
        {hit.arrival ? <ArrivalLine arrival={hit.arrival} /> : null}
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
          {hit.demo ? <DemoChip /> : null}
          {hit.parkingReport ? <ParkingReportChip report={hit.parkingReport} /> : null}
          <ParkingFacts hit={hit} />
        </Stack>
      </Box>
      <Box sx={{ gridArea: 'price', display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end', minWidth: { sm: 110 } }}>
        <ResultPrice rate={hit.rate} />
      </Box>
    </Box>
  );
});
