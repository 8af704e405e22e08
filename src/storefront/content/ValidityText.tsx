import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const format = (iso: string, lng: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** 'Valid from 1 Dec 2026 until 31 Dec 2026', in the reader's language; nothing when open-ended both ways. */
export function ValidityText({ from, until }: { from: string | null; until: string | null }) {
  const { t, i18n } = useTranslation('content');
  if (!from && !until) return null;
  const key = from && until ? 'content:promotions.validBetween' : from ? 'content:promotions.validFrom' : 'content:promotions.validUntil';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t(key, { from: from ? format(from, i18n.language) : '', until: until ? format(until, i18n.language) : '' })}
    </Typography>
  );
}
