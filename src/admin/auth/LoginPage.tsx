import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, PasswordInput, TextInput, useLocation, useLogin, useTranslate } from 'react-admin';
import { ApiError, type Credentials } from '@/api';
import { credentials } from '@/api/schemas';
import { toFormErrors } from '@/dataProvider';
import { useZodResolver } from '../form/useZodResolver';
import { AuthCard } from './AuthCard';
import { authErrorKey } from './authErrors';

/** Step one of the staff sign-in: email and password; the server then mails a code. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const defaults = useMemo(() => ({ email: new URLSearchParams(location.search).get('email') ?? '', password: '' }), [location.search]);
  const resolver = useZodResolver(credentials);

  const handleSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    setSubmitting(true);
    try {
      await login(values as Credentials);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.errors).length) return toFormErrors(err.errors);
      const { key, fallback } = authErrorKey(err);
      setError(translate(key, { _: fallback }));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={translate('login.title')} subtitle={translate('login.subtitle')}>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      ) : null}
      <Form defaultValues={defaults} resolver={resolver} onSubmit={handleSubmit} noValidate>
        <TextInput source="email" type="email" label={translate('fields.email')} autoComplete="username" autoFocus fullWidth />
        <PasswordInput source="password" label={translate('fields.password')} autoComplete="current-password" fullWidth />
        <Box sx={{ mt: 1 }}>
          <Button type="submit" variant="contained" fullWidth disabled={submitting} startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}>
            {translate('login.submit')}
          </Button>
        </Box>
      </Form>
    </AuthCard>
  );
}
