import { useMemo } from 'react';
import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { stateInput } from '../../api/schemas';
import { CoordinateInputs } from '../form/CoordinateInputs';
import { zodResolver } from '../form/zodResolver';

export function StateForm() {
  const resolver = useMemo(() => zodResolver(stateInput, { emptyAsMissing: ['country_id'] }), []);
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 760 }}>
      <TextInput fullWidth source="name" />
      <TextInput fullWidth source="code" />
      <ReferenceInput source="country_id" reference="geographic/countries" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput fullWidth optionText="name" filterToQuery={(q) => ({ q })} />
      </ReferenceInput>
      <CoordinateInputs />
    </SimpleForm>
  );
}
