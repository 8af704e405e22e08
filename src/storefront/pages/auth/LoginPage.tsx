import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '@/api';
import { credentials } from '@/api/schemas';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { PasswordField } from '@/storefront/forms/PasswordField';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';
import { useLocalePath } from '@/storefront/i18n/useLocale';
import { keepReturn, returnPath } from '@/storefront/session/returnTo';
import { useSession } from '@/storefront/session/sessionContext';
import { usePageTitle } from '@/storefront/usePageTitle';
import { AuthHeading } from './AuthHeading';

type Values = { email: string; password: string };
const fields = ['email', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const { signIn } = useSession();
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver<Values, typeof credentials>(credentials, t),
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });
  const field = fieldProps(form);
  const typedEmail = form.watch('email').trim();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await api.auth.login(values);
      signIn(response);
      apiMessages.show({ message: t('auth.login.welcome', { name: response.user.first_name }), status: 200 });
      // Back to the page that asked for a sign-in (a reservation), else home.
      void navigate(returnPath(params) ?? localize('/'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email_not_verified') {
        void navigate(localize(keepReturn(`/auth/verify-email?email=${encodeURIComponent(values.email)}&unverified=1`, params)));
        return;
      }
      reportFormError(error, fields, form.setError, t);
    }
  });

  return (
    <>
      <AuthHeading title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} />
      {params.get('reset') ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('auth.login.resetDone')}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.login.title')}>
        <Stack spacing={2}>
          <TextField {...field('email')} label={t('common:fields.email')} type="email" autoComplete="email" required fullWidth autoFocus={!params.get('email')} />
          <PasswordField {...field('password')} label={t('common:fields.password')} autoComplete="current-password" required fullWidth />
          <Box sx={{ textAlign: 'end' }}>
            {/* The address typed here goes along: the reset asks for it first. */}
            <Link component={LocaleLink} to={keepReturn(typedEmail ? `/auth/forgot-password?email=${encodeURIComponent(typedEmail)}` : '/auth/forgot-password', params)} variant="body2">
              {t('auth.login.forgot')}
            </Link>
          </Box>
          <SubmitButton busy={form.formState.isSubmitting} fullWidth>
            {t('auth.login.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {t('auth.login.noAccount')}{' '}
        <Link component={LocaleLink} to={keepReturn('/auth/register', params)} sx={{ fontWeight: 600 }}>
          {t('auth.login.join')}
        </Link>
      </Typography>
    </>
  );
}
