import AppleIcon from '@mui/icons-material/Apple';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/Phone';
import ShopIcon from '@mui/icons-material/Shop';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { Box, Divider, IconButton, Link, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../i18n/LocaleLink';
import { Logo } from './Logo';
import type { SocialNetwork } from '@/api/schemas/settings';
import { useSession } from '../session/sessionContext';
import { isSiteAdmin } from '@/authProvider/permissions';
import { useSiteSettings } from './useSiteSettings';

const socialIcons: Record<SocialNetwork, ReactElement> = {
  facebook: <FacebookIcon />,
  x: <XIcon />,
  instagram: <InstagramIcon />,
  linkedin: <LinkedInIcon />,
  youtube: <YouTubeIcon />,
};

const linkSx = { color: 'rgba(255,255,255,0.8)', textDecoration: 'none', '&:hover, &:focus-visible': { color: '#fff', textDecoration: 'underline' } };

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5, color: '#fff', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link component={LocaleLink} to={to} sx={linkSx}>
        {children}
      </Link>
    </li>
  );
}

function StoreBadge({ href, icon, small, big }: { href: string; icon: ReactElement; small: string; big: string }) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        bgcolor: '#000',
        color: '#fff',
        border: '1px solid rgba(255,255,255,0.35)',
        textDecoration: 'none',
        minWidth: 150,
        '&:hover, &:focus-visible': { borderColor: '#fff' },
      }}
    >
      {icon}
      <Box sx={{ lineHeight: 1.1 }}>
        <Box component="span" sx={{ display: 'block', fontSize: 10, opacity: 0.85 }}>
          {small}
        </Box>
        <Box component="span" sx={{ display: 'block', fontSize: 16, fontWeight: 600 }}>
          {big}
        </Box>
      </Box>
    </Box>
  );
}

/** The public footer of spec section 2. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const site = useSiteSettings();
  const { user, status } = useSession();
  const socialLinks = (Object.keys(socialIcons) as SocialNetwork[]).flatMap((key) => (site.social_links[key] ? [{ key, href: site.social_links[key] }] : []));
  const phones = (['tollFree', 'international'] as const).flatMap((key) => (site.support_phones[key] ? [{ key, number: site.support_phones[key] }] : []));
  return (
    <Box component="footer" sx={{ bgcolor: '#062f4d', color: 'rgba(255,255,255,0.8)', mt: 'auto' }}>
      <Box
        sx={{
          maxWidth: 1280,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 4, md: 6 },
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.6fr 1fr 1fr 1.4fr' },
        }}
      >
        <Stack spacing={2}>
          <Logo />
          <Typography variant="body2" sx={{ maxWidth: 340 }}>
            {t('common:tagline')}
          </Typography>
          <Stack direction="row" spacing={0.5} component="ul" aria-label={t('footer.social')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {socialLinks.map((s) => (
              <li key={s.key}>
                <IconButton
                  component="a"
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`footer.socialNames.${s.key}`)}
                  sx={{ color: 'rgba(255,255,255,0.85)', '&:hover': { color: '#fff', bgcolor: 'rgba(255,255,255,0.1)' } }}
                >
                  {socialIcons[s.key]}
                </IconButton>
              </li>
            ))}
          </Stack>
          {site.app_links.apple || site.app_links.google ? (
            <Box>
              <Typography component="h2" sx={{ fontWeight: 700, fontSize: 13, mb: 1, color: '#fff' }}>
                {t('footer.getTheApp')}
              </Typography>
              <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
                {site.app_links.apple ? <StoreBadge href={site.app_links.apple} icon={<AppleIcon />} small={t('footer.appStoreSmall')} big="App Store" /> : null}
                {site.app_links.google ? <StoreBadge href={site.app_links.google} icon={<ShopIcon />} small={t('footer.googlePlaySmall')} big="Google Play" /> : null}
              </Stack>
            </Box>
          ) : null}
        </Stack>
        <Column title={t('footer.company')}>
          <FooterLink to="/">{t('footer.home')}</FooterLink>
          {/* Only for those who have not joined; a signed-in driver finds their bookings in its place. Neither while the
              session is not known (a kept token not yet read, or offline): that driver is no visitor. */}
          {status === 'signedOut' ? (
            <FooterLink to="/auth/register">{t('footer.join')}</FooterLink>
          ) : user && !isSiteAdmin(user) ? (
            <FooterLink to="/book/history">{t('nav.bookingHistory')}</FooterLink>
          ) : null}
          <FooterLink to="/faq">{t('footer.faq')}</FooterLink>
          <FooterLink to="/utility/help">{t('footer.help')}</FooterLink>
        </Column>
        <Column title={t('footer.explore')}>
          <FooterLink to="/brands">{t('footer.brands')}</FooterLink>
          <FooterLink to="/promotions">{t('footer.promotions')}</FooterLink>
          <FooterLink to="/advertise">{t('footer.advertise')}</FooterLink>
          <FooterLink to="/landing">{t('footer.owners')}</FooterLink>
        </Column>
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 1.5, color: '#fff', textTransform: 'uppercase', letterSpacing: '0.06em' }}>
            {t('footer.contact')}
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', mb: 1.5, fontSize: 14, lineHeight: 1.6 }} dir="ltr">
            {site.postal_address.map((line) => (
              <Box key={line}>{line}</Box>
            ))}
          </Box>
          <Stack spacing={0.75} sx={{ fontSize: 14 }}>
            {phones.map((p) => (
              <Stack key={p.key} direction="row" spacing={1} alignItems="center">
                <PhoneIcon fontSize="small" aria-hidden="true" />
                <span>
                  {t(`footer.phones.${p.key}`)}:{' '}
                  <Link href={`tel:${p.number.replace(/[^+\d]/g, '')}`} sx={{ ...linkSx, whiteSpace: 'nowrap' }} dir="ltr">
                    {p.number}
                  </Link>
                </span>
              </Stack>
            ))}
            {site.support_email ? (
              <Stack direction="row" spacing={1} alignItems="center">
                <EmailIcon fontSize="small" aria-hidden="true" />
                <Link href={`mailto:${site.support_email}`} sx={linkSx}>
                  {site.support_email}
                </Link>
              </Stack>
            ) : null}
          </Stack>
        </Box>
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)' }} />
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 3 }} justifyContent="space-between" sx={{ fontSize: 14 }}>
          <span>{t('footer.copyright', { year })}</span>
          <Stack direction="row" spacing={3} component="nav" aria-label={t('footer.legal')}>
            <Link component={LocaleLink} to="/terms" sx={linkSx}>
              {t('footer.terms')}
            </Link>
            <Link component={LocaleLink} to="/privacy" sx={linkSx}>
              {t('footer.privacy')}
            </Link>
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 2, fontSize: 12, color: 'rgba(255,255,255,0.6)' }}>
          {t('footer.disclaimer')}
        </Typography>
      </Box>
    </Box>
  );
}
