import { BRANDS, PLACES, type Brand, type Place } from './places';
import { createRng, type Rng } from './prng';

/**
 * The simulators' own demo catalogue: deterministic for a seed, shared by the ICE Portal simulator (content) and the
 * DerbySoft simulator (rates), which know the same hotels by the same code. Clearly demo data.
 */

export type Lang = 'en' | 'es' | 'fr' | 'de' | 'ja';

export type SimRoomType = {
  roomID: number;
  roomCode: string;
  name: string;
  beds: string;
  maxOccupancy: number;
  description: string;
  /** Price multiplier over the hotel's base rate. */
  factor: number;
};

export type SimAsset = {
  assetID: number;
  category: string;
  roomIDs: number[];
  captions: Partial<Record<Lang, string>>;
  ordinal: number;
  width: number;
  height: number;
  /** Disabled assets are hidden unless includeDisabledAssets=true. */
  disabled: boolean;
};

export type SimHotel = {
  listingID: number;
  /** Supplier hotel code: ICE supplierMappedID and the DerbySoft hotelId. */
  hotelCode: string;
  name: string;
  type: 'Hotel' | 'Motel';
  brand: Brand;
  place: Place;
  addressLine1: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  publicationStatus: 'Published' | 'Unpublished';
  /** Gone from ICE Portal: absent from listings, 404 on its own URL. */
  removed: boolean;
  createdOn: string;
  propertyLastModified: string;
  contentLastModified: string;
  descriptions: Partial<Record<Lang, string>>;
  roomTypes: SimRoomType[];
  assets: SimAsset[];
  /** Base nightly price in USD, before room factors. */
  baseRate: number;
  truckParking: { spaces: number; fee: number | null };
  derby: null | {
    status: 'Actived' | 'Deactived';
    /** Every night sold out: shopping answers empty rates. */
    soldOut: boolean;
    /** Live (booking-side) prices differ from cached shopping prices by this fraction. */
    drift: number;
  };
};

export type Catalogue = { hotels: SimHotel[]; byListing: Map<number, SimHotel>; byCode: Map<string, SimHotel> };

/** Named examples of each special case, for tests and demos. */
export type Scenarios = {
  derbyHotelIds: string[];
  iceOnlyHotelId: string;
  soldOutHotelId: string;
  driftHotelId: string;
  deactivatedHotelId: string;
  unpublishedListingId: string;
  removedListingId: string;
};

const ROOM_POOL = [
  { code: 'K1', name: 'Standard King', beds: '1 King Bed', maxOccupancy: 2, factor: 1 },
  { code: 'QQ', name: 'Two Queen Beds', beds: '2 Queen Beds', maxOccupancy: 4, factor: 1.12 },
  { code: 'DD', name: 'Two Double Beds', beds: '2 Double Beds', maxOccupancy: 4, factor: 1.06 },
  { code: 'KS', name: 'King Suite', beds: '1 King Bed and Sofa Bed', maxOccupancy: 4, factor: 1.35 },
  { code: 'AK', name: 'Accessible King', beds: '1 King Bed', maxOccupancy: 2, factor: 1 },
] as const;

const STREETS = ['Interstate Dr', 'Frontage Rd', 'Industrial Blvd', 'Truck Plaza Way', 'Commerce St', 'Exit Rd', 'Motor Inn Dr', 'Travel Center Dr', 'Expressway Dr'];

const CAPTIONS: Record<string, Record<Lang, string>> = {
  Exterior: { en: 'Exterior', es: 'Fachada', fr: 'Extérieur', de: 'Außenansicht', ja: '外観' },
  Lobby: { en: 'Lobby', es: 'Vestíbulo', fr: "Hall d'accueil", de: 'Lobby', ja: 'ロビー' },
  Parking: { en: 'Truck and trailer parking', es: 'Estacionamiento para camiones', fr: 'Stationnement pour camions', de: 'Lkw-Parkplatz', ja: 'トラック駐車場' },
  'Breakfast Area': { en: 'Free breakfast area', es: 'Zona de desayuno gratuito', fr: 'Espace petit-déjeuner gratuit', de: 'Frühstücksbereich', ja: '朝食エリア' },
  Pool: { en: 'Indoor pool', es: 'Piscina cubierta', fr: 'Piscine intérieure', de: 'Hallenbad', ja: '屋内プール' },
  'Fitness Facility': { en: 'Fitness center', es: 'Gimnasio', fr: 'Salle de sport', de: 'Fitnessraum', ja: 'フィットネスセンター' },
  Bathroom: { en: 'Bathroom', es: 'Baño', fr: 'Salle de bain', de: 'Badezimmer', ja: 'バスルーム' },
};

