import { Box, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, type ProfileUpdate, type User } from '@/api';
import { profileUpdate } from '@/api/schemas';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { CountrySelect } from '@/storefront/forms/CountrySelect';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { useSession } from '@/storefront/session/sessionContext';

type Values = { first_name: string; last_name: string; phone: string; country_id: string };
const fields = ['first_name', 'last_name', 'phone', 'country_id'] as const;

const toValues = (user: User): Values => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
  country_id: user.country_id ? String(user.country_id) : '',
});

export function PersonalForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { setUser } = useSession();
  const form = useForm<Values, unknown, ProfileUpdate>({
    resolver: zodResolver<Values, typeof profileUpdate>(profileUpdate, t),
    defaultValues: toValues(user),
    mode: 'onTouched',
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const updated = await api.user.update(values);
      setUser(updated);
      form.reset(toValues(updated));
      apiMessages.show({ message: t('profile.saved'), status: 200 });
    } catch (error) {
      reportFormError(error, fields, form.setError, t);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.personal')}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('first_name')} label={t('common:fields.first_name')} autoComplete="given-name" required fullWidth />
          <TextField {...field('last_name')} label={t('common:fields.last_name')} autoComplete="family-name" required fullWidth />
        </Stack>
        <TextField label={t('common:fields.email')} value={user.email} fullWidth disabled helperText={t('profile.emailFixed')} id="field-email" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('phone')} label={t('common:fields.phone')} type="tel" autoComplete="tel" fullWidth />
          <CountrySelect name="country_id" control={form.control} label={t('common:fields.country_id')} autoComplete="country" fullWidth />
        </Stack>
        <Box>
          <SubmitButton busy={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
            {t('profile.savePersonal')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
