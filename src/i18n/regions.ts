/** Country names in the reader's language, from the browser's (or Node's) own CLDR data. */

const regionNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // An engine without region names: the catalogue's own (English) names are used.
    }
    regionNames.set(locale, names);
  }
  return regionNames.get(locale)!;
}

/**
 * A country's name for a reader: in English the catalogue's own (staff may have named it their way), in any other
 * language the region's name in that language where the engine knows it ("المكسيك" for MX), else the catalogue's.
 */
export function countryName(country: { iso2: string; name: string }, locale: string): string {
  if (locale === 'en' || !/^[A-Za-z]{2}$/.test(country.iso2)) return country.name;
  return namesIn(locale)?.of(country.iso2.toUpperCase()) ?? country.name;
}
