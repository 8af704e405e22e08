import { AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { stateInput } from '@/api/schemas';
import { CoordinateInputs } from '../form/CoordinateInputs';
import { FormColumn } from '../form/FormColumn';
import { useZodResolver } from '../form/useZodResolver';

export function StateForm() {
  const resolver = useZodResolver(stateInput);
  return (
    <SimpleForm resolver={resolver}>
      <FormColumn>
        <TextInput source="name" />
        <TextInput source="code" />
        <ReferenceInput source="country_id" reference="geographic/countries" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} />
        </ReferenceInput>
        <CoordinateInputs />
      </FormColumn>
    </SimpleForm>
  );
}
