import LanguageIcon from '@mui/icons-material/Language';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link, Stack, Typography } from '@mui/material';
import type { Hotel } from '@/api/schemas/hotels';
import { usePageNamespace } from '../i18n/usePageNamespace';

export type HotelContactProps = { hotel: Pick<Hotel, 'phone' | 'website' | 'hotelName'> };

const isWebLink = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);

/** Phone and website, each only when the hotel shows it (the API sends null for a hidden one). */
export function HotelContact({ hotel }: HotelContactProps) {
  const { t } = usePageNamespace('hotel');
  const website = hotel.website && isWebLink(hotel.website) ? hotel.website : null;
  if (!hotel.phone && !website) return null;
  return (
    <Stack spacing={1.5} data-testid="hotel-contact">
      {hotel.phone && (
        <Stack direction="row" spacing={1} alignItems="center">
          <PhoneIcon color="primary" fontSize="small" aria-hidden="true" />
          <Link href={`tel:${hotel.phone.replace(/[^0-9+]/g, '')}`} aria-label={t('hotel:contact.call', { phone: hotel.phone })}>
            <bdi>{hotel.phone}</bdi>
          </Link>
        </Stack>
      )}
      {website && (
        <Stack direction="row" spacing={1} alignItems="center">
          <LanguageIcon color="primary" fontSize="small" aria-hidden="true" />
          <Link href={website} target="_blank" rel="noopener noreferrer">
            {t('hotel:contact.website')}
            <Typography component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              {t('hotel:contact.newTab')}
            </Typography>
          </Link>
        </Stack>
      )}
    </Stack>
  );
}
