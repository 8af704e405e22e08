/** The first day of the week on the calendar: Sunday in the Americas and East Asia, Saturday in Arabic, Monday elsewhere. */
export function weekStartFor(locale: string): number {
  if (locale === 'ar') return 6;
  if (['en', 'ja', 'ko', 'zh', 'pt'].includes(locale)) return 0;
  return 1;
}
