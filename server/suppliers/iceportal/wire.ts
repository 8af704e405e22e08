/**
 * ICE Portal REST v1 wire shapes, as far as public clients show them (shared/SUPPLIERS.md). Everything is optional:
 * the adapter reads defensively and the simulator writes every field.
 */

export type IceTokenResponse = { access_token?: string; expires_in?: number; token_type?: string };

export type IceAddress = {
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postalCode?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
};

/** Text in one language. The v1 schema of descriptions and captions is not published; these are the forms accepted. */
export type IceText = { languageCode?: string; language?: string; culture?: string; text?: string; value?: string; description?: string; caption?: string; type?: string };

export type IceRoomType = {
  roomID?: number | string;
  roomCode?: string | null;
  name?: string | null;
  description?: string | null;
  roomTypeAssets?: { links?: IceLinks }[];
};

export type IceListing = {
  listingID?: number | string;
  mappedID?: string | null;
  name?: string | null;
  type?: string | null;
  supplierId?: string | null;
  supplierChainCode?: string | null;
  supplierMappedID?: string | null;
  address?: IceAddress | null;
  phone?: string | null;
  publicationStatus?: string | null;
  isPublished?: boolean;
  createdOn?: string | null;
  propertyLastModified?: string | null;
  contentLastModified?: string | null;
  roomTypes?: IceRoomType[] | { results?: IceRoomType[] } | null;
  descriptions?: IceText[] | Record<string, string> | null;
  policies?: unknown;
  fees?: unknown;
};

export type IceLinks = { cdnLinks?: (string | { url?: string; width?: number; height?: number })[]; mediaLinkURL?: string | null };

export type IceAsset = {
  assetID?: number | string;
  id?: number | string;
  mediaType?: string | null;
  width?: number | null;
  height?: number | null;
  ordinal?: number | null;
  order?: number | null;
  links?: IceLinks | null;
  category?: { expediaCategory?: { id?: number; name?: string | null } | null }[] | null;
  rooms?: { roomID?: number | string }[] | null;
  iceTags?: { tags?: { name?: string }[] }[] | null;
  keywords?: string[] | string | null;
  caption?: string | null;
  captions?: IceText[] | Record<string, string> | null;
};

/** A page of anything. Only `results` is known; the paging fields are guesses the adapter uses when present. */
export type IcePage<T> = {
  results?: T[];
  page?: number;
  pageSize?: number;
  totalCount?: number;
  total?: number;
  totalResults?: number;
  totalPages?: number;
  pageCount?: number;
  hasMore?: boolean;
  hasNextPage?: boolean;
  next?: string | null;
  nextPage?: number | string | null;
};
