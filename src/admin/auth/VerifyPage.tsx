import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Form, Link, Navigate, TextInput, useAuthProvider, useBasename, useLocation, useLogin, useNotify, useTranslate } from 'react-admin';
import { ApiError, type VerifyCode } from '@/api';
import { codeDigits, verifyCode } from '@/api/schemas';
import type { AdminAuthProvider } from '@/authProvider';
import { toFormErrors } from '@/dataProvider';
import { useZodResolver } from '../form/useZodResolver';
import { AuthCard } from './AuthCard';
import { authErrorKey } from './authErrors';

/** Step two of the staff sign-in: the six-digit code from the email. */
export function VerifyPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const basename = useBasename();
  const location = useLocation();
  const authProvider = useAuthProvider<AdminAuthProvider>();
  const email = new URLSearchParams(location.search).get('email') ?? '';
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const resolver = useZodResolver(verifyCode);
  const defaults = useMemo(() => ({ email, code: '' }), [email]);

  if (!email) return <Navigate to={`${basename}/login`} replace />;

  const handleSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    setSubmitting(true);
    try {
      await login(values as VerifyCode);
      // Whatever react-admin knew about "who is signed in" belongs to the previous state.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.errors).length) return toFormErrors(err.errors);
      const { key, fallback } = authErrorKey(err);
      setError(translate(key, { _: fallback }));
    } finally {
      setSubmitting(false);
    }
  };

  const handleResend = async () => {
    setError(null);
    setResending(true);
    try {
      if (await authProvider?.resendCode()) notify('verify.resent', { type: 'info' });
    } catch (err) {
      const { key, fallback } = authErrorKey(err);
      setError(translate(key, { _: fallback }));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard title={translate('verify.title')} subtitle={translate('verify.subtitle', { email })}>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      ) : null}
      <Form defaultValues={defaults} resolver={resolver} onSubmit={handleSubmit} noValidate>
        <TextInput
          source="code"
          label={translate('fields.code')}
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          // Only the digits of what is typed or pasted, six at most: a maxlength would cut a pasted ' 198 256 ' first.
          parse={codeDigits}
          inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }}
        />
        <Box sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" fullWidth disabled={submitting} startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}>
            {translate('verify.submit')}
          </Button>
        </Box>
      </Form>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between', alignItems: 'center' }}>
        <Link to={`${basename}/login?email=${encodeURIComponent(email)}`} variant="body2">
          {translate('verify.back')}
        </Link>
        {authProvider?.canResendCode() ? (
          <Button size="small" onClick={handleResend} disabled={resending}>
            {translate('verify.resend')}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
