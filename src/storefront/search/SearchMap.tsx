import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Box, Button } from '@mui/material';
import { useMemo } from 'react';
import type { SearchMarker, SearchPlace } from '@/api';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { LazyHotelsMap, type MapHeight, type MapPoint, type MapView } from '../map';
import { useMoney } from '../money/useMoney';

export type SearchMapProps = {
  markers: SearchMarker[];
  place: SearchPlace | null;
  highlightedId: number | null;
  onMarkerClick(id: number): void;
  onHover(id: number | null): void;
  /** The user moved the map: offer to search there. */
  movedTo: MapView | null;
  onMoved(view: MapView): void;
  onSearchArea(): void;
  height: MapHeight;
  /** An "along my route" search's route, drawn under the hotels. */
  routeLine?: [number, number][];
};

/** The results on the map, priced in the display currency, with "search this area" once the map is moved. */
export function SearchMap({ markers, place, highlightedId, onMarkerClick, onHover, movedTo, onMoved, onSearchArea, height, routeLine }: SearchMapProps) {
  const { t } = usePageNamespace('search');
  const { format } = useMoney();
  const points = useMemo<MapPoint[]>(
    () =>
      markers.map((m) => ({
        id: m.id,
        latitude: m.latitude,
        longitude: m.longitude,
        label: m.hotelName,
        price: m.rate_status === 'available' && m.nightly_usd !== null ? format(m.nightly_usd, 'USD') : undefined,
      })),
    [markers, format],
  );
  // With nothing to show, look at the searched place instead of the whole continent.
  const center = !points.length && !routeLine?.length && place?.latitude != null && place.longitude != null ? { latitude: place.latitude, longitude: place.longitude } : null;
  return (
    <Box sx={{ position: 'relative', height }}>
      <LazyHotelsMap
        points={points}
        highlightedId={highlightedId}
        onMarkerClick={onMarkerClick}
        onHover={onHover}
        center={center}
        zoom={center ? 10 : undefined}
        height={height}
        ariaLabel={t('search:map.label')}
        cluster
        onMoveEnd={onMoved}
        line={routeLine}
      />
      {movedTo ? (
        <Button
          variant="contained"
          color="secondary"
          size="small"
          startIcon={<TravelExploreIcon />}
          onClick={onSearchArea}
          sx={{ position: 'absolute', top: 12, left: '50%', transform: 'translateX(-50%)', zIndex: 1000, boxShadow: 3 }}
          data-testid="search-area"
        >
          {t('search:map.searchArea')}
        </Button>
      ) : null}
    </Box>
  );
}
