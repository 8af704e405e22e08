import { Box, Skeleton, Typography } from '@mui/material';
import type { Hotel } from '@/api/schemas/hotels';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { LazyHotelsMap } from '../map';
import { useInView } from './useInView';
import { useInteracted } from '../useInteracted';

const HEIGHT = { xs: 240, lg: 280 };

export type HotelLocationProps = { hotel: Pick<Hotel, 'id' | 'hotelName' | 'latitude' | 'longitude'> };

/** The hotel on the map (Leaflet downloads with it, not before: when it is near the screen and the visitor has acted). */
export function HotelLocation({ hotel }: HotelLocationProps) {
  const { t } = usePageNamespace('hotel');
  // Leaflet is the page's heaviest code: on a phone the map is far down, so it loads when scrolled near.
  const { ref, seen } = useInView<HTMLDivElement>('300px');
  // On a desktop it is in view at once, but nobody uses it before doing anything on the page: it loads after the
  // first interaction, not with the page (a visitor who came from a search has done so already).
  const interacted = useInteracted();
  if (hotel.latitude === null || hotel.longitude === null) {
    return <Typography color="text.secondary">{t('hotel:map.noPosition')}</Typography>;
  }
  const point = { id: hotel.id, latitude: hotel.latitude, longitude: hotel.longitude, label: hotel.hotelName };
  const label = t('hotel:map.label', { name: hotel.hotelName });
  return (
    <Box ref={ref}>
      {seen && interacted ? (
        <LazyHotelsMap
          points={[point]}
          highlightedId={hotel.id}
          center={{ latitude: hotel.latitude, longitude: hotel.longitude }}
          zoom={14}
          cluster={false}
          height={HEIGHT}
          ariaLabel={label}
        />
      ) : (
        <Skeleton variant="rectangular" sx={{ height: HEIGHT, borderRadius: 1 }} />
      )}
    </Box>
  );
}
