import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { localeInfo, locales, type Locale } from '@/i18n';

export type LanguageMenuProps = { anchor: HTMLElement | null; current: Locale; onClose(): void; onSelect(code: Locale): void };

/** The language list, loaded the first time the switcher is opened. */
export function LanguageMenu({ anchor, current, onClose, onSelect }: LanguageMenuProps) {
  return (
    <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {locales.map((code) => (
        <MenuItem key={code} selected={code === current} onClick={() => onSelect(code)} lang={code}>
          <ListItemIcon aria-hidden="true" sx={{ fontSize: 20 }}>
            {localeInfo[code].flag}
          </ListItemIcon>
          <ListItemText>{localeInfo[code].name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
