import type { DataProvider, RaRecord } from 'react-admin';
import type { Address, AddressInput, AdminSearchResponse, User } from '../api';

type AnyRecord = Record<string, unknown>;

/**
 * What the dataProvider needs to know about one react-admin resource; each
 * admin declaration (src/admin/<resource>/index.ts) carries these fields.
 */
export type ApiResource = {
  /** The react-admin resource name, e.g. 'users' or 'geographic/countries'. */
  name: string;
  /** The API collection path under /api, e.g. '/admin/users'. */
  apiPath: string;
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

/** react-admin's methods plus the back office's own calls (STYLE.md, CRM example). */
export type AppDataProvider = DataProvider & {
  exportUsers(filter: ExportUsersFilter): Promise<Blob>;
  userAddress(id: RaRecord['id']): Promise<Address>;
  updateUserAddress(id: RaRecord['id'], data: AddressInput): Promise<Address>;
  updateUserAvatar(id: RaRecord['id'], file: File): Promise<User>;
  search(q: string, signal?: AbortSignal): Promise<AdminSearchResponse>;
};