const roomCaption = (room: string): Record<Lang, string> => ({
  en: room,
  es: `Habitación: ${room}`,
  fr: `Chambre : ${room}`,
  de: `Zimmer: ${room}`,
  ja: `客室：${room}`,
});

function describe(brand: Brand, place: Place, spaces: number): Partial<Record<Lang, string>> {
  const where = `${place.city}, ${place.state}`;
  return {
    en: `${brand.name} ${where}, right off ${place.highway}. Parking for ${spaces} trucks with trailers, ${brand.breakfast ? 'free breakfast, ' : ''}free Wi-Fi and quiet rooms for drivers on the road.`,
    es: `${brand.name} ${where}, junto a la ${place.highway}. Estacionamiento para ${spaces} camiones con remolque${brand.breakfast ? ', desayuno gratuito' : ''} y Wi-Fi gratis.`,
    fr: `${brand.name} ${where}, à la sortie de la ${place.highway}. Stationnement pour ${spaces} camions avec remorque${brand.breakfast ? ', petit-déjeuner gratuit' : ''} et Wi-Fi gratuit.`,
    de: `${brand.name} ${where}, direkt an der ${place.highway}. Parkplätze für ${spaces} Lkw mit Auflieger${brand.breakfast ? ', kostenloses Frühstück' : ''} und kostenloses WLAN.`,
  };
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const EPOCH_2019 = Date.UTC(2019, 0, 1);
const EPOCH_2025 = Date.UTC(2025, 0, 1);
const DAY = 86_400_000;

function pickBrand(rng: Rng): Brand {
  // Economy brands dominate truck stops; Best Western is rarer.
  const weights = [14, 14, 12, 16, 14, 12, 10, 8];
  let r = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < BRANDS.length; i++) {
    r -= weights[i]!;
    if (r < 0) return BRANDS[i]!;
  }
  return BRANDS[0]!;
}

function rooms(rng: Rng, listingID: number): SimRoomType[] {
  const extra = ROOM_POOL.slice(1).filter(() => rng.chance(0.45)).slice(0, 3);
  return [ROOM_POOL[0], ...extra].map((r, j) => ({
    roomID: listingID * 10 + j + 1,
    roomCode: r.code,
    name: r.name,
    beds: r.beds,
    maxOccupancy: r.maxOccupancy,
    description: `${r.name}, ${r.beds}, non-smoking, free Wi-Fi, microwave and mini-fridge`,
    factor: r.factor,
  }));
}

function assets(rng: Rng, listingID: number, roomTypes: SimRoomType[], breakfast: boolean): SimAsset[] {
  const list: Omit<SimAsset, 'assetID' | 'ordinal' | 'width' | 'height' | 'disabled'>[] = [{ category: 'Exterior', roomIDs: [], captions: CAPTIONS.Exterior! }];
  if (rng.chance(0.5)) list.push({ category: 'Exterior', roomIDs: [], captions: CAPTIONS.Exterior! });
  list.push({ category: 'Parking', roomIDs: [], captions: CAPTIONS.Parking! });
  if (rng.chance(0.6)) list.push({ category: 'Lobby', roomIDs: [], captions: CAPTIONS.Lobby! });
  if (breakfast) list.push({ category: 'Breakfast Area', roomIDs: [], captions: CAPTIONS['Breakfast Area']! });
  if (rng.chance(0.3)) list.push({ category: 'Pool', roomIDs: [], captions: CAPTIONS.Pool! });
  if (rng.chance(0.3)) list.push({ category: 'Fitness Facility', roomIDs: [], captions: CAPTIONS['Fitness Facility']! });
  for (const r of roomTypes) list.push({ category: 'Room', roomIDs: [r.roomID], captions: roomCaption(r.name) });
  if (rng.chance(0.5)) list.push({ category: 'Bathroom', roomIDs: roomTypes.map((r) => r.roomID), captions: CAPTIONS.Bathroom! });
  return list.map((a, k) => {
    // Not every asset is translated into every language, as in real content.
    const captions = rng.chance(0.5) ? a.captions : { en: a.captions.en, es: a.captions.es, fr: a.captions.fr, de: a.captions.de };
    return { ...a, captions, assetID: listingID * 100 + k + 1, ordinal: k + 1, width: 1024, height: 683, disabled: k > 3 && rng.chance(0.05) };
  });
}

