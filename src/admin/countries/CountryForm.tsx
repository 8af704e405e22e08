import { Box } from '@mui/material';
import { useMemo } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import { countryInput } from '../../api/schemas';
import { CoordinateInputs } from '../form/CoordinateInputs';
import { zodResolver } from '../form/zodResolver';

export function CountryForm() {
  const resolver = useMemo(() => zodResolver(countryInput), []);
  return (
    <SimpleForm resolver={resolver} sx={{ maxWidth: 760 }}>
      <TextInput fullWidth source="name" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 2, width: '100%', maxWidth: 720 }}>
        <TextInput fullWidth source="iso2" inputProps={{ maxLength: 2 }} />
        <TextInput fullWidth source="iso3" inputProps={{ maxLength: 3 }} />
        <TextInput fullWidth source="phone_code" />
        <TextInput fullWidth source="currency" inputProps={{ maxLength: 3 }} />
      </Box>
      <TextInput fullWidth source="flag" />
      <CoordinateInputs />
    </SimpleForm>
  );
}
