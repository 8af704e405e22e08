import { useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { cityInput } from '../../api/schemas';
import { CoordinateInputs } from '../form/CoordinateInputs';
import { zodResolver } from '../form/zodResolver';

/** The state choices follow the chosen country; changing the country clears the state. */
function CountryAndState() {
  const countryId = useWatch({ name: 'country_id' }) as number | null | undefined;
  const { setValue } = useFormContext();
  return (
    <>
      <ReferenceInput source="country_id" reference="geographic/countries" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput fullWidth
          optionText="name"
          filterToQuery={(q) => ({ q })}
         
          onChange={() => setValue('state_id', null, { shouldDirty: true })}
        />
      </ReferenceInput>
      <ReferenceInput source="state_id" reference="geographic/states" filter={countryId ? { country_id: countryId } : {}} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput fullWidth optionText="name" filterToQuery={(q) => ({ q })} disabled={!countryId} />
      </ReferenceInput>
    </>
  );
}

export function CityForm() {
  const resolver = useMemo(() => zodResolver(cityInput, { emptyAsMissing: ['country_id', 'state_id'] }), []);
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 760 }}>
      <TextInput fullWidth source="name" />
      <CountryAndState />
      <CoordinateInputs />
    </SimpleForm>
  );
}
