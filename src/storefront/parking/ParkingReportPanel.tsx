import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BookingParkingReport } from '@/api/schemas/parkingReports';
import { ParkingReportEntry } from './ParkingReportChip';
import { ParkingReportForm } from './ParkingReportForm';

/** A booking that may report tonight: the driver's report once made, the form until then. */
export function ParkingReportPanel({ state }: { state: BookingParkingReport }) {
  const { t } = useTranslation();
  if (!state.report) return <ParkingReportForm bookingId={state.booking_id} night={state.night} />;
  return (
    <Stack spacing={1} data-testid="my-parking-report">
      <Typography sx={{ fontWeight: 700 }}>{t('common:parkingReport.yours')}</Typography>
      <ParkingReportEntry report={state.report} />
    </Stack>
  );
}
