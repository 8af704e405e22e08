import type { FastifyInstance } from 'fastify';
import type { Hotel } from '@/api/schemas/hotels';
import { locales, withLocale, type Locale } from '@/i18n/locales';
import type { Db } from '@server/db';
import { forViewer, type HotelRow } from './mapping';
import { hotelBaseQuery, hydrateHotels } from './queries';
import { escapeHtml, scriptJson } from '@/ssr/htmlSafe';

/**
 * Search-engine data for hotel pages (issue 4): the served page of /hotels/{slug} carries the hotel's title,
 * description, canonical link and schema.org Hotel data, so a crawler needs no JavaScript (server/plugins/ssr.ts).
 */

export const DESCRIPTION_LENGTH = 160;
const SLUG_MAX = 200;

/** Plain text of a description (supplier markup dropped), whitespace collapsed, cut at a word near `max` chars. */
export function summarize(text: string | null | undefined, max = DESCRIPTION_LENGTH): string {
  const plain = (text ?? '')
    .replace(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' })[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The hotel as the public sees it (active only; phone and website only when shown), by slug or id. */
export async function findPublicHotel(db: Db, slugOrId: string): Promise<Hotel | null> {
  if (!slugOrId || slugOrId.length > SLUG_MAX) return null;
  const numeric = /^\d+$/.test(slugOrId);
  if (numeric && !Number.isSafeInteger(Number(slugOrId))) return null;
  const base = hotelBaseQuery(db).where('hotels.status', '=', 'active');
  const row = await (numeric ? base.where('hotels.id', '=', Number(slugOrId)) : base.where('hotels.slug', '=', slugOrId)).executeTakeFirst();
  if (!row) return null;
  const [full] = await hydrateHotels(db, [row as HotelRow]);
  return full ? forViewer(full, null) : null;
}

const absolute = (origin: string, url: string) => {
  try {
    return new URL(url, `${origin}/`).toString();
  } catch {
    return null;
  }
};

/** schema.org Hotel (https://schema.org/Hotel); no starRating, since RigRest has none. */
export function hotelJsonLd(hotel: Hotel, pageUrl: string, origin: string): Record<string, unknown> {
  const images = hotel.pictures
    .filter((p) => p.room_id === null)
    .map((p) => absolute(origin, p.url))
    .filter((u): u is string => u !== null);
  const address = {
    '@type': 'PostalAddress',
    ...(hotel.address ? { streetAddress: hotel.address } : {}),
    ...(hotel.city ? { addressLocality: hotel.city } : {}),
    ...(hotel.province ? { addressRegion: hotel.province } : {}),
    ...(hotel.postal_code ? { postalCode: hotel.postal_code } : {}),
    ...(hotel.country ? { addressCountry: hotel.country } : {}),
  };
  const feature = (name: string, value: boolean | number | string) => ({ '@type': 'LocationFeatureSpecification', name, value });
  const parking = hotel.commercialParkingAvailable
    ? [
        feature('Truck parking', true),
        ...(hotel.parking.spaces !== null ? [feature('Truck parking spaces', hotel.parking.spaces)] : []),
        ...(hotel.parking.fit !== 'unknown' ? [feature(hotel.parking.fit === 'full_rig' ? 'Fits a full rig' : 'Bobtail parking only', true)] : []),
        ...(hotel.parking.max_length_ft !== null ? [feature('Maximum vehicle length (ft)', hotel.parking.max_length_ft)] : []),
        feature(hotel.parking.fee === 'free' ? 'Free truck parking' : 'Paid truck parking', true),
      ]
    : [];
  const description = summarize(hotel.description, 500);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': pageUrl,
    name: hotel.hotelName,
    url: pageUrl,
    ...(description ? { description } : {}),
    ...(images.length ? { image: images } : {}),
    ...(Object.keys(address).length > 1 ? { address } : {}),
    ...(hotel.latitude !== null && hotel.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: hotel.latitude, longitude: hotel.longitude } } : {}),
    ...(hotel.phone ? { telephone: hotel.phone } : {}),
    ...(hotel.brand ? { brand: { '@type': 'Brand', name: hotel.brand.name } } : {}),
    currenciesAccepted: hotel.currency,
    amenityFeature: [...hotel.amenities.map((a) => feature(a.name, true)), ...parking],
  };
}

/** The <head> facts of a hotel page: title (as HTML text), description, canonical, language alternates and the JSON-LD. */
export function hotelHead(hotel: Hotel, opts: { origin: string; locale: Locale }): { title: string; description: string; extra: string[] } {
  const path = `/hotels/${encodeURIComponent(hotel.slug)}`;
  const pageUrl = `${opts.origin}${withLocale(opts.locale, path)}`;
  const description = summarize(hotel.description) || summarize([hotel.hotelName, hotel.city, hotel.province, hotel.country].filter(Boolean).join(', '));
  const alternates = [
    ...locales.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(`${opts.origin}${withLocale(l, path)}`)}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${opts.origin}${path}`)}">`,
  ];
  const extra = [
    // The first picture is the page's largest paint: fetch it with the app's code rather than after it.
    ...(hotel.thumbnail ? [`<link rel="preload" as="image" href="${escapeHtml(hotel.thumbnail)}" fetchpriority="high">`] : []),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    ...alternates,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(hotel.hotelName)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    ...(hotel.thumbnail && absolute(opts.origin, hotel.thumbnail) ? [`<meta property="og:image" content="${escapeHtml(absolute(opts.origin, hotel.thumbnail)!)}">`] : []),
    `<script type="application/ld+json">${scriptJson(hotelJsonLd(hotel, pageUrl, opts.origin))}</script>`,
  ];
  return { title: escapeHtml(`${hotel.hotelName} - RigRest`), description, extra };
}

/** The site's address from configuration: a Host header never builds a link (it is the caller's to choose). */
export function siteOrigin(app: FastifyInstance): string {
  return app.config.publicOrigin;
}
