import { Alert, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CheckboxGroupInput, useTranslate } from 'react-admin';
import { FRONT_DESK_24H_AMENITY } from '@/api/schemas/reach';
import { useAppDataProvider } from '@/dataProvider';
import { AmenityIcon } from '../amenities/AmenityIcon';
import { FormSection, FullRow } from '../form/FormSection';
import { hotelLabel } from './hotelRecord';

/**
 * The hotel's amenities, picked from every amenity (GET /admin/amenities/all), featured ones first. "24-hour front
 * desk" is shown but not picked: it follows the front-desk hours of the Arrival section (the facts decide).
 */
export function AmenitiesInput() {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['amenities', 'all'],
    queryFn: ({ signal }) => dataProvider.allAmenities(signal),
    staleTime: 60_000,
  });
  return (
    <FormSection title="resources.hotels.sections.amenities" columns={1}>
      <FullRow>
        {isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : error ? (
          <Alert severity="error">{(error as Error).message}</Alert>
        ) : (
          <CheckboxGroupInput
            source="amenity_ids"
            label={hotelLabel('amenity_ids')}
            choices={data.map((a) => ({ ...a, disabled: a.key === FRONT_DESK_24H_AMENITY }))}
            helperText="resources.hotels.help.frontDeskAmenity"
            // In the staff member's language by the catalogue key, as the storefront names it (staff's own name otherwise).
            optionText={(a: { name: string; key: string | null; icon: string | null }) => (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <AmenityIcon icon={a.icon} fontSize="small" />
                {a.key ? translate(`resources.amenities.keys.${a.key}`, { _: a.name }) : a.name}
              </span>
            )}
            translateChoice={false}
            sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } } }}
          />
        )}
      </FullRow>
    </FormSection>
  );
}
