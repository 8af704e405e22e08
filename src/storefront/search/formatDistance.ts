/** "12.3 km" in the reader's language (one decimal under 100 km, whole kilometres above). */
export function formatDistance(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 100 ? 1 : 0 }).format(km);
}