export function buildCatalogue(opts: { seed?: string; size?: number; derbyShare?: number } = {}): Catalogue {
  const seed = opts.seed ?? 'rigrest-suppliers';
  const size = opts.size ?? 200;
  const derbyShare = opts.derbyShare ?? 0.4;
  const rng = createRng(seed);
  const names = new Set<string>();
  const hotels: SimHotel[] = [];
  for (let i = 0; i < size; i++) {
    const place = PLACES[i % PLACES.length]!;
    const brand = pickBrand(rng);
    const listingID = 1_400_000 + i * 7 + rng.int(0, 6);
    let name = `${brand.name} ${place.city}`;
    if (names.has(name)) name = `${brand.name} ${place.city} ${place.highway.split('/')[0]} Exit ${rng.int(2, 380)}`;
    names.add(name);
    const roomTypes = rooms(rng, listingID);
    const created = EPOCH_2019 + rng.int(0, 5 * 365) * DAY;
    const modified = EPOCH_2025 + rng.int(0, 300) * DAY + rng.int(0, DAY / 1000 - 1) * 1000;
    const spaces = rng.int(8, 80);
    const [lo, hi] = brand.rate;
    const onDerby = rng.chance(derbyShare);
    hotels.push({
      listingID,
      hotelCode: `${brand.code}${String(10_000 + i * 13).padStart(5, '0')}`,
      name,
      type: brand.code === 'G6' || (brand.code === 'SE' && rng.chance(0.5)) ? 'Motel' : 'Hotel',
      brand,
      place,
      addressLine1: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
      postalCode: place.postalCode,
      latitude: Math.round((place.lat + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
      longitude: Math.round((place.lon + (rng.next() - 0.5) * 0.12) * 1e6) / 1e6,
      phone: `+1 ${place.areaCode}-555-01${String(i % 100).padStart(2, '0')}`, // the range kept for fiction
      publicationStatus: rng.chance(0.06) ? 'Unpublished' : 'Published',
      removed: false,
      createdOn: iso(created),
      propertyLastModified: iso(modified),
      contentLastModified: iso(modified + rng.int(0, 30) * DAY),
      descriptions: describe(brand, place, spaces),
      roomTypes,
      assets: assets(rng, listingID, roomTypes, brand.breakfast),
      baseRate: Math.round(lo + rng.next() * (hi - lo)),
      truckParking: { spaces, fee: rng.chance(0.2) ? rng.pick([10, 15, 20]) : null },
      derby: onDerby ? { status: 'Actived', soldOut: false, drift: 0 } : null,
    });
  }
  markScenarios(hotels);
  return { hotels, byListing: new Map(hotels.map((h) => [h.listingID, h])), byCode: new Map(hotels.map((h) => [h.hotelCode, h])) };
}

/** Fixes one hotel per special case at known positions, so every seed has each case. */
function markScenarios(hotels: SimHotel[]): void {
  const derby = hotels.filter((h) => h.derby && h.publicationStatus === 'Published');
  const plain = hotels.filter((h) => !h.derby && h.publicationStatus === 'Published');
  if (derby.length < 8 || plain.length < 4) throw new Error('catalogue too small for its scenarios');
  derby[3]!.derby!.soldOut = true;
  derby[5]!.derby!.drift = 0.08;
  derby[derby.length - 1]!.derby!.status = 'Deactived';
  plain[plain.length - 1]!.removed = true;
  plain[plain.length - 2]!.publicationStatus = 'Unpublished';
  // A few more hotels drift a little, as cached rates do.
  for (let k = 9; k < derby.length - 1; k += 11) derby[k]!.derby!.drift = 0.05;
}

export function scenariosOf(c: Catalogue): Scenarios {
  const live = c.hotels.filter((h) => !h.removed);
  const derby = live.filter((h) => h.derby);
  const find = (f: (h: SimHotel) => boolean, what: string) => {
    const h = c.hotels.find(f);
    if (!h) throw new Error(`no ${what} in the catalogue`);
    return h;
  };
  return {
    derbyHotelIds: derby.filter((h) => h.derby!.status === 'Actived' && !h.derby!.soldOut && h.derby!.drift === 0).map((h) => h.hotelCode),
    iceOnlyHotelId: find((h) => !h.derby && !h.removed && h.publicationStatus === 'Published', 'ICE-only hotel').hotelCode,
    soldOutHotelId: find((h) => h.derby?.soldOut === true, 'sold-out hotel').hotelCode,
    driftHotelId: find((h) => (h.derby?.drift ?? 0) >= 0.08, 'drifting hotel').hotelCode,
    deactivatedHotelId: find((h) => h.derby?.status === 'Deactived', 'deactivated hotel').hotelCode,
    unpublishedListingId: String(find((h) => h.publicationStatus === 'Unpublished' && !h.removed, 'unpublished listing').listingID),
    removedListingId: String(find((h) => h.removed, 'removed listing').listingID),
  };
}
