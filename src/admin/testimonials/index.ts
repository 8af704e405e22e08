import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { defineAdminResource } from '../declaration';
import { lazyScreen } from '../lazyScreen';

const TestimonialCreate = lazyScreen(() => import('./TestimonialScreens'), 'TestimonialCreate');
const TestimonialEdit = lazyScreen(() => import('./TestimonialScreens'), 'TestimonialEdit');

const TestimonialList = lazyScreen(() => import('./TestimonialList'), 'TestimonialList');

/** Drivers' testimonials for the home page and /testimonials: publish, order, photo (issue 14). */
export const testimonials = defineAdminResource({
  name: 'testimonials',
  apiPath: '/admin/testimonials',
  searchSlug: 'testimonials',
  model: 'testimonial',
  list: TestimonialList,
  edit: TestimonialEdit,
  create: TestimonialCreate,
  icon: FormatQuoteIcon,
  recordRepresentation: 'name',
  options: { label: 'menu.testimonials', menu: 'settings', order: 15 },
});
