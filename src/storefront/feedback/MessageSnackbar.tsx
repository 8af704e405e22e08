import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessages, isSuccess, SNACKBAR_TIMEOUT_MS } from './apiMessages';

/** Shows the api message (loaded with the first one): a green check when the status is 200, an error icon otherwise; gone after 5 s. */
export function MessageSnackbar() {
  const { t } = useTranslation();
  const message = useSyncExternalStore(apiMessages.subscribe, apiMessages.get, apiMessages.get);
  const ok = message ? isSuccess(message) : true;
  return (
    <Snackbar
      key={message?.id}
      open={Boolean(message)}
      autoHideDuration={SNACKBAR_TIMEOUT_MS}
      onClose={(_, reason) => reason !== 'clickaway' && apiMessages.clear()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={ok ? 'success' : 'error'}
        variant="filled"
        icon={ok ? <CheckCircleIcon fontSize="inherit" titleAccess={t('feedback.success')} /> : <ErrorOutlineIcon fontSize="inherit" titleAccess={t('feedback.error')} />}
        onClose={() => apiMessages.clear()}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {message?.message}
      </Alert>
    </Snackbar>
  );
}
