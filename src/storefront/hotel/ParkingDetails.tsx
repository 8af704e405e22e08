import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import StraightenIcon from '@mui/icons-material/Straighten';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { fromMinor } from '@/api/money';
import { hazmatOf } from '@/api/rigFit';
import type { Hotel } from '@/api/schemas/hotels';
import { useContentLanguage } from '../i18n/useContentLanguage';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { formatLength } from '@/api/units';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { useMoney } from '../money/useMoney';
import { FitBadge } from '../search/FitBadge';
import { toParagraphs } from './paragraphs';

export type ParkingDetailsProps = {
  hotel: Pick<Hotel, 'commercialParkingAvailable' | 'parking' | 'parkingDescription' | 'parkingDescription_i18n' | 'truckEntrance' | 'truckEntrance_i18n' | 'currency'>;
};

type Fact = { key: string; icon: ReactElement; text: string };

/** Whether a rig fits and what the lot is like: the facts a driver checks before pulling off the highway. */
export function ParkingDetails({ hotel }: ParkingDetailsProps) {
  const { t, i18n } = usePageNamespace('hotel');
  const { format, isConverted, own } = useMoney();
  const { length } = useDistanceUnit();
  const p = hotel.parking;
  const localized = useContentLanguage();
  const written = localized(hotel.parkingDescription, hotel.parkingDescription_i18n);
  const description = toParagraphs(written.text);
  const entrance = localized(hotel.truckEntrance, hotel.truckEntrance_i18n);
  // A date, not "3 days ago": the server and the browser must draw the same words.
  const checked = p.checked_at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(p.checked_at)) : null;

  if (!hotel.commercialParkingAvailable) {
    return (
      <Stack direction="row" spacing={1} alignItems="center" data-testid="parking-details">
        <DoNotDisturbOnIcon color="action" aria-hidden="true" />
        <Typography>{t('hotel:parking.none')}</Typography>
      </Stack>
    );
  }

  const lotCurrency = p.currency ?? hotel.currency;
  const fee = p.price_minor !== null ? fromMinor(p.price_minor, lotCurrency) : null;
  // Converted for the reader, with what the lot charges beside it: "$13.87 (CA$19.00)", as the rooms say it.
  const price = fee === null ? null : isConverted(lotCurrency) ? `${format(fee, lotCurrency)} (${own(fee, lotCurrency)})` : format(fee, lotCurrency);
  const facts: Fact[] = [
    { key: 'spaces', icon: <LocalParkingIcon />, text: p.spaces !== null ? t('hotel:parking.spaces', { count: p.spaces }) : t('hotel:parking.spacesUnknown') },
    { key: 'fit', icon: <LocalShippingIcon />, text: t(`hotel:parking.fit.${p.fit}`) },
    ...(p.max_length_ft !== null ? [{ key: 'length', icon: <StraightenIcon />, text: t('hotel:parking.maxLength', { length: formatLength(p.max_length_ft, i18n.language, length) }) }] : []),
    {
      key: 'fee',
      icon: <PaymentsIcon />,
      text: p.fee === 'free' ? t('hotel:parking.free') : price ? t('hotel:parking.paid', { price }) : t('hotel:parking.paidUnknown'),
    },
    { key: 'hazmat', icon: <ReportProblemIcon />, text: t(`hotel:parking.hazmat.${hazmatOf(p)}`) },
  ];
  const security = (['lit', 'fenced', 'camera'] as const).filter((k) => p[k]);

  return (
    <Box data-testid="parking-details">
      <Box sx={{ mb: 1.5 }}>
        <FitBadge hit={hotel} />
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr' } }}>
        {facts.map((f) => (
          <Stack component="li" key={f.key} direction="row" spacing={1.5} alignItems="center" data-testid={`parking-${f.key}`}>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
              {f.icon}
            </Box>
            <Typography>{f.text}</Typography>
          </Stack>
        ))}
      </Box>
      <Stack direction="row" useFlexGap spacing={1} flexWrap="wrap" sx={{ mt: 2 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {security.length ? (
          security.map((k) => (
            <Stack component="li" key={k} direction="row" spacing={0.5} alignItems="center" sx={{ px: 1.25, py: 0.5, borderRadius: 4, bgcolor: '#e7f3ec', color: '#1b5e20' }}>
              <CheckCircleIcon fontSize="small" aria-hidden="true" />
              <Typography sx={{ fontSize: 14, fontWeight: 600 }}>{t(`hotel:parking.${k}`)}</Typography>
            </Stack>
          ))
        ) : (
          <Typography component="li" color="text.secondary" sx={{ fontSize: 14 }}>
            {t('hotel:parking.noSecurity')}
          </Typography>
        )}
      </Stack>
      {entrance.text ? (
        <Box sx={{ mt: 2 }} data-testid="truck-entrance">
          <Typography sx={{ fontWeight: 700 }}>{t('hotel:parking.entrance')}</Typography>
          <Typography lang={entrance.lang} dir="auto" sx={{ whiteSpace: 'pre-line' }}>
            {entrance.text}
          </Typography>
        </Box>
      ) : null}
      {description.map((para, i) => (
        <Typography key={i} lang={written.lang} dir="auto" sx={{ mt: 2, whiteSpace: 'pre-line' }} data-testid="parking-description">
          {para}
        </Typography>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="parking-checked">
        {checked ? t('hotel:parking.checked', { date: checked }) : t('hotel:parking.notChecked')}
      </Typography>
    </Box>
  );
}
