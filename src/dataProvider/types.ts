import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Address, AddressInput, AdminSearchResponse, User } from '../api';
import type { Amenity } from '../api/schemas/catalog';
import type { InventoryBulkEdit, InventoryDay, Picture } from '../api/schemas/hotels';

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
};

export type ExportUsersFilter = { role?: string; search?: string };

import type { DashboardCounts, SupplierSummary, SyncJob, SyncSupplier } from '../api/schemas/admin';

export type { DashboardCounts, JobStatus, SupplierSummary, SyncJob, SyncSupplier, SyncTally } from '../api/schemas/admin';

export type PictureChanges = { caption?: string | null; room_id?: number | null };
export type BulkResult = { message: string; affected: number };

/** react-admin's methods plus the back office's own calls (STYLE.md, CRM example). */
export type AppDataProvider = DataProvider & {
  exportUsers(filter: ExportUsersFilter): Promise<Blob>;
  userAddress(id: RaRecord['id']): Promise<Address>;
  updateUserAddress(id: RaRecord['id'], data: AddressInput): Promise<Address>;
  updateUserAvatar(id: RaRecord['id'], file: File): Promise<User>;
  search(q: string, signal?: AbortSignal): Promise<AdminSearchResponse>;

  /** POST <bulkPaths.deleteMany> { ids }: several records in one call. */
  deleteMultiple(resource: string, ids: Identifier[]): Promise<BulkResult>;
  /** POST <bulkPaths.updateMany> { ids, data }: the same change to several records in one call. */
  updateMultiple(resource: string, ids: Identifier[], data: AnyRecord): Promise<BulkResult>;
  /** Every amenity, unpaged, for pickers (GET /admin/amenities/all). */
  allAmenities(signal?: AbortSignal): Promise<Amenity[]>;

  dashboard(signal?: AbortSignal): Promise<DashboardCounts>;
  hotelSuppliers(signal?: AbortSignal): Promise<SupplierSummary[]>;
  /** Starts (or joins) a supplier sync: GET /hotels/sync-ice-portal | sync-derbysoft, answered 202 with the job. */
  startSync(supplier: SyncSupplier): Promise<SyncJob>;
  job(id: number, signal?: AbortSignal): Promise<SyncJob>;

  hotelPictures(hotelId: Identifier, signal?: AbortSignal): Promise<Picture[]>;
  uploadHotelPicture(hotelId: Identifier, file: File, meta?: PictureChanges): Promise<Picture>;
  updateHotelPicture(id: Identifier, changes: PictureChanges): Promise<Picture>;
  reorderHotelPictures(hotelId: Identifier, ids: Identifier[]): Promise<void>;
  deleteHotelPicture(id: Identifier): Promise<void>;

  roomInventory(roomId: Identifier, range: { from: string; to: string }, signal?: AbortSignal): Promise<InventoryDay[]>;
  /** Bulk edit of a room's nights (prices in minor units); a 409 says a night would drop below its bookings. */
  updateRoomInventory(roomId: Identifier, edit: InventoryBulkEdit): Promise<BulkResult>;
};
