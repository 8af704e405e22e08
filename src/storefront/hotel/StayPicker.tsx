import { Stack, Typography } from '@mui/material';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { OutlinedField } from '../search/OutlinedField';
import { PartyFields } from '../search/PartyFields';
import type { Party, PartyChange } from '@/api/party';
import { addDays, MAX_DAYS_AHEAD, MAX_STAY_NIGHTS, nightsBetween, type Stay } from '@/api/stay';
import { useToday } from '../useToday';

export type StayPickerProps = { stay: Stay; onChange: (change: Partial<Stay>) => void; party: Party; onPartyChange: (change: PartyChange) => void };

/** Check-in, check-out, rooms and adults on the hotel page; the page keeps them in the URL. */
export function StayPicker({ stay, onChange, party, onPartyChange }: StayPickerProps) {
  const { t } = usePageNamespace('hotel');
  const today = useToday();
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'stretch', sm: 'center' }}>
      {/* The outlined TextField's own parts: TextField would bring its select mode's Menu and Modal to the page. */}
      <OutlinedField
        type="date"
        size="small"
        label={t('hotel:stay.checkIn')}
        value={stay.checkIn}
        onChange={(e) => e.target.value && onChange({ checkIn: e.target.value })}
        inputLabel={{ shrink: true }}
        htmlInput={{ min: today, max: addDays(today, MAX_DAYS_AHEAD) }}
      />
      <OutlinedField
        type="date"
        size="small"
        label={t('hotel:stay.checkOut')}
        value={stay.checkOut}
        onChange={(e) => e.target.value && onChange({ checkOut: e.target.value })}
        inputLabel={{ shrink: true }}
        htmlInput={{ min: addDays(stay.checkIn, 1), max: addDays(stay.checkIn, MAX_STAY_NIGHTS) }}
      />
      <PartyFields value={party} onChange={onPartyChange} />
      <Typography color="text.secondary" aria-live="polite">
        {t('hotel:stay.nights', { count: nights })}
      </Typography>
    </Stack>
  );
}
