import { Alert, Typography } from '@mui/material';
import type { SearchRouteSummary } from '@/api';
import { formatDistance } from '@/api/units';
import { usePageNamespace } from '../../i18n/usePageNamespace';
import { useDistanceUnit } from '../../layout/useDistanceUnit';

export type RouteSummaryProps = { route: SearchRouteSummary };

/**
 * Which route the results follow, and what went wrong with it: an end we could not place, or a routing service that
 * could not give the road (then the straight line stands in, and the driver is told).
 */
export function RouteSummary({ route }: RouteSummaryProps) {
  const { t, i18n } = usePageNamespace('search');
  const { unit } = useDistanceUnit();
  const distance = (km: number) => formatDistance(km, i18n.language, unit);
  if (route.from === null || route.to === null) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="route-problem">
        {t(route.from === null ? 'search:route.fromNotFound' : 'search:route.toNotFound')}
      </Alert>
    );
  }
  const values = { from: route.from, to: route.to, distance: distance(route.distance_km ?? 0), corridor: distance(route.corridor_km) };
  return (
    <>
      {route.fallback ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="route-fallback">
          {t('search:route.fallback', values)}
        </Alert>
      ) : null}
      <Typography variant="body2" sx={{ mt: route.fallback ? 1 : 2 }} data-testid="route-summary">
        {t(route.source === 'road' ? 'search:route.summaryRoad' : 'search:route.summaryStraight', values)}
      </Typography>
    </>
  );
}
