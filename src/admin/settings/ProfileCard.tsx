import { Alert, Card, CardContent, Divider, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, Loading, PasswordInput, SaveButton, TextInput, Toolbar, useNotify, useTranslate } from 'react-admin';
import { ApiError, api } from '@/api';
import { passwordChange, profileUpdate, type PasswordChange, type ProfileUpdate } from '@/api/schemas/users';
import { useRefreshIdentity } from '../auth/useRefreshIdentity';
import { useZodResolver } from '../form/useZodResolver';

const t = (key: string) => `resources.settings.${key}`;
export const ME_KEY = ['user', 'me'] as const;

/** An API refusal as react-admin's submission errors (each field's first message), or a notice when it names none. */
function useSubmissionErrors() {
  const notify = useNotify();
  return (error: unknown): Record<string, string> | undefined => {
    const fields = error instanceof ApiError ? Object.entries(error.errors) : [];
    if (fields.length) return Object.fromEntries(fields.map(([field, messages]) => [field, messages[0] ?? '']));
    notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    return undefined;
  };
}

const emptyPasswords: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

/**
 * "Your profile" on Account Settings: every staff member's own name, phone and password, whatever their permissions
 * over other users (the user menu's Profile opens it for those who cannot edit users).
 */
export function ProfileCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const fail = useSubmissionErrors();
  const refreshIdentity = useRefreshIdentity();
  const me = useQuery({ queryKey: ME_KEY, queryFn: () => api.user.me() });
  const profileResolver = useZodResolver(profileUpdate.pick({ first_name: true, last_name: true, phone: true }), { resource: 'users' });
  const passwordResolver = useZodResolver(passwordChange, { resource: 'users' });
  const saveProfile = useMutation({ mutationFn: (values: ProfileUpdate) => api.user.update(values) });
  const savePassword = useMutation({ mutationFn: (values: PasswordChange) => api.user.updatePassword(values) });
  // A changed password leaves the form empty again (a new form each time).
  const [passwordRound, setPasswordRound] = useState(0);
  if (me.isPending) return <Loading />;
  if (me.isError) return <Alert severity="error">{me.error.message}</Alert>;
  const { first_name, last_name, phone, email } = me.data;
  return (
    <Card id="profile">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(t('profile.title'))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('profile.intro'), { email })}
        </Typography>
        <Form
          noValidate
          record={{ first_name, last_name, phone: phone ?? '' }}
          resolver={profileResolver}
          onSubmit={async (values: Record<string, unknown>) => {
            try {
              queryClient.setQueryData(ME_KEY, await saveProfile.mutateAsync(values as ProfileUpdate));
              refreshIdentity();
              notify(t('profile.saved'), { type: 'success' });
            } catch (error) {
              return fail(error);
            }
          }}
        >
          <TextInput source="first_name" label="resources.users.fields.first_name" autoComplete="given-name" />
          <TextInput source="last_name" label="resources.users.fields.last_name" autoComplete="family-name" />
          <TextInput source="phone" label="resources.users.fields.phone" type="tel" autoComplete="tel" />
          <Toolbar sx={{ px: 0 }}>
            <SaveButton disabled={saveProfile.isPending} />
          </Toolbar>
        </Form>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate(t('profile.password'))}
        </Typography>
        <Form
          noValidate
          key={passwordRound}
          record={emptyPasswords}
          resolver={passwordResolver}
          onSubmit={async (values: Record<string, unknown>) => {
            try {
              const { message } = await savePassword.mutateAsync(values as PasswordChange);
              notify(message, { type: 'success' });
              setPasswordRound((n) => n + 1);
            } catch (error) {
              return fail(error);
            }
          }}
        >
          <PasswordInput source="current_password" label="fields.current_password" autoComplete="current-password" />
          <PasswordInput source="password" label="fields.password" autoComplete="new-password" />
          <PasswordInput source="password_confirmation" label="fields.password_confirmation" autoComplete="new-password" />
          <Toolbar sx={{ px: 0 }}>
            <SaveButton label={t('profile.changePassword')} disabled={savePassword.isPending} />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
}
