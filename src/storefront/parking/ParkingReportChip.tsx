import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Chip } from '@mui/material';
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
    />
  );
}
