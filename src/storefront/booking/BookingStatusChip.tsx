import { Chip, type ChipProps } from '@mui/material';
import type { BookingStatus } from '../../api/schemas/bookings';
import { usePageNamespace } from '../i18n/usePageNamespace';

const colors: Record<BookingStatus, ChipProps['color']> = { pending: 'warning', confirmed: 'success', cancelled: 'default', failed: 'error' };

export type BookingStatusChipProps = { status: BookingStatus; size?: ChipProps['size'] };

export function BookingStatusChip({ status, size = 'small' }: BookingStatusChipProps) {
  const { t } = usePageNamespace('booking');
  return <Chip size={size} color={colors[status]} label={t(`booking:status.${status}`)} data-testid="booking-status" sx={{ fontWeight: 700 }} />;
}
