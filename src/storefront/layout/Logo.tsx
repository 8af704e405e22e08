import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../i18n/LocaleLink';
import { PRIMARY } from '@/brandColour';

export type LogoProps = { tone?: 'light' | 'dark' };

/** The wordmark with its little truck-and-moon badge, linking home. */
export function Logo({ tone = 'light' }: LogoProps) {
  const { t } = useTranslation();
  const fg = tone === 'light' ? '#fff' : 'primary.main';
  return (
    <Box
      component={LocaleLink}
      to="/"
      aria-label={t('nav.homeLink')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: fg, textDecoration: 'none', flexShrink: 0 }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" sx={{ width: 32, height: 32, display: 'block' }}>
        <rect width="32" height="32" rx="8" fill={tone === 'light' ? '#fff' : PRIMARY} />
        <path d="M22.5 6.5a5 5 0 1 0 3 9 6 6 0 0 1-3-9z" fill="#f28c28" />
        <path
          d="M4 21.5V14h10v7.5M14 16.5h4.2l2.8 3v2H14"
          fill="none"
          stroke={tone === 'light' ? PRIMARY : '#fff'}
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <circle cx="8" cy="23.5" r="2" fill={tone === 'light' ? PRIMARY : '#fff'} />
        <circle cx="18" cy="23.5" r="2" fill={tone === 'light' ? PRIMARY : '#fff'} />
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 22, letterSpacing: '-0.02em', lineHeight: 1 }} dir="ltr">
        RigRest
      </Typography>
    </Box>
  );
}
