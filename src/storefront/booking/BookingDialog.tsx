import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Paper, Skeleton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { RetryBox } from '../feedback/RetryBox';
import { apiMessages } from '../feedback/apiMessages';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { ArrivalCardButton } from '../arrival/ArrivalCardButton';
import { deviceToday, keepsArrivalCard } from '../arrival/arrivalCard';
import { ParkingReportPanel } from '../parking/ParkingReportPanel';
import { BookingDetails } from './BookingDetails';
import { BookingStatusChip } from './BookingStatusChip';
import { CancelBookingDialog } from './CancelBookingDialog';
import { useBooking, useCancelBooking } from './useBookings';

export type BookingDialogProps = { id: number; onClose: () => void };

/** One booking in full, with its status history and, while the terms allow it, Cancel. */
export function BookingDialog({ id, onClose }: BookingDialogProps) {
  const { t } = usePageNamespace('booking');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useBooking(id);
  const cancel = useCancelBooking();
  const [confirming, setConfirming] = useState(false);
  const booking = query.data;

  const handleCancel = () => {
    cancel.cancelOnce(id, {
      onSuccess: (cancelled) => {
        setConfirming(false);
        apiMessages.show({ message: t('booking:cancel.done', { code: cancelled.confirmation_code }), status: 200 });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="booking-dialog-title">
      <DialogTitle id="booking-dialog-title" sx={{ paddingInlineEnd: '56px' }}>
        <Stack direction="row" spacing={1.5} alignItems="center" useFlexGap flexWrap="wrap">
          <span>{booking ? t('booking:history.dialogTitle', { code: booking.confirmation_code }) : t('common:loading')}</span>
          {booking && <BookingStatusChip status={booking.status} />}
        </Stack>
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('common:close')} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {query.error && !booking ? (
          <RetryBox message={t('booking:confirmation.loadFailed')} onRetry={() => query.refetch()} />
        ) : !booking ? (
          <Box role="status" aria-busy="true">
            <Skeleton variant="text" sx={{ fontSize: 24 }} />
            <Skeleton variant="rounded" height={300} />
          </Box>
        ) : (
          <>
            {booking.parking_report && (
              // Tonight's truck parking, while the stay allows a report: the one thing here a driver can add.
              <Paper variant="outlined" sx={{ p: 2, mb: 2.5 }}>
                <ParkingReportPanel state={booking.parking_report} />
              </Paper>
            )}
            <BookingDetails booking={booking} showHistory />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {booking && !booking.cancellable && booking.status === 'confirmed' && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 1 }}>
            {t('booking:cancel.notAllowed')}
          </Typography>
        )}
        {booking && keepsArrivalCard(booking, deviceToday()) && <ArrivalCardButton bookingId={booking.id} variant="outlined" />}
        {booking?.cancellable && (
          <Button color="error" onClick={() => setConfirming(true)}>
            {t('booking:cancel.open')}
          </Button>
        )}
        <Button onClick={onClose} variant="contained" disableElevation>
          {t('common:close')}
        </Button>
      </DialogActions>
      {booking && (
        <CancelBookingDialog
          booking={booking}
          open={confirming}
          busy={cancel.isPending}
          error={cancel.error}
          onConfirm={handleCancel}
          onClose={() => {
            setConfirming(false);
            cancel.reset();
          }}
        />
      )}
    </Dialog>
  );
}
