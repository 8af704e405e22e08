import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, LocaleNavLink } from '../i18n/LocaleLink';
import { useSession } from '../session/sessionContext';
import { useLogout } from '../session/useLogout';
import { AccountMenu } from './AccountMenu';
import { CurrencySwitcher } from './CurrencySwitcher';
import { UnitSwitcher } from './UnitSwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { lazyOnDemand } from './lazyOnDemand';
import { Logo } from './Logo';
import { navItems, navTarget, type NavItem } from './navItems';

// Neither shows in the first paint: their code comes when first opened (the drawer's from hover or focus of its button).
const { Component: NavDrawer, preload: preloadDrawer } = lazyOnDemand(() => import('./NavDrawer').then((m) => m.NavDrawer));
// Signed-in users only, and after the first paint: the bell's code (its list, DOMPurify) is not in the first page.
const StorefrontBell = lazy(() => import('./StorefrontBell').then((m) => ({ default: m.StorefrontBell })));
const { Component: ComingSoonDialog } = lazyOnDemand(() => import('./ComingSoonDialog').then((m) => m.ComingSoonDialog));

const linkSx = {
  color: 'inherit',
  // A long entry ("Preguntas frecuentes") takes two lines rather than pushing the bar past the screen's edge.
  whiteSpace: 'normal',
  lineHeight: 1.2,
  textAlign: 'center',
  minWidth: 0,
  fontWeight: 500,
  px: 1.25,
  borderRadius: 1,
  position: 'relative',
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    insetInline: 10,
    bottom: 2,
    height: 2,
    borderRadius: 1,
    bgcolor: 'secondary.main',
  },
} as const;

/**
 * Keyboard focus in the dark bar: a white ring inside the control (outside, the bar's edge cut it), where MUI's own
 * marker was a pale pill on dark blue, well under 3:1 and missing on the entries.
 */
const focusRing = { outline: '2px solid #fff', outlineOffset: -2 } as const;

// Six entries, language, currency and the account corner need about 1100 px in English (more in
// German or French), so the entries sit in the bar from here up and in the drawer below.
export const INLINE_NAV_QUERY = '@media (min-width: 1200px)';

/** The public navbar of spec section 2. On narrower screens the entries move into a drawer. */
export function Navbar() {
  const { t } = useTranslation();
  const { user, status } = useSession();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [comingSoon, setComingSoon] = useState(false);
  const [bellRequest, setBellRequest] = useState(0);
  // Once opened they stay mounted, so that closing animates and focus returns as before.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const [comingSoonWanted, setComingSoonWanted] = useState(false);
  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };
  const openComingSoon = () => {
    setComingSoonWanted(true);
    setComingSoon(true);
  };

  const handleItem = (item: NavItem) => (event: React.MouseEvent) => {
    if (item.comingSoon !== 'dialog') return;
    event.preventDefault();
    openComingSoon();
  };

  return (
    <AppBar position="sticky" elevation={0} sx={{ borderBottom: '1px solid rgba(255,255,255,0.12)', '& :is(a, button):focus-visible': focusRing }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={openDrawer}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
          aria-label={t('nav.openMenu')}
          sx={{ display: 'inline-flex', [INLINE_NAV_QUERY]: { display: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'none', [INLINE_NAV_QUERY]: { display: 'flex' }, ml: 3, gap: 0.25, minWidth: 0 }}>
          {navItems.map((item) => (
            <Button key={item.key} component={LocaleNavLink} to={navTarget(item)} end={item.to === '/'} onClick={handleItem(item)} sx={linkSx}>
              {t(`nav.${item.key}`)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
        <UnitSwitcher />
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <CurrencySwitcher />
        </Box>
        {user ? (
          <Suspense fallback={null}>
            <StorefrontBell openRequest={bellRequest} />
          </Suspense>
        ) : null}
        {status === 'loading' || status === 'offline' ? null : user ? (
          <AccountMenu user={user} onLogout={() => void logout()} />
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Button component={LocaleLink} to="/auth/login" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
              {t('nav.signIn')}
            </Button>
            <Button
              component={LocaleLink}
              to="/auth/register"
              variant="contained"
              color="secondary"
              disableElevation
              sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}
            >
              {t('nav.join')}
            </Button>
          </Box>
        )}
      </Toolbar>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            user={user}
            onLogout={() => void logout()}
            onComingSoon={openComingSoon}
            onNotifications={() => setBellRequest((n) => n + 1)}
          />
        </Suspense>
      ) : null}
      {comingSoonWanted ? (
        <Suspense fallback={null}>
          <ComingSoonDialog open={comingSoon} onClose={() => setComingSoon(false)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
