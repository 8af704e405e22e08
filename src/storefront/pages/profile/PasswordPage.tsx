import { Box, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, type PasswordChange } from '@/api';
import { PASSWORD_MIN, passwordChange } from '@/api/schemas';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { PasswordField } from '@/storefront/forms/PasswordField';
import { reportFormError } from '@/storefront/forms/reportError';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { usePageTitle } from '@/storefront/usePageTitle';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfileShell, Section } from './ProfileShell';

type Values = { current_password: string; password: string; password_confirmation: string };
const fields = ['current_password', 'password', 'password_confirmation'] as const;
const empty: Values = { current_password: '', password: '', password_confirmation: '' };

export function PasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('password.title'));
  const form = useForm<Values, unknown, PasswordChange>({
    resolver: zodResolver<Values, typeof passwordChange>(passwordChange, t, { password: t('password.new') }),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const field = fieldProps(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await api.user.updatePassword(values);
      form.reset(empty);
      apiMessages.show({ message: response.message, status: 200 });
    } catch (error) {
      reportFormError(error, fields, form.setError, t);
    }
  });

  return (
    <ProfileShell tab="password">
      <Box sx={{ maxWidth: 560 }}>
        <Section title={t('password.heading')} description={t('password.hint')}>
          <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('password.heading')}>
            <Stack spacing={2}>
              <PasswordField {...field('current_password')} label={t('common:fields.current_password')} autoComplete="current-password" required fullWidth />
              <PasswordField
                {...field('password', t('forms.passwordHint', { count: PASSWORD_MIN }))}
                label={t('password.new')}
                autoComplete="new-password"
                required
                fullWidth
              />
              <PasswordField {...field('password_confirmation')} label={t('common:fields.password_confirmation')} autoComplete="new-password" required fullWidth />
              <Box>
                <SubmitButton busy={form.formState.isSubmitting}>{t('password.submit')}</SubmitButton>
              </Box>
            </Stack>
          </Box>
        </Section>
        <Box sx={{ mt: 3 }}>
          <DeleteAccountSection />
        </Box>
      </Box>
    </ProfileShell>
  );
}
