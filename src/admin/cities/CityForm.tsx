import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { cityInput } from '@/api/schemas';
import { CoordinateInputs } from '../form/CoordinateInputs';
import { FormColumn } from '../form/FormColumn';
import { useZodResolver } from '../form/useZodResolver';

/** The state choices follow the chosen country; changing the country clears the state. */
function CountryAndState() {
  const countryId = useWatch({ name: 'country_id' }) as number | null | undefined;
  const { setValue } = useFormContext();
  return (
    <>
      <ReferenceInput source="country_id" reference="geographic/countries" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} onChange={() => setValue('state_id', null, { shouldDirty: true })} />
      </ReferenceInput>
      <ReferenceInput source="state_id" reference="geographic/states" filter={countryId ? { country_id: countryId } : {}} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} disabled={!countryId} />
      </ReferenceInput>
    </>
  );
}

export function CityForm() {
  const resolver = useZodResolver(cityInput);
  return (
    <SimpleForm resolver={resolver}>
      <FormColumn>
        <TextInput source="name" />
        <CountryAndState />
        <CoordinateInputs />
      </FormColumn>
    </SimpleForm>
  );
}
