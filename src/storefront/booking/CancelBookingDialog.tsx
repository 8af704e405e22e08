import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Booking } from '@/api/schemas/bookings';
import { errorText } from '../feedback/errorText';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { SubmitButton } from '../forms/SubmitButton';
import { CancelPolicyText } from './CancelPolicyText';

export type CancelBookingDialogProps = {
  booking: Booking;
  open: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Cancel this booking?" with the terms that apply, before anything is sent. */
export function CancelBookingDialog({ booking, open, busy, error, onConfirm, onClose }: CancelBookingDialogProps) {
  const { t } = usePageNamespace('booking');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="cancel-booking-title" maxWidth="xs" fullWidth>
      <DialogTitle id="cancel-booking-title">{t('booking:cancel.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>{t('booking:cancel.body', { code: booking.confirmation_code, hotel: booking.hotel.hotelName })}</DialogContentText>
        <CancelPolicyText policy={booking.cancel_policy} />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(error, t)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('booking:cancel.keep')}
        </Button>
        <SubmitButton type="button" busy={busy} color="error" size="medium" onClick={onConfirm}>
          {t('booking:cancel.confirm')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
