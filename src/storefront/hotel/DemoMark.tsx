import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A DEMO hotel's card mark: the hotel is made up (seeded catalogue), not a place a driver can stay at. */
export function DemoChip() {
  const { t } = useTranslation('common');
  return <Chip size="small" color="warning" variant="outlined" label={t('common:demo.badge')} title={t('common:demo.badgeLabel')} data-testid="demo-badge" />;
}

/** A DEMO hotel's page notice, shown at the top so nobody calls its phone or drives to its address. */
export function DemoNotice() {
  const { t } = useTranslation('common');
  return (
    <Alert severity="warning" icon={<ScienceOutlinedIcon fontSize="inherit" />} sx={{ mb: 2 }} data-testid="demo-notice">
      {t('common:demo.notice')}
    </Alert>
  );
}
