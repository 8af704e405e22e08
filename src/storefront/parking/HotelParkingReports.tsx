import { Box, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PARKING_REPORT_LIVE_HOURS } from '@/api/parkingReports';
import { ParkingReportChip } from './ParkingReportChip';
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
            <Stack component="li" key={report.id} spacing={0.5} alignItems="flex-start">
              <ParkingReportChip report={report} />
              {report.note ? (
                <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                  {report.note}
                </Typography>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      {mine.data?.data ? (
        <>
          <Divider sx={{ my: 2 }} />
          <ParkingReportPanel state={mine.data.data} />
        </>
      ) : null}
    </Box>
  );
}
