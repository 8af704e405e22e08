import QuizIcon from '@mui/icons-material/Quiz';
import { defineAdminResource } from '../declaration';
import { FaqCreate, FaqEdit, FaqList } from './FaqScreens';

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
