import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip } from '@mui/material';
import type { SearchHit } from '@/api';
import { hazmatOf, rigFit, rigNeedOf } from '@/api/rigFit';
import { formatLength } from '@/api/units';
import { useTranslation } from 'react-i18next';
import { useDistanceUnit } from '../layout/useDistanceUnit';
import { useOptionalUser } from '../session/sessionContext';

const colors = { fits: 'success', bobtail_only: 'warning', too_long: 'error', no_hazmat: 'error', unknown: 'default' } as const;

/** Whether the driver's rig (or, with none saved, a full rig) fits this hotel's lot, at a glance. */
export function FitBadge({ hit }: { hit: Pick<SearchHit, 'commercialParkingAvailable' | 'parking'> }) {
  // Common words: the hotel page shows the badge too, without the search page's words.
  const { t, i18n } = useTranslation();
  const user = useOptionalUser();
  const { length } = useDistanceUnit();
  const rig = rigNeedOf(user?.rig ?? null);
  const fit = rigFit(hit, rig);
  if (fit === 'no_parking') return null;
  const label =
    fit === 'fits'
      ? t(rig ? 'common:fit.fitsRig' : 'common:fit.fitsFullRig')
      : fit === 'too_long'
        ? t('common:fit.tooLong', { length: formatLength(hit.parking.max_length_ft!, i18n.language, length) })
        : t(`common:fit.${fit}`);
  return <Chip size="small" color={colors[fit]} variant={fit === 'unknown' ? 'outlined' : 'filled'} icon={<LocalShippingIcon aria-hidden="true" />} label={label} data-testid="fit-badge" data-fit={fit} />;
}

/**
 * Whether the lot takes hazmat loads, on a result card: said yes or no, or for a driver whose rig hauls hazmat, that
 * nobody has said (such a lot stays in "fits my rig", marked unknown). Nothing without truck parking.
 */
export function HazmatChip({ hit }: { hit: Pick<SearchHit, 'commercialParkingAvailable' | 'parking'> }) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  const hazmat = hazmatOf(hit.parking);
  if (!hit.commercialParkingAvailable || (hazmat === 'unknown' && !user?.rig?.hazmat)) return null;
  const color = hazmat === 'yes' ? 'success' : hazmat === 'no' ? 'error' : 'default';
  return <Chip size="small" variant="outlined" color={color} icon={<ReportProblemIcon aria-hidden="true" />} label={t(`common:hazmat.${hazmat}`)} data-testid="hazmat-chip" data-hazmat={hazmat} />;
}

/** The parking facts a card has room for: spaces, longest vehicle, fee, and what keeps the lot safe. */
export function parkingGlance(hit: Pick<SearchHit, 'parking'>, t: (key: string, values?: Record<string, unknown>) => string, locale: string, unit: 'ft' | 'm'): string[] {
  const p = hit.parking;
  return [
    p.spaces ? t('search:result.spaces', { spaces: p.spaces }) : null,
    p.max_length_ft !== null ? t('search:result.maxLength', { length: formatLength(p.max_length_ft, locale, unit) }) : null,
    t(`search:result.fee.${p.fee}`),
    ...(['lit', 'fenced', 'camera'] as const).filter((k) => p[k]).map((k) => t(`search:result.security.${k}`)),
  ].filter((s): s is string => Boolean(s));
}
