import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BookingStatus } from '@/api/schemas/bookings';
import { statusColor } from './bookingFormat';

export type BookingStatusChipProps = { status: BookingStatus | undefined };

export function BookingStatusChip({ status }: BookingStatusChipProps) {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" color={statusColor(status)} label={translate(`resources.bookings.status.${status}`)} />;
}
