import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { defineAdminResource } from '../declaration';
import { TestimonialCreate, TestimonialEdit } from './TestimonialScreens';
import { TestimonialList } from './TestimonialList';

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
