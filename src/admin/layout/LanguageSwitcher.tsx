import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { localeInfo, locales, rememberLocale, type Locale } from '@/i18n';
import { localeSwitchUrl } from './localeSwitch';

export type LanguageSwitcherProps = { locale: Locale };

/** Changes the prefix of the current page and reloads it in the chosen language, remembered for next time. */
export function LanguageSwitcher({ locale }: LanguageSwitcherProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handleChoose = (target: Locale) => {
    setAnchor(null);
    if (target === locale) return;
    rememberLocale(target);
    window.location.assign(localeSwitchUrl(target, window.location));
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={translate('language')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0, textTransform: 'uppercase', whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mx: { xs: 0, sm: 0.5 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {locale}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((code) => (
          <MenuItem key={code} selected={code === locale} onClick={() => handleChoose(code)} lang={code}>
            <ListItemIcon sx={{ fontSize: '1.2rem' }}>{localeInfo[code].flag}</ListItemIcon>
            <ListItemText>{localeInfo[code].name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
