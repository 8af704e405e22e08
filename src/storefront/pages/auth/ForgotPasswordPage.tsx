import { Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '@/api';
import { emailOnly } from '@/api/schemas';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';
import { keepReturn } from '@/storefront/session/returnTo';
import { useLocalePath } from '@/storefront/i18n/useLocale';
import { usePageTitle } from '@/storefront/usePageTitle';
import { AuthHeading } from './AuthHeading';

type Values = { email: string };

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver<Values, typeof emailOnly>(emailOnly, t),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const field = fieldProps(form);

  // The answer is the same whether or not the address has an account, so the next step is too.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.auth.forgotPassword(values);
      void navigate(localize(keepReturn(`/auth/reset-password?email=${encodeURIComponent(values.email)}&sent=1`, params)));
    } catch (error) {
      reportFormError(error, ['email'], form.setError, t);
    }
  });

  return (
    <>
      <AuthHeading title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.title')}>
        <Stack spacing={2}>
          <TextField {...field('email')} label={t('common:fields.email')} type="email" autoComplete="email" required fullWidth autoFocus />
          <SubmitButton busy={form.formState.isSubmitting} fullWidth>
            {t('auth.forgot.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        <Link component={LocaleLink} to={keepReturn('/auth/reset-password', params)}>
          {t('auth.forgot.havePin')}
        </Link>
        {' · '}
        <Link component={LocaleLink} to={keepReturn('/auth/login', params)}>
          {t('auth.forgot.backToLogin')}
        </Link>
      </Typography>
    </>
  );
}
