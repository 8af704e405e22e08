import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const CurrencyRatesPage = lazyScreen(() => import('./CurrencyRatesPage'), 'CurrencyRatesPage');

/** One settings page, not a list of records: the conversion rates of display currencies. */
export const currencyRates = defineAdminResource({
  name: 'currency-rates',
  apiPath: '/admin/settings/currency-rates',
  model: 'setting',
  list: CurrencyRatesPage,
  icon: CurrencyExchangeIcon,
  options: { label: 'menu.currencyRates', menu: 'settings', order: 30, page: true },
});
