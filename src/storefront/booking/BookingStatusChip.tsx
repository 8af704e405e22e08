import { Chip, type ChipProps } from '@mui/material';
import { bookingStatusColor } from '@/api/bookingStatus';
import type { BookingStatus } from '@/api/schemas/bookings';
import { usePageNamespace } from '../i18n/usePageNamespace';

export type BookingStatusChipProps = { status: BookingStatus; size?: ChipProps['size'] };

export function BookingStatusChip({ status, size = 'small' }: BookingStatusChipProps) {
  const { t } = usePageNamespace('booking');
  return <Chip size={size} color={bookingStatusColor(status)} label={t(`booking:status.${status}`)} data-testid="booking-status" sx={{ fontWeight: 700 }} />;
}
