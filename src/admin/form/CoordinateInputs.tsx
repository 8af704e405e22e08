import { Box } from '@mui/material';
import { TextInput } from 'react-admin';

/**
 * Latitude and longitude as text, so a wrong entry gets the spec's
 * 'latitude should be numbers.' instead of being silently dropped by a number field.
 */
export function CoordinateInputs() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <TextInput source="latitude" inputProps={{ inputMode: 'decimal' }} />
      <TextInput source="longitude" inputProps={{ inputMode: 'decimal' }} />
    </Box>
  );
}
