import { Alert, Box, Button, CircularProgress, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Address, AddressInput } from '@/api';
import { addressInput } from '@/api/schemas';
import { useAppDataProvider } from '@/dataProvider';
import { useZodResolver } from '../form/useZodResolver';
import { CountryInput } from '../form/CountryInput';

function SubmitButton() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}>
      {translate('resources.users.address.save')}
    </Button>
  );
}

function AddressForm({ id, address }: { id: Identifier; address: Address }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const resolver = useZodResolver(addressInput, { resource: 'users' });
  const handleSubmit = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.updateUserAddress(id, values as AddressInput);
      queryClient.setQueryData(['userAddress', id], saved);
      notify('resources.users.address.saved', { type: 'success' });
    } catch (err) {
      const errors = (err as { body?: { errors?: Record<string, unknown> } }).body?.errors;
      if (errors) return errors;
      notify((err as Error).message, { type: 'error' });
    }
  };
  return (
    <Form record={address} resolver={resolver} onSubmit={handleSubmit} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, maxWidth: 840 }}>
        <TextInput source="line1" label="fields.line1" />
        <TextInput source="line2" label="fields.line2" />
        <TextInput source="city" label="fields.city" />
        <TextInput source="state" label="fields.state" />
        <TextInput source="postal_code" label="fields.postal_code" />
        <CountryInput source="country_id" label="fields.country_id" />
      </Box>
      <SubmitButton />
      <Typography component="span" variant="caption" sx={{ ml: 2 }} color="text.secondary">
        {translate('resources.users.address.help')}
      </Typography>
    </Form>
  );
}

/** The user's postal address, a sub-resource: GET and PUT /admin/users/{id}/address. */
export function UserAddressSection() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const id = record?.id;
  const { data, error, isPending } = useQuery({
    queryKey: ['userAddress', id],
    queryFn: () => dataProvider.userAddress(id!),
    enabled: id !== undefined,
  });
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="user-address-title" sx={{ px: 2, py: 3 }}>
      <Typography id="user-address-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.users.address.title')}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : (
        <AddressForm id={record.id} address={data} />
      )}
    </Box>
  );
}
