import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { blankHotel, hotelInput } from '@/api/schemas/hotels';
import { currencies, DEFAULT_CURRENCY } from '@/api/money';
import { FormColumn } from '../form/FormColumn';
import { FormSection, FullRow } from '../form/FormSection';
import { useZodResolver } from '../form/useZodResolver';
import { AmenitiesInput } from './AmenitiesInput';
import { hotelLabel, statusChoices } from './hotelRecord';
import { FrontDeskSection } from './FrontDeskSection';
import { LocationSection } from './LocationSection';
import { ParkingSection } from './ParkingSection';

export type HotelFormProps = { mode: 'create' | 'edit' };

const currencyChoices = Object.keys(currencies).map((code) => ({ id: code, name: code }));

/** Picking a brand fills in its brand and chain codes where they are still empty. */
function BrandInput() {
  const { getValues, setValue } = useFormContext();
  const handleChange = (_value: unknown, brand: RaRecord | '') => {
    if (!brand) return;
    if (!getValues('brandCode')) setValue('brandCode', brand.code ?? null, { shouldDirty: true });
    if (!getValues('chainCode') && brand.chain_code) setValue('chainCode', brand.chain_code, { shouldDirty: true });
  };
  return (
    <ReferenceInput source="brand_id" reference="brands" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
      <AutocompleteInput optionText="name" label={hotelLabel('brand_id')} filterToQuery={(q) => ({ q })} onChange={handleChange} />
    </ReferenceInput>
  );
}

/** Every hotel field of spec section 3, in sections; a new hotel opens with the spec's defaults. */
export function HotelForm({ mode }: HotelFormProps) {
  // The lot's price is typed in its currency's major units; every currency here has two minor digits (money.ts), so its
  // limit is said the same way whichever the form's currency.
  const resolver = useZodResolver(hotelInput, { resource: 'hotels', minorUnits: { paths: ['parking.price_minor'], currency: DEFAULT_CURRENCY } });
  return (
    <SimpleForm resolver={resolver} defaultValues={mode === 'create' ? blankHotel : undefined} warnWhenUnsavedChanges>
      <FormColumn wide>
        <FormSection title="resources.hotels.sections.hotel">
          <TextInput source="hotelName" label={hotelLabel('hotelName')} autoComplete="off" />
          <SelectInput source="status" label={hotelLabel('status')} choices={statusChoices} />
          <BrandInput />
          <SelectInput source="currency" label={hotelLabel('currency')} choices={currencyChoices} />
          <TextInput source="brandCode" label={hotelLabel('brandCode')} autoComplete="off" />
          <TextInput source="chainCode" label={hotelLabel('chainCode')} autoComplete="off" />
          {mode === 'edit' ? <TextInput source="slug" label={hotelLabel('slug')} helperText="resources.hotels.help.slug" autoComplete="off" /> : null}
          <BooleanInput source="available_on_derby" label={hotelLabel('available_on_derby')} helperText="resources.hotels.help.available_on_derby" />
          <FullRow>
            <TextInput source="description" label={hotelLabel('description')} multiline minRows={3} />
          </FullRow>
        </FormSection>
        <FormSection title="resources.hotels.sections.contact">
          <TextInput source="phone" label={hotelLabel('phone')} type="tel" autoComplete="off" />
          <TextInput source="website" label={hotelLabel('website')} type="url" autoComplete="off" helperText="resources.hotels.help.website" />
          <BooleanInput source="showContactInfo" label={hotelLabel('showContactInfo')} />
          <BooleanInput source="showWebsiteInfo" label={hotelLabel('showWebsiteInfo')} />
          <TextInput source="checkinTime" label={hotelLabel('checkinTime')} type="time" helperText="resources.hotels.help.checkinTime" InputLabelProps={{ shrink: true }} />
        </FormSection>
        <LocationSection />
        <FrontDeskSection />
        <ParkingSection />
        <AmenitiesInput />
      </FormColumn>
    </SimpleForm>
  );
}
