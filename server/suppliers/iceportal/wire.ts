import { z } from 'zod';

/**
 * ICE Portal REST v1 answers, as far as public clients show them (shared/SUPPLIERS.md), as schemas the adapter
 * parses every answer with. The fields RigRest reads are typed (absent or null allowed where public clients show
 * them missing); the lists that carry the catalogue are required, so a missing or broken list is a bad answer, never
 * "the supplier lists nothing". Fields not read are let through unchecked.
 */

/** An id: a number, or a string that is not blank. */
const id = z.union([z.number(), z.string().regex(/\S/, 'must not be blank')]);
const text = z.string().nullish();
const count = z.number().nullish();

export const iceTokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional(), token_type: z.string().optional() });
export type IceTokenResponse = z.infer<typeof iceTokenAnswer>;

export const iceAddress = z.object({
  addressLine1: text,
  city: text,
  state: text,
  country: text,
  postalCode: text,
  latitude: z.union([z.number(), z.string()]).nullish(),
  longitude: z.union([z.number(), z.string()]).nullish(),
});
export type IceAddress = z.infer<typeof iceAddress>;

/** Text in one language. The v1 schema of descriptions and captions is not published; these are the forms accepted. */
export const iceText = z.object({ languageCode: text, language: text, culture: text, text, value: text, description: text, caption: text, type: text });
export type IceText = z.infer<typeof iceText>;

/** A list of `{languageCode, text}` or a `{ en: "..." }` map. */
const iceTexts = z.union([z.array(iceText), z.record(z.string(), z.string())]).nullish();

export const iceLinks = z.object({
  cdnLinks: z.array(z.union([z.string(), z.object({ url: text, width: count, height: count })])).nullish(),
  mediaLinkURL: text,
});
export type IceLinks = z.infer<typeof iceLinks>;

export const iceRoomType = z.object({
  roomID: id,
  roomCode: text,
  name: text,
  description: text,
  roomTypeAssets: z.array(z.object({ links: iceLinks.nullish() })).nullish(),
});
export type IceRoomType = z.infer<typeof iceRoomType>;

export const iceListing = z.object({
  listingID: id,
  mappedID: text,
  name: text,
  type: text,
  supplierId: text,
  supplierChainCode: text,
  supplierMappedID: text,
  address: iceAddress.nullish(),
  phone: text,
  publicationStatus: text,
  isPublished: z.boolean().optional(),
  createdOn: text,
  propertyLastModified: text,
  contentLastModified: text,
  roomTypes: z.union([z.array(iceRoomType), z.object({ results: z.array(iceRoomType) })]).nullish(),
  descriptions: iceTexts,
  policies: z.unknown().optional(),
  fees: z.unknown().optional(),
});
export type IceListing = z.infer<typeof iceListing>;

export const iceAsset = z.object({
  assetID: id.optional(),
  id: id.optional(),
  mediaType: text,
  width: count,
  height: count,
  ordinal: count,
  order: count,
  links: iceLinks.nullish(),
  category: z.array(z.object({ expediaCategory: z.object({ id: z.number().optional(), name: text }).nullish() })).nullish(),
  rooms: z.array(z.object({ roomID: id.optional() })).nullish(),
  iceTags: z.array(z.object({ tags: z.array(z.object({ name: z.string().optional() })).optional() })).nullish(),
  keywords: z.union([z.array(z.string()), z.string()]).nullish(),
  caption: text,
  captions: iceTexts,
});
export type IceAsset = z.infer<typeof iceAsset>;

/** The paging fields are guesses (undocumented) read when present; `results` is the documented part, and required. */
const pageFields = {
  page: z.number().optional(),
  pageSize: z.number().optional(),
  totalCount: z.number().optional(),
  total: z.number().optional(),
  totalResults: z.number().optional(),
  totalPages: z.number().optional(),
  pageCount: z.number().optional(),
  hasMore: z.boolean().optional(),
  hasNextPage: z.boolean().optional(),
  next: z.string().nullish(),
  nextPage: z.union([z.number(), z.string()]).nullish(),
};

/** A page of `item`s; a bare array (one client saw that) reads as a page without paging hints. */
export const icePage = <T extends z.ZodType>(item: T) =>
  z.preprocess((body) => (Array.isArray(body) ? { results: body } : body), z.object({ results: z.array(item), ...pageFields }));

export type IcePage<T> = { results: T[] } & Partial<{ [K in keyof typeof pageFields]: z.infer<(typeof pageFields)[K]> }>;

/** An error body: OAuth's `{error, error_description}` or the API's `{message}`; read only for the message. */
export const iceErrorBody = z.object({ error: z.string().optional(), error_description: z.string().optional(), message: z.string().optional(), ErrorMessage: z.string().optional() });
