/** A date of stay ('YYYY-MM-DD') as written, never shifted by the reader's time zone: 'Sat, Nov 21, 2026'. */
export function stayDate(isoDate: string, locale: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(d);
}

/** An instant (status change, booking time) in the reader's own time zone. */
export function formatInstant(instant: string, locale: string): string {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return instant;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
