import ArticleIcon from '@mui/icons-material/Article';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const PageEdit = lazyScreen(() => import('./PageScreens'), 'PageEdit');
const PageList = lazyScreen(() => import('./PageScreens'), 'PageList');

/** /about, /terms and /privacy: their text, staff-edited (fixed addresses: no create, no delete). */
export const pages = defineAdminResource({
  name: 'pages',
  apiPath: '/admin/pages',
  searchSlug: 'pages',
  model: 'page',
  list: PageList,
  edit: PageEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  options: { label: 'menu.pages', menu: 'settings', order: 17 },
});
