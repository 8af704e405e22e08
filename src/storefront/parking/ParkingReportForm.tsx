import { Alert, Box, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PARKING_NOTE_MAX, PARKING_REPORT_LIVE_HOURS, parkingLevels, type ParkingLevel } from '@/api/parkingReports';
import { formatStayDate } from '@/i18n/dates';
import { apiMessages } from '../feedback/apiMessages';
import { errorText } from '../feedback/errorText';
import { SubmitButton } from '../forms/SubmitButton';
import { levelColors } from './ParkingReportChip';
import { useSendParkingReport } from './useParkingReports';

export type ParkingReportFormProps = { bookingId: number; night: string };

/** Plenty of room, tight or full, and a short note: what a driver who stayed tells the next ones about tonight. */
export function ParkingReportForm({ bookingId, night }: ParkingReportFormProps) {
  const { t, i18n } = useTranslation();
  const send = useSendParkingReport(bookingId);
  const [level, setLevel] = useState<ParkingLevel | null>(null);
  const [note, setNote] = useState('');
  const id = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The level is picked and the note cannot be typed longer than the API takes; the API says what else is wrong.
    if (!level) return;
    send.mutate({ level, note }, { onSuccess: () => apiMessages.show({ message: t('common:parkingReport.sent', { count: PARKING_REPORT_LIVE_HOURS }), status: 200 }) });
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-ask`} data-testid="parking-report-form">
      <Stack spacing={1.5}>
        <Box>
          <Typography id={`${id}-ask`} sx={{ fontWeight: 700 }}>
            {t('common:parkingReport.ask')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('common:parkingReport.night', { date: formatStayDate(night, i18n.language) })}
          </Typography>
        </Box>
        <ToggleButtonGroup exclusive fullWidth size="small" value={level} onChange={(_, next: ParkingLevel | null) => next && setLevel(next)} aria-labelledby={`${id}-ask`}>
          {parkingLevels.map((l) => (
            <ToggleButton key={l} value={l} color={levelColors[l]}>
              {t(`common:parkingReport.choice.${l}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          id={`${id}-note`}
          label={t('common:parkingReport.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          helperText={t('common:parkingReport.noteHelp')}
          slotProps={{ htmlInput: { maxLength: PARKING_NOTE_MAX, dir: 'auto' } }}
          multiline
          maxRows={3}
          size="small"
          fullWidth
        />
        {send.error ? <Alert severity="error">{errorText(send.error, t)}</Alert> : null}
        <Box>
          <SubmitButton busy={send.isPending} disabled={!level} size="medium">
            {t('common:parkingReport.send')}
          </SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
