import { rtlLocales, type Locale } from '@/i18n/locales';

/**
 * The slot props of a text input holding text written in `language`: marked with it and written in its direction,
 * whatever the back office's own language (in the Arabic back office an English question read "?How do I…").
 */
export const writtenIn = (language: Locale) => ({ htmlInput: { lang: language, dir: rtlLocales.has(language) ? 'rtl' : 'ltr' } });
