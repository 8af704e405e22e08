import HotelIcon from '@mui/icons-material/Hotel';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import { Box, Stack, Typography } from '@mui/material';
import type { HotelSummary } from '@/api/schemas/hotels';
import { LocaleLink } from '../i18n/LocaleLink';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { DemoChip } from '../hotel/DemoMark';
import { Img } from '../hotel/Img';

export type BrandHotelCardProps = { hotel: HotelSummary };

/** One hotel of a brand, linking to its page. */
export function BrandHotelCard({ hotel }: BrandHotelCardProps) {
  const { t } = usePageNamespace('hotel');
  const place = [hotel.city, hotel.province].filter(Boolean).join(', ');
  return (
    <Box
      component={LocaleLink}
      to={`/hotels/${encodeURIComponent(hotel.slug)}`}
      sx={{ display: 'flex', gap: 1.5, p: 1, borderRadius: 2, border: 1, borderColor: 'divider', color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { borderColor: 'primary.main', bgcolor: '#f5f9fc' } }}
    >
      {hotel.thumbnail ? (
        <Img src={hotel.thumbnail} alt="" width={96} height={60} loading="lazy" decoding="async" sx={{ width: 96, height: 60, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
      ) : (
        <Box sx={{ width: 96, height: 60, borderRadius: 1, bgcolor: '#eef3f7', display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, color: 'text.secondary' }} aria-hidden="true">
          <HotelIcon />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3 }}>{hotel.hotelName}</Typography>
        {hotel.demo && <DemoChip />}
        {place && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {place}
          </Typography>
        )}
        {hotel.commercialParkingAvailable && (
          <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'success.dark' }}>
            <LocalParkingIcon sx={{ fontSize: 16 }} aria-hidden="true" />
            <Typography variant="body2">{t('hotel:facts.truckParking')}</Typography>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
