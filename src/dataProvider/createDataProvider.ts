import type { DataProvider, GetManyParams, Identifier, QueryFunctionContext, RaRecord } from 'react-admin';
import type { Address, AddressInput, AdminSearchResponse, ApiClient, ListResponse, User } from '../api';
import type { Amenity } from '../api/schemas/catalog';
import type { InventoryDay, Picture } from '../api/schemas/hotels';
import { toHttpError } from './errors';
import { toListQuery } from './query';
import type { ApiOperation, AppDataProvider, ApiResource, BulkResult, DashboardCounts, ExportUsersFilter, SupplierSummary, SyncJob } from './types';

type AnyRecord = Record<string, unknown>;

/** Runs an API call and turns its failure into react-admin's HttpError. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toHttpError(err);
  }
}

/**
 * The back office's dataProvider: react-admin's calls mapped onto the API's
 * paths and list conventions, driven by the resource declarations.
 */
export function createDataProvider(client: ApiClient, resources: readonly ApiResource[]): AppDataProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const resourceFor = (name: string): ApiResource => {
    const found = byName.get(name);
    if (!found) throw new Error(`Unknown resource "${name}": declare it in src/admin/resources.ts`);
    return found;
  };
  const collectionPath = (r: ApiResource, op: ApiOperation) => r.operationPaths?.[op] ?? r.apiPath;
  const itemPath = (r: ApiResource, id: Identifier, op: ApiOperation = 'get') => `${collectionPath(r, op)}/${encodeURIComponent(String(id))}`;
  const enc = (id: Identifier) => encodeURIComponent(String(id));
  const bulkPath = (resource: string, kind: 'deleteMany' | 'updateMany') => {
    const path = resourceFor(resource).bulkPaths?.[kind];
    if (!path) throw new Error(`Resource "${resource}" declares no one-call ${kind}`);
    return path;
  };
  const read = <R extends RaRecord>(r: ApiResource, record: unknown) => (r.fromApi ? r.fromApi(record as AnyRecord) : record) as R;
  const payload = (r: ApiResource, data: unknown) => (r.toApi ? r.toApi(data as AnyRecord) : data);

  const getOne = async <R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) => {
    const r = resourceFor(resource);
    const record = await call(() => client.request<unknown>('GET', itemPath(r, id), { signal }));
    return read<R>(r, record);
  };

  const getList: DataProvider['getList'] = async (resource, params) => {
    const r = resourceFor(resource);
    const res = await call(() => client.get<ListResponse<unknown>>(collectionPath(r, 'list'), toListQuery(r, params), params.signal));
    return { data: res.data.map((rec) => read(r, rec)), total: res.meta.total };
  };

  const provider: AppDataProvider = {
    supportAbortSignal: true,
    getList,
    getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.signal) }),
    // The API has no "ids" filter; references are few per page, so one GET per id, in parallel.
    // A record that no longer exists is left out rather than failing the whole page.
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R> & QueryFunctionContext) => {
      const settled = await Promise.allSettled([...new Set(params.ids)].map((id) => getOne<R>(resource, id, params.signal)));
      const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && (s.reason as { status?: number })?.status !== 404);
      if (failure) throw failure.reason;
      return { data: settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])) };
    },
    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource, params) => {
      const r = resourceFor(resource);
      const record = await call(() => client.post<unknown>(collectionPath(r, 'create'), payload(r, params.data)));
      return { data: read(r, record) };
    },
    update: async (resource, params) => {
      const r = resourceFor(resource);
      const record = await call(() => client.put<unknown>(itemPath(r, params.id, 'update'), payload(r, params.data)));
      return { data: read(r, record) };
    },
    // Bulk updates carry only the changed fields: one call where the API has one, else a PATCH per record.
    updateMany: async (resource, params) => {
      const r = resourceFor(resource);
      if (r.bulkPaths?.updateMany) {
        await provider.updateMultiple(resource, params.ids, params.data as Record<string, unknown>);
        return { data: params.ids };
      }
      await Promise.all(params.ids.map((id) => call(() => client.patch<unknown>(itemPath(r, id), payload(r, params.data)))));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      const r = resourceFor(resource);
      await call(() => client.delete<unknown>(itemPath(r, params.id, 'delete')));
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    deleteMany: async (resource, params) => {
      const r = resourceFor(resource);
      if (r.bulkPaths?.deleteMany) {
        await provider.deleteMultiple(resource, params.ids);
        return { data: params.ids };
      }
      await Promise.all(params.ids.map((id) => call(() => client.delete<unknown>(itemPath(r, id, 'delete')))));
      return { data: params.ids };
    },

    exportUsers: (filter: ExportUsersFilter) => call(() => client.download('/admin/export/users', filter)),
    userAddress: (id) => call(() => client.get<Address>(`/admin/users/${encodeURIComponent(String(id))}/address`)),
    updateUserAddress: (id, data: AddressInput) => call(() => client.put<Address>(`/admin/users/${encodeURIComponent(String(id))}/address`, data)),
    updateUserAvatar: (id, file) => {
      const form = new FormData();
      form.append('file', file);
      return call(() => client.request<User>('PUT', `/admin/users/${encodeURIComponent(String(id))}/update-avatar`, { body: form }));
    },
    search: (q, signal) => call(() => client.get<AdminSearchResponse>('/admin/search', { q }, signal)),

    deleteMultiple: (resource, ids) => call(() => client.post<BulkResult>(bulkPath(resource, 'deleteMany'), { ids })),
    updateMultiple: (resource, ids, data) => call(() => client.post<BulkResult>(bulkPath(resource, 'updateMany'), { ids, data })),
    allAmenities: async (signal) => (await call(() => client.get<{ data: Amenity[] }>('/admin/amenities/all', undefined, signal))).data,

    dashboard: (signal) => call(() => client.get<DashboardCounts>('/admin/dashboard', undefined, signal)),
    hotelSuppliers: async (signal) => (await call(() => client.get<{ data: SupplierSummary[] }>('/admin/hotels/suppliers', undefined, signal))).data,
    startSync: (supplier) => call(() => client.get<SyncJob>(supplier === 'ice_portal' ? '/hotels/sync-ice-portal' : '/hotels/sync-derbysoft')),
    job: (id, signal) => call(() => client.get<SyncJob>(`/admin/jobs/${enc(id)}`, undefined, signal)),

    hotelPictures: async (hotelId, signal) => (await call(() => client.get<{ data: Picture[] }>(`/admin/hotels/${enc(hotelId)}/pictures`, undefined, signal))).data,
    uploadHotelPicture: (hotelId, file, meta = {}) => {
      const form = new FormData();
      // Fields before the file: the server reads them from the file part's fields.
      if (meta.caption) form.append('caption', meta.caption);
      if (meta.room_id) form.append('room_id', String(meta.room_id));
      form.append('file', file);
      return call(() => client.request<Picture>('POST', `/admin/hotels/${enc(hotelId)}/pictures`, { body: form }));
    },
    updateHotelPicture: (id, changes) => call(() => client.patch<Picture>(`/admin/hotel-pictures/${enc(id)}`, changes)),
    reorderHotelPictures: async (hotelId, ids) => {
      await call(() => client.post<unknown>(`/admin/hotels/${enc(hotelId)}/pictures/reorder`, { ids }));
    },
    deleteHotelPicture: async (id) => {
      await call(() => client.delete<unknown>(`/admin/hotel-pictures/${enc(id)}`));
    },

    roomInventory: async (roomId, range, signal) =>
      (await call(() => client.get<{ data: InventoryDay[] }>(`/admin/rooms/${enc(roomId)}/inventory`, range, signal))).data,
    updateRoomInventory: (roomId, edit) => call(() => client.put<BulkResult>(`/admin/rooms/${enc(roomId)}/inventory`, edit)),
  };
  return provider;
}
