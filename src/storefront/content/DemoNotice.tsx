import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** DEMO content says so, plainly: sample text, not a real offer. */
export function DemoNotice() {
  const { t } = useTranslation('content');
  return (
    <Alert severity="info" variant="outlined" data-testid="demo-notice" sx={{ my: 2 }}>
      {t('content:demo')}
    </Alert>
  );
}
