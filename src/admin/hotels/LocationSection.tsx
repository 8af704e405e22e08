import { Box, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection, FullRow } from '../form/FormSection';
import { hotelLabel } from './hotelRecord';
import { toCoordinate } from './mapModel';

// Leaflet is only downloaded when a hotel form opens.
const HotelLocationMap = lazy(() => import('./HotelLocationMap').then((m) => ({ default: m.HotelLocationMap })));

const MAP_HEIGHT = 320;

/** The address, and the coordinates typed or picked on the map (either one updates the other). */
export function LocationSection() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] }) as [unknown, unknown];
  const handlePick = (lat: number, lng: number) => {
    setValue('latitude', lat, { shouldDirty: true, shouldValidate: true });
    setValue('longitude', lng, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <FormSection title="resources.hotels.sections.location">
      <FullRow>
        <TextInput source="address" label={hotelLabel('address')} autoComplete="off" />
      </FullRow>
      <TextInput source="city" label={hotelLabel('city')} autoComplete="off" />
      <TextInput source="province" label={hotelLabel('province')} autoComplete="off" />
      <TextInput source="country" label={hotelLabel('country')} autoComplete="off" />
      <TextInput source="postal_code" label={hotelLabel('postal_code')} autoComplete="off" />
      <TextInput source="interstate_hwy" label={hotelLabel('interstate_hwy')} helperText="resources.hotels.help.interstate_hwy" autoComplete="off" />
      <Box />
      <TextInput source="latitude" label={hotelLabel('latitude')} inputProps={{ inputMode: 'decimal' }} autoComplete="off" />
      <TextInput source="longitude" label={hotelLabel('longitude')} inputProps={{ inputMode: 'decimal' }} autoComplete="off" />
      <FullRow>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} id="hotel-map-help">
          {translate('resources.hotels.map.help')}
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={MAP_HEIGHT} />}>
          <HotelLocationMap
            latitude={toCoordinate(latitude, 90)}
            longitude={toCoordinate(longitude, 180)}
            height={MAP_HEIGHT}
            label={translate('resources.hotels.map.label')}
            tilesFailedText={translate('resources.hotels.map.tilesFailed')}
            onPick={handlePick}
          />
        </Suspense>
      </FullRow>
    </FormSection>
  );
}
