import { Alert, Box, Skeleton, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, type Address, type AddressInput } from '@/api';
import { addressInput } from '@/api/schemas';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { errorText } from '@/storefront/feedback/errorText';
import { CountrySelect } from '@/storefront/forms/CountrySelect';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';

type Values = { line1: string; line2: string; city: string; state: string; postal_code: string; country_id: string };
const fields = ['line1', 'line2', 'city', 'state', 'postal_code', 'country_id'] as const;
export const addressKey = ['user', 'address'] as const;

const toValues = (a: Address | undefined): Values => ({
  line1: a?.line1 ?? '',
  line2: a?.line2 ?? '',
  city: a?.city ?? '',
  state: a?.state ?? '',
  postal_code: a?.postal_code ?? '',
  country_id: a?.country_id ? String(a.country_id) : '',
});

export function AddressForm({ fallbackCountry }: { fallbackCountry: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const address = useQuery({ queryKey: addressKey, queryFn: () => api.user.address() });
  const form = useForm<Values, unknown, AddressInput>({
    resolver: zodResolver<Values, typeof addressInput>(addressInput, t),
    defaultValues: toValues(undefined),
    mode: 'onTouched',
  });
  const field = fieldProps(form, 'address');

  const { reset } = form;
  useEffect(() => {
    if (!address.data) return;
    const values = toValues(address.data);
    if (!values.country_id && fallbackCountry) values.country_id = String(fallbackCountry);
    reset(values);
  }, [address.data, fallbackCountry, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await api.user.updateAddress(values);
      queryClient.setQueryData(addressKey, saved);
      apiMessages.show({ message: t('profile.addressSaved'), status: 200 });
    } catch (error) {
      reportFormError(error, fields, form.setError, t);
    }
  });

  if (address.isPending) return <Skeleton variant="rounded" height={220} aria-label={t('common:loading')} />;
  if (address.isError) return <Alert severity="error">{errorText(address.error, t)}</Alert>;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.address')}>
      <Stack spacing={2}>
        <TextField {...field('line1')} label={t('common:fields.line1')} autoComplete="address-line1" required fullWidth />
        <TextField {...field('line2')} label={t('common:fields.line2')} autoComplete="address-line2" fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('city')} label={t('common:fields.city')} autoComplete="address-level2" required fullWidth />
          <TextField {...field('state')} label={t('common:fields.state')} autoComplete="address-level1" fullWidth />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('postal_code')} label={t('common:fields.postal_code')} autoComplete="postal-code" fullWidth />
          <CountrySelect id="address-country_id" name="country_id" control={form.control} label={t('common:fields.country_id')} autoComplete="country-name" required fullWidth />
        </Stack>
        <Box>
          <SubmitButton busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            {t('profile.saveAddress')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
