import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { HotelSummary } from '@/api/schemas/hotels';
import { useAdminSettings } from '../AdminContext';
import { parkingFacts } from './parkingFacts';

/** A hotel's parking as chips (fit, spaces, fee, hazmat) and its security on a line under them. */
export function ParkingCell({ record }: { record: Partial<HotelSummary> }) {
  const translate = useTranslate();
  const { locale } = useAdminSettings();
  const facts = parkingFacts(record, locale);
  if (!facts) return <Typography variant="body2" color="text.secondary">{translate('resources.hotels.parkingFacts.none')}</Typography>;
  const security = facts.filter((f) => f.key === 'lit' || f.key === 'fenced' || f.key === 'camera');
  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {facts
          .filter((f) => !security.includes(f) && f.key !== 'maxLength')
          .map((f) => (
            <Chip
              key={f.key}
              size="small"
              variant={f.key === 'full_rig' || f.key === 'bobtail_only' ? 'filled' : 'outlined'}
              color={f.key === 'full_rig' ? 'success' : f.key === 'bobtail_only' ? 'warning' : f.key === 'hazmat_no' ? 'error' : 'default'}
              label={translate(`resources.hotels.parkingFacts.${f.key}`, f.values)}
            />
          ))}
      </Stack>
      {security.length ? (
        <Typography variant="caption" color="text.secondary">
          {security.map((f) => translate(`resources.hotels.parkingFacts.${f.key}`)).join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}

export function StatusChip({ status }: { status: string | undefined }) {
  const translate = useTranslate();
  return <Chip size="small" color={status === 'active' ? 'success' : 'default'} label={translate(`resources.hotels.status.${status ?? 'active'}`)} />;
}
