import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, type AccountDeletion } from '@/api';
import { accountDeletion } from '@/api/schemas';
import { apiMessages } from '@/storefront/feedback/apiMessages';
import { errorText } from '@/storefront/feedback/errorText';
import { fieldProps } from '@/storefront/forms/fieldProps';
import { PasswordField } from '@/storefront/forms/PasswordField';
import { applyServerErrors } from '@/storefront/forms/serverErrors';
import { SubmitButton } from '@/storefront/forms/SubmitButton';
import { zodResolver } from '@/storefront/forms/zodResolver';
import { useLocalePath } from '@/storefront/i18n/useLocale';
import { useSession } from '@/storefront/session/sessionContext';
import { Section } from './ProfileShell';

const empty: AccountDeletion = { password: '' };

/**
 * "Delete your account": behind a dialog that asks for the password again. What the server refuses (a stay still to
 * come, staff with the back office) is said in the dialog; once deleted, the driver is signed out here and lands home.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<AccountDeletion>({ resolver: zodResolver<AccountDeletion, typeof accountDeletion>(accountDeletion, t), defaultValues: empty, mode: 'onTouched' });
  // Its own ids: the password change above has a `password` field on the same page.
  const field = fieldProps(form, 'delete-account');
  const busy = form.formState.isSubmitting;

  // Emptied as it opens, not as it closes: Escape's blur would otherwise mark the just-emptied field as left blank.
  const show = () => {
    form.reset(empty);
    setRefusal(null);
    setOpen(true);
  };
  const close = () => {
    if (!busy) setOpen(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const { message } = await api.user.deleteAccount(values);
      await signOut();
      void navigate(localize('/'));
      apiMessages.show({ message, status: 200 });
    } catch (error) {
      if (!applyServerErrors(error, ['password'], form.setError)) setRefusal(errorText(error, t));
    }
  });

  return (
    <Section title={t('profile.deleteAccount.title')} description={t('profile.deleteAccount.hint')}>
      <Button variant="outlined" color="error" onClick={show}>
        {t('profile.deleteAccount.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" aria-describedby="delete-account-warning" maxWidth="xs" fullWidth>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <DialogTitle id="delete-account-title">{t('profile.deleteAccount.dialogTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText id="delete-account-warning" sx={{ mb: 2 }}>
              {t('profile.deleteAccount.dialogBody')}
            </DialogContentText>
            {refusal && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="delete-account-refused">
                {refusal}
              </Alert>
            )}
            <PasswordField {...field('password')} label={t('common:fields.password')} autoComplete="current-password" required fullWidth autoFocus />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {t('profile.deleteAccount.keep')}
            </Button>
            <SubmitButton busy={busy} color="error" size="medium">
              {t('profile.deleteAccount.confirm')}
            </SubmitButton>
          </DialogActions>
        </Box>
      </Dialog>
    </Section>
  );
}
