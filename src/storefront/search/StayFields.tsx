import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OutlinedField } from './OutlinedField';
import { addDays, isIsoDate, localIsoDate, MAX_NIGHTS, nightsBetween, type Stay } from './stayDates';

export type StayFieldsProps = { value: Stay; onChange(stay: Stay): void; size?: 'small' | 'medium' };

/** True when the stay can be searched: real dates, check-out after check-in, not too long. */
export function isStayValid(stay: Stay): boolean {
  return isIsoDate(stay.checkIn) && isIsoDate(stay.checkOut) && stay.checkOut > stay.checkIn && nightsBetween(stay.checkIn, stay.checkOut) <= MAX_NIGHTS;
}

/** Check-in and check-out as the phone's own date pickers (no date library on the home page). */
export function StayFields({ value, onChange, size = 'medium' }: StayFieldsProps) {
  const { t } = useTranslation('storefront');
  const today = localIsoDate(new Date());
  const handleCheckIn = (checkIn: string) => {
    // Moving check-in past check-out keeps a one-night stay rather than an impossible one.
    const keep = isIsoDate(checkIn) && isIsoDate(value.checkOut) && value.checkOut > checkIn && nightsBetween(checkIn, value.checkOut) <= MAX_NIGHTS;
    onChange({ checkIn, checkOut: keep || !isIsoDate(checkIn) ? value.checkOut : addDays(checkIn, 1) });
  };
  const checkOutError = isIsoDate(value.checkIn) && isIsoDate(value.checkOut) && value.checkOut <= value.checkIn ? t('search.checkOutAfter') : null;
  const common = { type: 'date', size, fullWidth: true, required: true, sx: { bgcolor: 'background.paper', borderRadius: 1 } } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minWidth: { md: 320 } }}>
      <OutlinedField
        {...common}
        label={t('search.checkIn')}
        value={value.checkIn}
        onChange={(e) => handleCheckIn(e.target.value)}
        error={!isIsoDate(value.checkIn)}
        inputLabel={{ shrink: true }}
        htmlInput={{ min: today, 'data-testid': 'check-in' }}
      />
      <OutlinedField
        {...common}
        label={t('search.checkOut')}
        value={value.checkOut}
        onChange={(e) => onChange({ ...value, checkOut: e.target.value })}
        error={Boolean(checkOutError) || !isIsoDate(value.checkOut)}
        helperText={checkOutError}
        inputLabel={{ shrink: true }}
        htmlInput={{ min: isIsoDate(value.checkIn) ? addDays(value.checkIn, 1) : today, max: isIsoDate(value.checkIn) ? addDays(value.checkIn, MAX_NIGHTS) : undefined, 'data-testid': 'check-out' }}
      />
    </Box>
  );
}
