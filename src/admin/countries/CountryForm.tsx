import { Box } from '@mui/material';
import { SimpleForm, TextInput } from 'react-admin';
import { countryInput } from '@/api/schemas';
import { CoordinateInputs } from '../form/CoordinateInputs';
import { FormColumn } from '../form/FormColumn';
import { useZodResolver } from '../form/useZodResolver';

export function CountryForm() {
  const resolver = useZodResolver(countryInput);
  return (
    <SimpleForm resolver={resolver}>
      <FormColumn>
        <TextInput source="name" />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%' }}>
          <TextInput source="iso2" inputProps={{ maxLength: 2 }} />
          <TextInput source="iso3" inputProps={{ maxLength: 3 }} />
          <TextInput source="phone_code" />
          <TextInput source="currency" inputProps={{ maxLength: 3 }} />
        </Box>
        <TextInput source="flag" />
        <CoordinateInputs />
      </FormColumn>
    </SimpleForm>
  );
}
