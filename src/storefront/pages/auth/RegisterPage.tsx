import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api, type Register } from '@/api';
import { PASSWORD_MIN, register } from '@/api/schemas';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { CountrySelect } from '@/storefront/forms/CountrySelect';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { PasswordField } from '@/storefront/forms/PasswordField';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';
import { keepReturn, returnPath } from '@/storefront/session/returnTo';
import { useLocalePath } from '@/storefront/i18n/useLocale';
import { usePageTitle } from '@/storefront/usePageTitle';
import { AuthHeading } from './AuthHeading';

type Values = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country_id: string;
  password: string;
  password_confirmation: string;
};
const fields = ['first_name', 'last_name', 'email', 'phone', 'country_id', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const navigate = useNavigate();
  const localize = useLocalePath();
  // The page that sent the driver to sign in (a booking), kept through joining and verifying.
  const [params] = useSearchParams();
  const form = useForm<Values, unknown, Register>({
    resolver: zodResolver<Values, typeof register>(register, t),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', country_id: '', password: '', password_confirmation: '' },
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Kept with the account too: the emailed code may be entered on another device, whose browser has no `next`.
      const response = await api.auth.register({ ...values, next: returnPath(params) ?? undefined });
      apiMessages.show({ message: response.message, status: 200 });
      void navigate(localize(keepReturn(`/auth/verify-email?email=${encodeURIComponent(response.email)}`, params)));
    } catch (error) {
      reportFormError(error, fields, form.setError, t);
    }
  });

  return (
    <>
      <AuthHeading title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.register.title')}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('first_name')} label={t('common:fields.first_name')} autoComplete="given-name" required fullWidth autoFocus />
            <TextField {...field('last_name')} label={t('common:fields.last_name')} autoComplete="family-name" required fullWidth />
          </Stack>
          <TextField {...field('email')} label={t('common:fields.email')} type="email" autoComplete="email" required fullWidth />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('phone')} label={t('common:fields.phone')} type="tel" autoComplete="tel" inputMode="tel" fullWidth />
            <CountrySelect name="country_id" control={form.control} label={t('common:fields.country_id')} autoComplete="country" fullWidth />
          </Stack>
          <PasswordField
            {...field('password', t('forms.passwordHint', { count: PASSWORD_MIN }))}
            label={t('common:fields.password')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <PasswordField {...field('password_confirmation')} label={t('common:fields.password_confirmation')} autoComplete="new-password" required fullWidth />
          <SubmitButton busy={form.formState.isSubmitting} fullWidth>
            {t('auth.register.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {t('auth.register.haveAccount')}{' '}
        <Link component={LocaleLink} to={keepReturn('/auth/login', params)} sx={{ fontWeight: 600 }}>
          {t('auth.register.signIn')}
        </Link>
      </Typography>
    </>
  );
}
