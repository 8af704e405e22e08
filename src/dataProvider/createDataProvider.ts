import type { DataProvider, GetListParams, GetManyParams, Identifier, QueryFunctionContext, RaRecord } from 'react-admin';
import type { AddressInput, ApiClient, ListResponse } from '../api';
import { analyticsReport } from '../api/schemas/analytics';
import { jobView, dashboardCounts, supplierSummaryResponse, type SyncSupplier } from '../api/schemas/admin';
import { booking } from '../api/schemas/bookings';
import { amenity, bulkDeleteResult } from '../api/schemas/catalog';
import { bulkResult, dataList, messageBody } from '../api/schemas/common';
import { inventoryDay, picture, type InventoryBulkEdit, type PictureChanges } from '../api/schemas/hotels';
import { massNotification } from '../api/schemas/notifications';
import { adminSearchResponse } from '../api/schemas/search';
import { testimonial } from '../api/schemas/siteContent';
import { address, user } from '../api/schemas/users';
import { call, readAnswer } from './answers';
import { bulkDeleteNotice, bulkDeleteRefusal, deleteEach, outcomeOf, recordName, type Translate } from './bulkDelete';
import { toListQuery } from './query';
import type { ApiOperation, ApiResource } from './types';

type AnyRecord = Record<string, unknown>;

const enc = (id: Identifier) => encodeURIComponent(String(id));

/**
 * The back office's dataProvider: react-admin's calls mapped onto the API's paths and list conventions, driven by the
 * resource declarations, plus the back office's own calls. Its type is what it returns (AppDataProvider), as in
 * react-admin's CRM example: no second, hand-kept description. `translate` words the bulk delete's notification.
 */
