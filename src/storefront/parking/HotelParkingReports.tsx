import { Box, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PARKING_REPORT_LIVE_HOURS } from '@/api/parkingReports';
import { ParkingReportEntry } from './ParkingReportChip';
import { ParkingReportPanel } from './ParkingReportPanel';
import { useHotelParkingReports, useMyParkingReport } from './useParkingReports';

/**
 * The hotel page's "Tonight's truck parking": what drivers who stayed reported in the last hours, newest first, and
 * the form for a signed-in driver staying here now.
 */
export function HotelParkingReports({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation();
  const reports = useHotelParkingReports(hotelId);
  const mine = useMyParkingReport(hotelId);
  const list = reports.data?.data;
  const state = mine.data?.data;
  // The driver's report is in the list too, each answer aged by its own clock ("now" beside "1 minute ago"): drawn
  // from the list's answer wherever it is there, the page says one age for it.
  const own = state?.report ? { ...state, report: list?.find((r) => r.id === state.report?.id) ?? state.report } : state;
  return (
    <Box data-testid="hotel-parking-reports">
      <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('common:parkingReport.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('common:parkingReport.byDrivers', { count: PARKING_REPORT_LIVE_HOURS })}
      </Typography>
      {reports.error && !list ? (
        <Typography variant="body2" color="text.secondary">
          {t('common:parkingReport.loadFailed')}
        </Typography>
      ) : !list ? (
        <Skeleton variant="rounded" height={32} />
      ) : list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="parking-reports-none">
          {t('common:parkingReport.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((report) => (
            <li key={report.id}>
              <ParkingReportEntry report={report} />
            </li>
          ))}
        </Stack>
      )}
      {own ? (
        <>
          <Divider sx={{ my: 2 }} />
          <ParkingReportPanel state={own} />
        </>
      ) : null}
    </Box>
  );
}
