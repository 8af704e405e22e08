import { Typography } from '@mui/material';
import type { Hotel } from '../../api/schemas/hotels';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { LazyHotelsMap } from '../map';

export type HotelLocationProps = { hotel: Pick<Hotel, 'id' | 'hotelName' | 'latitude' | 'longitude'> };

/** The hotel on the map (Leaflet downloads with it, not before). */
export function HotelLocation({ hotel }: HotelLocationProps) {
  const { t } = usePageNamespace('hotel');
  if (hotel.latitude === null || hotel.longitude === null) {
    return <Typography color="text.secondary">{t('hotel:map.noPosition')}</Typography>;
  }
  const point = { id: hotel.id, latitude: hotel.latitude, longitude: hotel.longitude, label: hotel.hotelName };
  return (
    <LazyHotelsMap
      points={[point]}
      highlightedId={hotel.id}
      center={{ latitude: hotel.latitude, longitude: hotel.longitude }}
      zoom={14}
      cluster={false}
      height={{ xs: 240, lg: 280 }}
      ariaLabel={t('hotel:map.label', { name: hotel.hotelName })}
    />
  );
}