export function createDataProvider(client: ApiClient, resources: readonly ApiResource[], translate: Translate) {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const resourceFor = (name: string): ApiResource => {
    const found = byName.get(name);
    if (!found) throw new Error(`Unknown resource "${name}": declare it in src/admin/resources.ts`);
    return found;
  };
  const collectionPath = (r: ApiResource, op: ApiOperation) => r.operationPaths?.[op] ?? r.apiPath;
  const itemPath = (r: ApiResource, id: Identifier, op: ApiOperation = 'get') => `${collectionPath(r, op)}/${enc(id)}`;
  const bulkPath = (resource: string, kind: 'deleteMany' | 'updateMany') => {
    const path = resourceFor(resource).bulkPaths?.[kind];
    if (!path) throw new Error(`Resource "${resource}" declares no one-call ${kind}`);
    return path;
  };
  const read = <R extends RaRecord>(r: ApiResource, record: unknown) => (r.fromApi ? r.fromApi(record as AnyRecord) : record) as R;
  const payload = (r: ApiResource, data: unknown) => (r.toApi ? r.toApi(data as AnyRecord) : data);

  /** The back office's own calls beside react-admin's (DESIGN section 2: special operations). */
  const custom = {
    /** The list as CSV, with what the list shows: its search, filters (the declaration's fixed one too) and sort. */
    exportCsv: (resource: string, params: Pick<GetListParams, 'filter' | 'sort'>) => {
      const r = resourceFor(resource);
      if (!r.exportPath) throw new Error(`Resource "${resource}" declares no exportPath`);
      return call(() => client.download(r.exportPath!, toListQuery(r, params)));
    },
    userAddress: (id: Identifier) => readAnswer(address, () => client.get(`/admin/users/${enc(id)}/address`)),
    updateUserAddress: (id: Identifier, data: AddressInput) => readAnswer(address, () => client.put(`/admin/users/${enc(id)}/address`, data)),
    updateUserAvatar: (id: Identifier, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return readAnswer(user, () => client.request('PUT', `/admin/users/${enc(id)}/update-avatar`, { body: form }));
    },
    /** PUT /admin/testimonials/{id}/photo: the driver's photo, uploaded. */
    uploadTestimonialPhoto: (id: Identifier, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return readAnswer(testimonial, () => client.request('PUT', `/admin/testimonials/${enc(id)}/photo`, { body: form }));
    },
    search: (q: string, signal?: AbortSignal) => readAnswer(adminSearchResponse, () => client.get('/admin/search', { q }, signal)),
    /** Staff cancel a booking (change_booking), past the policy deadline and while pending too. */
    cancelBooking: (id: Identifier, reason?: string) => readAnswer(booking, () => client.post(`/admin/bookings/${enc(id)}/cancel`, { reason: reason || null })),

    /** Stops a draft or scheduled mass notification before it goes out (change_massnotification). */
    cancelMassNotification: (id: Identifier) => readAnswer(massNotification, () => client.post(`/admin/mass-notifications/${enc(id)}/cancel`, {})),

    /** POST <bulkPaths.deleteMany> { ids }: several records in one call, record by record (those in use are kept). */
    deleteMultiple: (resource: string, ids: Identifier[]) => readAnswer(bulkDeleteResult, () => client.post(bulkPath(resource, 'deleteMany'), { ids })),
    /** POST <bulkPaths.updateMany> { ids, data }: the same change to several records in one call. */
    updateMultiple: (resource: string, ids: Identifier[], data: AnyRecord) => readAnswer(bulkResult, () => client.post(bulkPath(resource, 'updateMany'), { ids, data })),
    /** Every amenity, unpaged, for pickers (GET /admin/amenities/all). */
    allAmenities: async (signal?: AbortSignal) => (await readAnswer(dataList(amenity), () => client.get('/admin/amenities/all', undefined, signal))).data,

    dashboard: (signal?: AbortSignal) => readAnswer(dashboardCounts, () => client.get('/admin/dashboard', undefined, signal)),
    /** The analytics page's figures for a period (GET /admin/analytics, view_analytics). */
    analytics: (period: { from: string; to: string }, signal?: AbortSignal) => readAnswer(analyticsReport, () => client.get('/admin/analytics', period, signal)),
    hotelSuppliers: async (signal?: AbortSignal) => (await readAnswer(supplierSummaryResponse, () => client.get('/admin/hotels/suppliers', undefined, signal))).data,
    /** Starts (or joins) a supplier sync: GET /hotels/sync-ice-portal | sync-derbysoft, answered 202 with the job. */
    startSync: (supplier: SyncSupplier) => readAnswer(jobView, () => client.get(supplier === 'ice_portal' ? '/hotels/sync-ice-portal' : '/hotels/sync-derbysoft')),
    job: (id: Identifier, signal?: AbortSignal) => readAnswer(jobView, () => client.get(`/admin/jobs/${enc(id)}`, undefined, signal)),
    /** A sync held before deactivating many hotels: POST /admin/sync/{id}/confirm (exactly its deactivations) or /dismiss (none). */
    decideSync: (id: Identifier, decision: 'confirm' | 'dismiss') => readAnswer(jobView, () => client.post(`/admin/sync/${enc(id)}/${decision}`, {})),

    hotelPictures: async (hotelId: Identifier, signal?: AbortSignal) =>
      (await readAnswer(dataList(picture), () => client.get(`/admin/hotels/${enc(hotelId)}/pictures`, undefined, signal))).data,
    uploadHotelPicture: (hotelId: Identifier, file: File, meta: PictureChanges = {}) => {
      const form = new FormData();
      // Fields before the file: the server reads them from the file part's fields.
      if (meta.caption) form.append('caption', meta.caption);
      if (meta.room_id) form.append('room_id', String(meta.room_id));
      form.append('file', file);
      return readAnswer(picture, () => client.request('POST', `/admin/hotels/${enc(hotelId)}/pictures`, { body: form }));
    },
    updateHotelPicture: (id: Identifier, changes: PictureChanges) => readAnswer(picture, () => client.patch(`/admin/hotel-pictures/${enc(id)}`, changes)),
    reorderHotelPictures: async (hotelId: Identifier, ids: Identifier[]) => {
      await readAnswer(messageBody, () => client.post(`/admin/hotels/${enc(hotelId)}/pictures/reorder`, { ids }));
    },
    deleteHotelPicture: async (id: Identifier) => {
      await call(() => client.delete(`/admin/hotel-pictures/${enc(id)}`));
    },

    roomInventory: async (roomId: Identifier, range: { from: string; to: string }, signal?: AbortSignal) =>
      (await readAnswer(dataList(inventoryDay), () => client.get(`/admin/rooms/${enc(roomId)}/inventory`, range, signal))).data,
    /** Bulk edit of a room's nights (prices in minor units); a 409 says a night would drop below its bookings. */
    updateRoomInventory: (roomId: Identifier, edit: InventoryBulkEdit) => readAnswer(bulkResult, () => client.put(`/admin/rooms/${enc(roomId)}/inventory`, edit)),
  };

  const getOne = async <R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) => {
    const r = resourceFor(resource);
    const record = await call(() => client.request<unknown>('GET', itemPath(r, id), { signal }));
    return read<R>(r, record);
  };

  const getList: DataProvider['getList'] = async (resource, params) => {
    const r = resourceFor(resource);
    const res = await call(() => client.get<ListResponse<unknown>>(collectionPath(r, 'list'), toListQuery(r, params), params.signal));
    const data = res.data.map((rec) => read<any>(r, rec)); // eslint-disable-line @typescript-eslint/no-explicit-any -- react-admin's RecordType is the caller's
    // A capped count is a lower bound: react-admin pages on without a total ("1-25 of more than 25").
    if (res.meta.capped) return { data, pageInfo: { hasPreviousPage: res.meta.page > 1, hasNextPage: res.meta.page < res.meta.last_page } };
    return { data, total: res.meta.total };
  };

  const reactAdmin: DataProvider = {
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
    getManyReference: (resource, params) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
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
        await custom.updateMultiple(resource, params.ids, params.data as AnyRecord);
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
    /**
     * Record by record (in one call where the API has one): what can be deleted is; when some are still in use, the
     * call fails with one notice naming them (from `meta.records`, the list's records) and why, and carries the ids
     * deleted and kept, so the list drops exactly those deleted.
     */
    deleteMany: async (resource, params) => {
      const r = resourceFor(resource);
      const outcome = r.bulkPaths?.deleteMany
        ? outcomeOf(await custom.deleteMultiple(resource, params.ids))
        : await deleteEach(params.ids, (id) => call(() => client.delete<unknown>(itemPath(r, id, 'delete'))));
      if (!outcome.refused.length) return { data: outcome.deleted };
      const records = (params.meta as { records?: RaRecord[] } | undefined)?.records;
      throw bulkDeleteRefusal(
        bulkDeleteNotice(translate, outcome, (id) => recordName(r, id, records)),
        outcome,
      );
    },
  };

  return { ...reactAdmin, ...custom };
}

/** react-admin's DataProvider plus the back office's own calls, typed from the implementation. */
export type AppDataProvider = ReturnType<typeof createDataProvider>;
