import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeCurrency, type CurrencyCode } from '../../i18n/currency';
import { lazyOnDemand } from './lazyOnDemand';
import { useCurrency } from './useCurrency';

const { Component: CurrencyMenu, preload: preloadMenu } = lazyOnDemand(() => import('./CurrencyMenu').then((m) => m.CurrencyMenu));

export function CurrencySwitcher() {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);

  const handleSelect = (code: CurrencyCode) => {
    setAnchor(null);
    storeCurrency(code);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'currency-menu' : undefined}
        aria-label={`${t('common:currency')}: ${currency}`}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {currency}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CurrencyMenu anchor={anchor} current={currency} onClose={() => setAnchor(null)} onSelect={handleSelect} />
        </Suspense>
      ) : null}
    </>
  );
}
