import WifiOffIcon from '@mui/icons-material/WifiOff';
import { Chip, Stack, Typography } from '@mui/material';
import { formatInstant } from '@/i18n/dates';
import { useLocale } from '../i18n/useLocale';
import { usePageNamespace } from '../i18n/usePageNamespace';

export type SavedAtNoteProps = { savedAt: string; offline: boolean };

/** When the device saved a card, and — with no network — the flag that says this is the saved copy, not live. */
export function SavedAtNote({ savedAt, offline }: SavedAtNoteProps) {
  const { t } = usePageNamespace('booking');
  const locale = useLocale();
  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      {offline && <Chip size="small" color="warning" icon={<WifiOffIcon />} label={t('booking:arrival.offline')} data-testid="offline-flag" />}
      <Typography variant="body2" color="text.secondary">
        {t('booking:arrival.savedAt', { time: formatInstant(savedAt, locale) })}
      </Typography>
    </Stack>
  );
}
