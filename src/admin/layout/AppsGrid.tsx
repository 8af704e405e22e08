import AppsIcon from '@mui/icons-material/Apps';
import DescriptionIcon from '@mui/icons-material/Description';
import InsightsIcon from '@mui/icons-material/Insights';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, ButtonBase, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useState, type ComponentType, type MouseEvent } from 'react';
import { useBasename, useNavigate, usePermissions, useTranslate } from 'react-admin';
import type { User } from '@/api';
import { VIEW_ANALYTICS } from '@/api/permissions';
import { hasPermission } from '@/authProvider/permissions';
import { withLocale, type Locale } from '@/i18n';
import { ANALYTICS_PATH } from '../analytics';

type AppLink = { key: string; icon: ComponentType; href: string; inApp: boolean; external?: boolean };

/** The quick links the toolbar's grid offers this user: the storefront, analytics (with its permission), API docs, settings. */
export function appLinks(locale: Locale, basename: string, user: User | null | undefined): AppLink[] {
  return [
    { key: 'storefront', icon: StorefrontIcon, href: withLocale(locale, '/'), inApp: false },
    ...(hasPermission(user, VIEW_ANALYTICS) ? [{ key: 'analytics', icon: InsightsIcon, href: `${basename}${ANALYTICS_PATH}`, inApp: true }] : []),
    { key: 'apiDocs', icon: DescriptionIcon, href: '/api/docs', inApp: false, external: true },
    { key: 'settings', icon: SettingsIcon, href: `${basename}/settings`, inApp: true },
  ];
}

/** The toolbar's apps grid (the template's "apps" button): a few tiles to the places staff jump to most. */
export function AppsGrid({ locale }: { locale: Locale }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { permissions } = usePermissions<User | null>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const links = appLinks(locale, basename, permissions);
  const label = translate('toolbar.apps.title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="true" aria-expanded={Boolean(anchor)} onClick={(e) => setAnchor(e.currentTarget)}>
          <AppsIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box component="nav" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 120px)', gap: 1, p: 1.5 }}>
          {links.map(({ key, icon: Icon, href, inApp, external }) => (
            <ButtonBase
              key={key}
              component="a"
              href={href}
              target={external ? '_blank' : undefined}
              rel={external ? 'noopener' : undefined}
              onClick={(e: MouseEvent) => {
                setAnchor(null);
                if (!inApp) return;
                e.preventDefault();
                navigate(href);
              }}
              sx={{ flexDirection: 'column', gap: 0.5, p: 1.5, borderRadius: 2, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
            >
              <Icon />
              <Typography component="span" variant="body2" align="center" sx={{ display: 'block' }}>
                {translate(`toolbar.apps.${key}`)}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      </Popover>
    </>
  );
}
