import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const PromotionCreate = lazyScreen(() => import('./PromotionScreens'), 'PromotionCreate');
const PromotionEdit = lazyScreen(() => import('./PromotionScreens'), 'PromotionEdit');
const PromotionList = lazyScreen(() => import('./PromotionScreens'), 'PromotionList');

/** Promotions on /promotions: text in every language (English fallback), brand, validity, DEMO flag (issue 14). */
export const promotions = defineAdminResource({
  name: 'promotions',
  apiPath: '/admin/promotions',
  searchSlug: 'promotions',
  model: 'promotion',
  list: PromotionList,
  edit: PromotionEdit,
  create: PromotionCreate,
  icon: LocalOfferIcon,
  recordRepresentation: 'title',
  options: { label: 'menu.promotions', menu: 'settings', order: 12 },
});
