// The booking pages' dates: the shared formats of src/i18n/dates.ts.
export { formatInstant, formatStayDate as stayDate } from '@/i18n/dates';
