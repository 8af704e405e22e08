import type { ContentProperty, ContentRoomType, MediaItem } from '../types';
import type { IceAsset, IceLinks, IceListing, IceRoomType, IceText } from './wire';

const str = (v: unknown): string | null => {
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
};

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Language code normalised to its primary subtag: "en-US" -> "en". */
const lang = (code: string | null | undefined): string => (code ?? 'en').trim().toLowerCase().split(/[-_]/)[0] || 'en';

/** Texts by language, from either a list of `{languageCode, text}` or a `{ en: "..." }` map. */
export function textsByLanguage(value: IceText[] | Record<string, string> | null | undefined, fallback?: string | null): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(value)) {
    for (const t of value) {
      const text = str(t.text ?? t.value ?? t.description ?? t.caption);
      const code = lang(t.languageCode ?? t.language ?? t.culture);
      if (text && !(code in out)) out[code] = text;
    }
  } else if (value && typeof value === 'object') {
    for (const [code, text] of Object.entries(value)) {
      const s = str(text);
      if (s) out[lang(code)] = s;
    }
  }
  const f = str(fallback);
  if (f && !('en' in out)) out.en = f;
  return out;
}

/** "Published" (any case) or an explicit isPublished flag; everything else (Unpublished, Pending, Removed…) is not. */
export function isPublished(l: Pick<IceListing, 'isPublished' | 'publicationStatus'>): boolean {
  if (typeof l.isPublished === 'boolean') return l.isPublished;
  const s = (l.publicationStatus ?? '').trim().toLowerCase();
  return s === 'published' || s === 'live';
}

export function lastModified(l: Pick<IceListing, 'propertyLastModified' | 'contentLastModified' | 'createdOn'>): string | null {
  const times = [l.propertyLastModified, l.contentLastModified, l.createdOn]
    .map((t) => (t ? Date.parse(t) : NaN))
    .filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

export function mapRoomType(r: IceRoomType): ContentRoomType | null {
  const roomId = str(r.roomID);
  if (!roomId) return null;
  const description = str(r.description);
  // ICE room descriptions read "Name, details…"; the part before the first comma is the room's name.
  const name = str(r.name) ?? (description ? (description.split(',')[0] ?? description).trim() : null) ?? str(r.roomCode) ?? roomId;
  return { roomId, code: str(r.roomCode), name, description };
}

export function mapRoomTypes(value: IceListing['roomTypes']): ContentRoomType[] {
  const list = Array.isArray(value) ? value : (value?.results ?? []);
  return list.map(mapRoomType).filter((r): r is ContentRoomType => r !== null);
}

export function mapListing(l: IceListing): ContentProperty | null {
  const supplierId = str(l.listingID);
  if (!supplierId) return null;
  const descriptions = textsByLanguage(l.descriptions);
  const a = l.address ?? {};
  return {
    supplierId,
    mappedId: str(l.supplierMappedID) ?? str(l.mappedID),
    name: str(l.name) ?? `Listing ${supplierId}`,
    type: str(l.type),
    chainCode: str(l.supplierChainCode)?.toUpperCase() ?? null,
    brandCode: str(l.supplierChainCode)?.toUpperCase() ?? null,
    published: isPublished(l),
    address: { line1: str(a.addressLine1), city: str(a.city), state: str(a.state), country: str(a.country), postalCode: str(a.postalCode) },
    latitude: num(a.latitude),
    longitude: num(a.longitude),
    phone: str(l.phone),
    description: descriptions.en ?? Object.values(descriptions)[0] ?? null,
    descriptions,
    lastModified: lastModified(l),
    roomTypes: mapRoomTypes(l.roomTypes),
  };
}

function firstLink(links: IceLinks | null | undefined): { url: string; width: number | null; height: number | null } | null {
  for (const link of links?.cdnLinks ?? []) {
    if (typeof link === 'string' && link) return { url: link, width: null, height: null };
    if (link && typeof link === 'object' && link.url) return { url: link.url, width: num(link.width), height: num(link.height) };
  }
  const media = str(links?.mediaLinkURL);
  return media ? { url: media, width: null, height: null } : null;
}

const PHOTO_TYPES = new Set(['PH', 'PHOTO', 'IMAGE']);

/** Photos only (videos and virtual tours are other media types); ordered by the supplier's ordinal. */
export function mapAssets(assets: IceAsset[]): MediaItem[] {
  const items: MediaItem[] = [];
  assets.forEach((a, index) => {
    if (!PHOTO_TYPES.has((a.mediaType ?? 'PH').toUpperCase())) return;
    const link = firstLink(a.links);
    const ref = str(a.assetID ?? a.id);
    if (!link || !link.url.match(/^https?:\/\//i)) return;
    items.push({
      supplierRef: ref ?? link.url,
      url: link.url,
      width: num(a.width) ?? link.width,
      height: num(a.height) ?? link.height,
      order: num(a.ordinal ?? a.order) ?? index + 1,
      caption: textsByLanguage(a.captions, a.caption),
      category: str(a.category?.[0]?.expediaCategory?.name),
      roomCodes: (a.rooms ?? []).map((r) => str(r.roomID)).filter((r): r is string => r !== null),
    });
  });
  return items.sort((x, y) => x.order - y.order).map((m, i) => ({ ...m, order: i + 1 }));
}
