import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_ADULTS, MAX_ROOMS, type Party, type PartyChange } from '@/api/party';
import { MenuSelect } from '../forms/MenuSelect';

/** Each choice is passed on by itself (see changeParty): the page applies it to the party its URL holds by then. */
export type PartyFieldsProps = { value: Party; onChange: (change: PartyChange) => void; size?: 'small' | 'medium' };

const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: String(from + i) }));

/** Rooms and adults: what a search prices and a booking books (a team of two in one room, a convoy in three). */
export function PartyFields({ value, onChange, size = 'small' }: PartyFieldsProps) {
  const { t } = useTranslation('storefront');
  return (
    <Box role="group" aria-label={t('search.party')} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minWidth: 260 }}>
      <MenuSelect size={size} label={t('search.rooms')} value={value.rooms} options={counts(1, MAX_ROOMS)} onChange={(rooms) => onChange({ rooms })} data-testid="party-rooms" />
      {/* Each room needs an adult, so fewer adults than rooms are not offered. */}
      <MenuSelect size={size} label={t('search.adults')} value={value.adults} options={counts(value.rooms, MAX_ADULTS)} onChange={(adults) => onChange({ adults })} data-testid="party-adults" />
    </Box>
  );
}
