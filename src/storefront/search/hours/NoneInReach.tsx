import { Button, Typography } from '@mui/material';
import { usePageNamespace } from '../../i18n/usePageNamespace';

/** The empty results of an hours search: nothing within reach, and the way to see what lies just past it. */
export function NoneInReach({ onShowBeyond }: { onShowBeyond(): void }) {
  const { t } = usePageNamespace('search');
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('search:hours.noneInReach')}
      </Typography>
      <Button sx={{ mt: 1 }} onClick={onShowBeyond} data-testid="show-beyond-reach">
        {t('search:hours.showBeyond')}
      </Button>
    </>
  );
}
