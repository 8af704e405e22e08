import type { RaRecord } from 'react-admin';

type AnyRecord = Record<string, unknown>;

/** The calls whose path may differ from `apiPath` (the spec's GET /hotels and PUT /admin/hotel/{id}). */
export type ApiOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * What the dataProvider needs to know about one react-admin resource; each
 * admin declaration (src/admin/<resource>/index.ts) carries these fields.
 */
export type ApiResource = {
  /** The react-admin resource name, e.g. 'users' or 'geographic/countries'. */
  name: string;
  /** The API collection path under /api, e.g. '/admin/users'. */
  apiPath: string;
  /** A collection path for one operation where the API names it differently, e.g. `{ list: '/hotels', update: '/admin/hotel' }`. */
  operationPaths?: Partial<Record<ApiOperation, string>>;
  /**
   * One-call bulk operations: react-admin's deleteMany posts `{ ids }` to `deleteMany`,
   * updateMany posts `{ ids, data }` to `updateMany` (amenities' deleteMultiple/updateMultiple).
   * Without them a bulk action is one call per record.
   */
  bulkPaths?: { deleteMany?: string; updateMany?: string };
  /** Filters always sent with getList, e.g. `{ role: 'Trucker' }` for a second view over one API path. */
  filter?: Record<string, string>;
  /** react-admin sort fields whose API `ordering` name differs, e.g. `{ country_name: 'country' }`. */
  sortFields?: Record<string, string>;
  /** Adds form-friendly fields to a record read from the API (e.g. `role_ids` from `roles`). */
  fromApi?: (record: AnyRecord) => AnyRecord;
  /** Shapes form data into the API payload. */
  toApi?: (data: AnyRecord) => AnyRecord;
  /** How staff know a record (a field, or a function of the record): the admin's lists and the bulk delete's notice. */
  recordRepresentation?: string | ((record: RaRecord) => string);
  /** The list's CSV export (e.g. '/admin/export/hotels'): it takes the list's query, fixed filter included, unpaged. */
  exportPath?: string;
};
