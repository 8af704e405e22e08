import QuizIcon from '@mui/icons-material/Quiz';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const FaqCreate = lazyScreen(() => import('./FaqScreens'), 'FaqCreate');
const FaqEdit = lazyScreen(() => import('./FaqScreens'), 'FaqEdit');
const FaqList = lazyScreen(() => import('./FaqScreens'), 'FaqList');

/** The FAQ on /faq: questions by topic, in every language (English fallback). */
export const faq = defineAdminResource({
  name: 'faq',
  apiPath: '/admin/faq',
  searchSlug: 'faq',
  model: 'faq',
  list: FaqList,
  edit: FaqEdit,
  create: FaqCreate,
  icon: QuizIcon,
  recordRepresentation: 'question',
  options: { label: 'menu.faq', menu: 'settings', order: 16 },
});
