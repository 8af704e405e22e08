import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencies, storeCurrency, type CurrencyCode } from '../../i18n/currency';
import { useCurrency } from './useCurrency';

const codes = Object.keys(currencies) as CurrencyCode[];

export function CurrencySwitcher() {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const handleSelect = (code: CurrencyCode) => {
    setAnchor(null);
    storeCurrency(code);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'currency-menu' : undefined}
        aria-label={`${t('common:currency')}: ${currency}`}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {currency}
      </Button>
      <Menu id="currency-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {codes.map((code) => (
          <MenuItem key={code} selected={code === currency} onClick={() => handleSelect(code)}>
            <ListItemIcon sx={{ fontWeight: 600, color: 'text.primary' }}>{currencies[code].currencySymbol}</ListItemIcon>
            <ListItemText primary={code} secondary={t(`currencies.${code}`)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
