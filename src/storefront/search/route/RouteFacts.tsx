import AltRouteIcon from '@mui/icons-material/AltRoute';
import NearMeIcon from '@mui/icons-material/NearMe';
import { Typography } from '@mui/material';
import { formatDistance } from '@/api/units';
import { usePageNamespace } from '../../i18n/usePageNamespace';
import { useDistanceUnit } from '../../layout/useDistanceUnit';

export type RouteFactsProps = { alongKm: number | null; detourKm: number };

/** A route search's hotel: how far along the route it is, and the detour off it. */
export function RouteFacts({ alongKm, detourKm }: RouteFactsProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit } = useDistanceUnit();
  const distance = (km: number) => formatDistance(km, i18n.language, unit);
  return (
    <>
      {alongKm !== null ? (
        <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="route-along">
          <NearMeIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {t('search:result.alongRoute', { distance: distance(alongKm) })}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }} data-testid="route-detour">
        <AltRouteIcon sx={{ fontSize: 16 }} aria-hidden="true" />
        {t('search:result.detour', { distance: distance(detourKm) })}
      </Typography>
    </>
  );
}
