import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api, type PasswordReset } from '@/api';
import { PASSWORD_MIN, passwordReset } from '@/api/schemas';
import { codeField } from '@/storefront/forms/codeField';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { PasswordField } from '@/storefront/forms/PasswordField';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { LocaleLink } from '@/storefront/i18n/LocaleLink';
import { keepReturn } from '@/storefront/session/returnTo';
import { useLocalePath } from '@/storefront/i18n/useLocale';
import { usePageTitle } from '@/storefront/usePageTitle';
import { AuthHeading } from './AuthHeading';

type Values = { email: string; pin: string; password: string; password_confirmation: string };
const fields = ['email', 'pin', 'password', 'password_confirmation'] as const;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const email = params.get('email') ?? '';
  const form = useForm<Values, unknown, PasswordReset>({
    resolver: zodResolver<Values, typeof passwordReset>(passwordReset, t, { password: t('auth.reset.newPassword') }),
    defaultValues: { email, pin: '', password: '', password_confirmation: '' },
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Checking the PIN first tells a wrong PIN apart before the new password is judged.
      await api.auth.verifyPin({ email: values.email, pin: values.pin });
      await api.auth.resetPassword(values);
      void navigate(localize(keepReturn(`/auth/login?email=${encodeURIComponent(values.email)}&reset=1`, params)));
    } catch (error) {
      reportFormError(error, fields, form.setError, t);
    }
  });

  return (
    <>
      <AuthHeading title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')} />
      {params.get('sent') ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('auth.reset.sent')}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.reset.title')}>
        <Stack spacing={2}>
          <TextField {...field('email')} label={t('common:fields.email')} type="email" autoComplete="email" required fullWidth autoFocus={!email} />
          <TextField
            {...codeField(field('pin', t('auth.reset.pinHint')))}
            label={t('common:fields.pin')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            fullWidth
            autoFocus={Boolean(email)}
            slotProps={{ htmlInput: { pattern: '[0-9]*', style: { letterSpacing: '0.4em', fontWeight: 600 } } }}
          />
          <PasswordField
            {...field('password', t('forms.passwordHint', { count: PASSWORD_MIN }))}
            label={t('auth.reset.newPassword')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <PasswordField {...field('password_confirmation')} label={t('common:fields.password_confirmation')} autoComplete="new-password" required fullWidth />
          <SubmitButton busy={form.formState.isSubmitting} fullWidth>
            {t('auth.reset.submit')}
          </SubmitButton>
        </Stack>
      </Box>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        <Link component={LocaleLink} to={keepReturn(`/auth/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`, params)}>
          {t('auth.reset.sendAgain')}
        </Link>
      </Typography>
    </>
  );
}
