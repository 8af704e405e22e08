import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ParkingLevel } from '@/api/parkingReports';
import type { ParkingReport } from '@/api/schemas/parkingReports';
import { formatAge } from '@/i18n/dates';

export const levelColors = { plenty: 'success', tight: 'warning', full: 'error' } as const satisfies Record<ParkingLevel, string>;

/** A driver's report at a glance: "Truck parking: tight · 2 hours ago", coloured by how full the lot was. */
export function ParkingReportChip({ report }: { report: Pick<ParkingReport, 'level' | 'age_minutes'> }) {
  // Common words: the result card, the hotel page and the booking all show it.
  const { t, i18n } = useTranslation();
  return (
    <Chip
      size="small"
      color={levelColors[report.level]}
      icon={<LocalParkingIcon aria-hidden="true" />}
      label={`${t(`common:parkingReport.level.${report.level}`)} · ${formatAge(report.age_minutes, i18n.language)}`}
      data-testid="parking-report"
      data-level={report.level}
      // It wraps rather than ends in "…": on a phone's result card the age, the report's point, was cut off.
      sx={{ height: 'auto', minHeight: 24, py: '3px', '& .MuiChip-label': { whiteSpace: 'normal' } }}
    />
  );
}

/** A report and its note, drawn alike in the hotel's list and as the driver's own. */
export function ParkingReportEntry({ report }: { report: Pick<ParkingReport, 'level' | 'age_minutes' | 'note'> }) {
  return (
    <Stack spacing={0.5}>
      <Box>
        <ParkingReportChip report={report} />
      </Box>
      {report.note ? (
        <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }} data-testid="parking-report-note">
          {report.note}
        </Typography>
      ) : null}
    </Stack>
  );
}
