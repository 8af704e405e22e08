import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ComingSoonDialogProps = { open: boolean; onClose: () => void };

export function ComingSoonDialog({ open, onClose }: ComingSoonDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="coming-soon-title">
      <DialogTitle id="coming-soon-title">{t('common:comingSoon.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('common:comingSoon.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common:close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
