import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { currencies, type CurrencyCode } from '@/api/money';

const codes = Object.keys(currencies) as CurrencyCode[];

export type CurrencyMenuProps = { anchor: HTMLElement | null; current: CurrencyCode; onClose(): void; onSelect(code: CurrencyCode): void };

/** The currency list, loaded the first time the switcher is opened. */
export function CurrencyMenu({ anchor, current, onClose, onSelect }: CurrencyMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu id="currency-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {codes.map((code) => (
        <MenuItem key={code} selected={code === current} onClick={() => onSelect(code)}>
          <ListItemIcon sx={{ fontWeight: 600, color: 'text.primary' }}>{currencies[code].currencySymbol}</ListItemIcon>
          <ListItemText primary={code} secondary={t(`currencies.${code}`)} />
        </MenuItem>
      ))}
    </Menu>
  );
}
