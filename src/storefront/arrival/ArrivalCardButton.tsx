import BadgeIcon from '@mui/icons-material/Badge';
import { Button } from '@mui/material';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';

export type ArrivalCardButtonProps = { bookingId: number; variant: 'contained' | 'outlined' };

/** Opens a confirmed booking's arrival card (saved on the device for offline use). */
export function ArrivalCardButton({ bookingId, variant }: ArrivalCardButtonProps) {
  const { t } = usePageNamespace('booking');
  return (
    <Button component={LocaleLink} to={`/book/arrival/${bookingId}`} variant={variant} disableElevation startIcon={<BadgeIcon />} sx={{ minHeight: 44 }}>
      {t('booking:arrival.openCard')}
    </Button>
  );
}
