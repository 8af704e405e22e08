import { Box, Button, Menu, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { currencies, type CurrencyCode } from '@/api/money';
import { storeCurrency, storedCurrency } from '@/i18n/currency';

/** The display currency (spec: toolbar), kept in the browser for both front ends. */
export function CurrencySwitcher() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [current, setCurrent] = useState<CurrencyCode>(() => storedCurrency());
  // Account Settings may set the currency too.
  useEffect(() => {
    const follow = () => setCurrent(storedCurrency());
    window.addEventListener('rigrest:currency', follow);
    return () => window.removeEventListener('rigrest:currency', follow);
  }, []);
  const handleChoose = (code: CurrencyCode) => {
    setAnchor(null);
    storeCurrency(code);
    setCurrent(code);
  };
  return (
    <>
      {/* The name holds the code the button shows (WCAG 2.5.3 label in name; Lighthouse's label-content-name-mismatch). */}
      <Button color="inherit" aria-label={`${translate('currency')}: ${current}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} sx={{ minWidth: 0, whiteSpace: 'nowrap' }}>
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' }, mr: 0.5 }}>
          {currencies[current].currencySymbol}
        </Box>
        {current}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {Object.values(currencies).map((c) => (
          <MenuItem key={c.label} selected={c.label === current} onClick={() => handleChoose(c.label)}>
            {c.currencySymbol} {c.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
