import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { addNamespaces, localeInfo, locales, rememberLocale, type Locale } from '../../i18n';
import { STOREFRONT_NAMESPACES } from '../i18n/LocaleSync';
import { switchLocalePath } from '../i18n/localePath';
import { useLocale } from '../i18n/useLocale';

export type LanguageSwitcherProps = { showName?: boolean; onSwitched?: () => void };

/** Same page, other language: the prefix changes, the strings load, the choice is kept 365 days. */
export function LanguageSwitcher({ showName = false, onSwitched }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = localeInfo[locale];

  const handleSelect = async (code: Locale) => {
    setAnchor(null);
    rememberLocale(code);
    if (code === locale) return;
    await addNamespaces(i18n, code, [...STOREFRONT_NAMESPACES]);
    void navigate(switchLocalePath(location, code));
    onSwitched?.();
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-label={t('common:language') + ': ' + current.name}
        startIcon={<TranslateIcon />}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {showName ? current.name : locale.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((code) => (
          <MenuItem key={code} selected={code === locale} onClick={() => void handleSelect(code)} lang={code}>
            <ListItemIcon aria-hidden="true" sx={{ fontSize: 20 }}>
              {localeInfo[code].flag}
            </ListItemIcon>
            <ListItemText>{localeInfo[code].name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
