import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api, ApiError } from '@/api';
import { emailOnly, verifyCode } from '@/api/schemas';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { errorText } from '@/storefront/feedback/errorText';
import { codeField } from '@/storefront/forms/codeField';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { useLocalePath } from '@/storefront/i18n/useLocale';
import { useSession } from '@/storefront/session/sessionContext';
import { usePageTitle } from '@/storefront/usePageTitle';
import { AuthHeading } from './AuthHeading';
import { afterVerifyingElsewhere, keepReturn, returnPath } from '@/storefront/session/returnTo';

type Values = { email: string; code: string };
const fields = ['email', 'code'] as const;
export const RESEND_COOLDOWN_S = 30;

export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const { signIn } = useSession();
  const [cooldown, setCooldown] = useState(0);
  const [resending, setResending] = useState(false);
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver<Values, typeof verifyCode>(verifyCode, t, { code: t('auth.verify.code') }),
    defaultValues: { email: params.get('email') ?? '', code: '' },
  });
  const field = fieldProps(form);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await api.auth.verify(values);
      signIn(response);
      apiMessages.show({ message: t('auth.verify.done', { name: response.user.first_name }), status: 200 });
      // On to the booking that sent the driver to join (this browser's, else the one kept with the account), else home.
      void navigate(returnPath(params) ?? afterVerifyingElsewhere(localize, response.return_to) ?? localize('/'), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_verified') {
        apiMessages.show({ message: error.message, status: error.status });
        void navigate(localize(keepReturn(`/auth/login?email=${encodeURIComponent(values.email)}`, params)));
        return;
      }
      reportFormError(error, fields, form.setError, t);
    }
  });

  const handleResend = async () => {
    const parsed = emailOnly.safeParse({ email: form.getValues('email') });
    if (!parsed.success) {
      await form.trigger('email');
      return;
    }
    setResending(true);
    try {
      const response = await api.auth.resend(parsed.data);
      apiMessages.show({ message: response.message, status: 200 });
      setCooldown(RESEND_COOLDOWN_S);
    } catch (error) {
      apiMessages.show({ message: errorText(error, t), status: error instanceof ApiError ? error.status : 500 });
    } finally {
      setResending(false);
    }
  };

  return (
    <>
      <AuthHeading title={t('auth.verify.title')} subtitle={t('auth.verify.subtitle')} />
      {params.get('unverified') ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('auth.verify.unverified')}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('auth.verify.title')}>
        <Stack spacing={2}>
          <TextField {...field('email')} label={t('common:fields.email')} type="email" autoComplete="email" required fullWidth />
          <TextField
            {...codeField(field('code', t('auth.verify.codeHint')))}
            label={t('auth.verify.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { pattern: '[0-9]*', style: { letterSpacing: '0.4em', fontSize: 22, fontWeight: 600 } } }}
          />
          <SubmitButton busy={form.formState.isSubmitting} fullWidth>
            {t('auth.verify.submit')}
          </SubmitButton>
          <Button onClick={() => void handleResend()} disabled={resending || cooldown > 0}>
            {cooldown > 0 ? t('auth.verify.resendIn', { count: cooldown }) : t('auth.verify.resend')}
          </Button>
        </Stack>
      </Box>
    </>
  );
}
