import CancelIcon from '@mui/icons-material/EventBusy';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Booking } from '@/api/schemas/bookings';
import { useAppDataProvider } from '@/dataProvider';
import { staffMayCancel } from './bookingFormat';

const REASON_MAX = 500;

export type CancelBookingButtonProps = { booking: Booking };

/** Staff with change_booking cancel a confirmed or pending booking, with an optional reason kept in its history. */
export function CancelBookingButton({ booking }: CancelBookingButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const titleId = useId();
  const { canAccess = false } = useCanAccess({ resource: 'bookings', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);

  if (!canAccess || !staffMayCancel(booking.status)) return null;

  const handleClose = () => {
    if (!saving) setOpen(false);
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await dataProvider.cancelBooking(booking.id, reason.trim() || undefined);
      notify('resources.bookings.notifications.cancelled', { type: 'success', messageArgs: { code: booking.confirmation_code } });
      setOpen(false);
      setReason('');
      refresh();
    } catch (err) {
      notify((err as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" size="small" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        {translate('resources.bookings.cancel.button')}
      </Button>
      <Dialog open={open} onClose={handleClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={handleSubmit} noValidate>
          <DialogTitle id={titleId}>{translate('resources.bookings.cancel.title', { code: booking.confirmation_code })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate('resources.bookings.cancel.explain')}</DialogContentText>
            <TextField
              label={translate('resources.bookings.cancel.reason')}
              helperText={translate('resources.bookings.cancel.reasonHelp')}
              value={reason}
              onChange={(e) => setReason(e.target.value.slice(0, REASON_MAX))}
              multiline
              minRows={2}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={handleClose} disabled={saving}>
              {translate('resources.bookings.cancel.keep')}
            </Button>
            <Button type="submit" color="error" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : null}>
              {translate('resources.bookings.cancel.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
