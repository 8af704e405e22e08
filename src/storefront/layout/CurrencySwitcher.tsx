import { Button } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@/api/money';
import { storeCurrency } from '@/i18n/currency';
import { lazyOnDemand } from './lazyOnDemand';
import { useCurrency } from './useCurrency';
import { useMenuAnchor } from './useMenuAnchor';

const { Component: CurrencyMenu, preload: preloadMenu } = lazyOnDemand(() => import('./CurrencyMenu').then((m) => m.CurrencyMenu));

export function CurrencySwitcher() {
  const { t } = useTranslation();
  const currency = useCurrency();
  const menu = useMenuAnchor('currency-menu', preloadMenu);

  const handleSelect = (code: CurrencyCode) => {
    menu.close();
    storeCurrency(code);
  };

  return (
    <>
      <Button
        color="inherit"
        {...menu.buttonProps}
        aria-label={`${t('common:currency')}: ${currency}`}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {currency}
      </Button>
      {menu.opened ? (
        <Suspense fallback={null}>
          <CurrencyMenu anchor={menu.anchor} current={currency} onClose={menu.close} onSelect={handleSelect} />
        </Suspense>
      ) : null}
    </>
  );
}
