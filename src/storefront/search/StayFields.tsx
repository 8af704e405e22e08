import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from './OutlinedField';
import { addDays, checkOutProblem, isIsoDate, localIsoDate, MAX_DAYS_AHEAD, MAX_STAY_NIGHTS, stayParams, stayProblems, stayProblemText, type Stay } from '@/api/stay';
import { messageTranslator } from '../forms/issueText';
import { useToday } from '../useToday';

export type StayFieldsProps = { value: Stay; onChange(stay: Stay): void; size?: 'small' | 'medium' };

/** True when the stay can be searched: the API's rules, with the traveller's own today. */
export function isStayValid(stay: Stay, now: Date = new Date()): boolean {
  return stayProblems(stay, localIsoDate(now)).length === 0;
}

/** Check-in and check-out as the phone's own date pickers (no date library on the home page). */
export function StayFields({ value, onChange, size = 'medium' }: StayFieldsProps) {
  const { t } = useTranslation('storefront');
  const today = useToday();
  const handleCheckIn = (checkIn: string) => {
    // Moving check-in past check-out keeps a one-night stay rather than an impossible one.
    onChange({ checkIn, checkOut: !isIsoDate(checkIn) || !checkOutProblem(checkIn, value.checkOut) ? value.checkOut : addDays(checkIn, 1) });
  };
  const problems = stayProblems(value, today);
  const tr = messageTranslator(t, { [stayParams.checkIn]: t('search.checkIn'), [stayParams.checkOut]: t('search.checkOut') });
  // A date picker left empty is only marked; a date that breaks a rule says which.
  const problemText = (field: keyof Stay) => {
    const problem = problems.find((p) => p.field === field && p.rule !== 'format');
    return problem ? stayProblemText(problem, stayParams, tr) : null;
  };
  const checkInError = problemText('checkIn');
  const checkOutError = problemText('checkOut');
  const common = { type: 'date', size, fullWidth: true, required: true, sx: { bgcolor: 'background.paper', borderRadius: 1 } } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minWidth: { md: 320 } }}>
      <OutlinedField
        {...common}
        label={t('search.checkIn')}
        value={value.checkIn}
        onChange={(e) => handleCheckIn(e.target.value)}
        error={problems.some((p) => p.field === 'checkIn')}
        helperText={checkInError}
        inputLabel={{ shrink: true }}
        htmlInput={{ min: today, max: addDays(today, MAX_DAYS_AHEAD), 'data-testid': 'check-in' }}
      />
      <OutlinedField
        {...common}
        label={t('search.checkOut')}
        value={value.checkOut}
        onChange={(e) => onChange({ ...value, checkOut: e.target.value })}
        error={problems.some((p) => p.field === 'checkOut')}
        helperText={checkOutError}
        inputLabel={{ shrink: true }}
        htmlInput={{ min: isIsoDate(value.checkIn) ? addDays(value.checkIn, 1) : today, max: isIsoDate(value.checkIn) ? addDays(value.checkIn, MAX_STAY_NIGHTS) : undefined, 'data-testid': 'check-out' }}
      />
    </Box>
  );
}
