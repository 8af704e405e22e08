import i18next from 'i18next';
import { createApiClient, type ApiClient } from './client';
import type { RigInput } from './schemas/rig';
import type { DistanceUnit } from './units';
import type {
  Address,
  AddressInput,
  AdminLoginResponse,
  AuthCountry,
  Booking,
  BookingListWhen,
  BookingRequest,
  CurrencyRates,
  HotelSearchRequest,
  LiveCheckResponse,
  PlaceSuggestion,
  RoomCheckRequest,
  SearchMarkersResponse,
  SearchResultsResponse,
  SearchStartResponse,
  SearchSort,
  TokenResponse,
  Credentials,
  EmailOnly,
  ListResponse,
  LoginResponse,
  MessageBody,
  AccountDeletion,
  PasswordChange,
  PasswordReset,
  ProfileUpdate,
  Register,
  User,
  VerifyCode,
  VerifyPin,
  VerifyResponse,
  UserNotificationsQuery,
  UserNotificationsResponse,
  WebPushSubscriptionInput,
} from './schemas';
import type { Amenity, Brand } from './schemas/catalog';
import type { AdvertiseRequestInput, CaptchaConfig, FaqEntry, Page, Programme, Promotion, Testimonial } from './schemas/siteContent';
import type { HelpContactInput } from './schemas/help';
import type { Hotel, HotelSummary } from './schemas/hotels';
import type { BookingParkingReport, HotelParkingReports, MyParkingReport, ParkingReportInput } from './schemas/parkingReports';
import type { AccountPreferencesInput, SiteSettings, SiteSettingsInput, StoredPreferences, StorefrontPreview } from './schemas/settings';

export * from './client';
export type * from './schemas';

/** The shared client, speaking the current interface language. */
export const client: ApiClient = createApiClient({ language: () => i18next.language || 'en' });

/**
 * The storefront's typed calls (spec section 7) and the sign-in calls both front ends use. The back office's other
 * calls go through its dataProvider (src/dataProvider), over the same `client`.
 */
export const api = {
  auth: {
    login: (body: Credentials) => client.post<LoginResponse>('/login', body),
    logout: () => client.post<MessageBody>('/logout'),
    refresh: () => client.post<LoginResponse>('/refresh'),
    register: (body: Register) => client.post<{ message: string; email: string }>('/register', body),
    verify: (body: VerifyCode) => client.post<VerifyResponse>('/verify', body),
    resend: (body: EmailOnly) => client.post<MessageBody>('/resend', body),
    forgotPassword: (body: EmailOnly) => client.post<MessageBody>('/password/forgot', body),
    verifyPin: (body: VerifyPin) => client.post<{ valid: true }>('/password/verify-pin', body),
    resetPassword: (body: PasswordReset) => client.post<MessageBody>('/password/reset', body),
    adminLogin: (body: Credentials) => client.post<AdminLoginResponse>('/admin/login', body),
    adminVerify: (body: VerifyCode) => client.post<LoginResponse>('/admin/verify', body),
    countries: () => client.get<{ data: AuthCountry[] }>('/auth/countries'),
  },
  user: {
    me: () => client.get<User>('/user'),
    update: (body: ProfileUpdate) => client.put<User>('/user', body),
    completeProfile: (body: ProfileUpdate) => client.post<User>('/complete-profile', body),
    updateAvatar: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.request<User>('PUT', '/user/update-avatar', { body: form });
    },
    updatePassword: (body: PasswordChange) => client.put<MessageBody>('/user/update-password', body),
    deleteAccount: (body: AccountDeletion) => client.post<MessageBody>('/user/delete', body),
    address: () => client.get<Address>('/user/address'),
    updateAddress: (body: AddressInput) => client.put<Address>('/user/address', body),
    setRig: (body: { rig: RigInput | null }) => client.put<User>('/user/rig', body),
    setUnits: (body: { distance_unit: DistanceUnit | null }) => client.put<User>('/user/units', body),
  },
  hotels: {
    /**
     * Starts a search; `session` fills the Session-Time, User-Id and Session-Id headers of spec section 7. With
     * `firstPage` the answer also carries the first page of results in that sort, once the search is done or `waitMs`
     * has passed.
     */
    search: (body: HotelSearchRequest, session: { time: string; userId: string; sessionId: string }, firstPage?: { waitMs: number; sort_by: SearchSort }) =>
      client.request<SearchStartResponse>('POST', '/hotels/search', {
        body,
        query: firstPage ? { wait: firstPage.waitMs, sort_by: firstPage.sort_by } : undefined,
        headers: { 'Session-Time': session.time, 'User-Id': session.userId, 'Session-Id': session.sessionId },
      }),
    results: (query: { token: string; page: number; sort_by?: SearchSort; limit?: number; beyond_reach?: boolean }, signal?: AbortSignal) =>
      client.get<SearchResultsResponse>('/hotels/search/results', query, signal),
    markers: (query: { token: string; sort_by?: SearchSort; beyond_reach?: boolean }, signal?: AbortSignal) => client.get<SearchMarkersResponse>('/hotels/search/markers', query, signal),
    get: (idOrSlug: string | number, signal?: AbortSignal) => client.get<Hotel>(`/hotel/${encodeURIComponent(String(idOrSlug))}`, undefined, signal),
    list: (query: { page?: number; limit?: number; search?: string; parking_available?: boolean; brand?: string | number; ordering?: string }, signal?: AbortSignal) =>
      client.get<ListResponse<HotelSummary>>('/hotels', query, signal),
    /** Starts the live check of a hotel's rooms for a stay (spec section 4). */
    check: (hotelId: number, body: RoomCheckRequest) => client.post<TokenResponse>(`/hotels/${hotelId}/check`, body),
    liveCheckResults: (token: string, signal?: AbortSignal) => client.get<LiveCheckResponse>('/bookings/live-check/results', { token }, signal),
  },
  bookings: {
    /** Books a room; the same `idempotencyKey` (one per attempt, kept across retries) never books twice. */
    create: (hotelId: number, roomId: number, body: BookingRequest, idempotencyKey: string, signal?: AbortSignal) =>
      client.request<Booking>('POST', `/bookings/${hotelId}/${roomId}`, { body, headers: { 'Idempotency-Key': idempotencyKey }, signal }),
    list: (query: { page?: number; limit?: number; when?: BookingListWhen } = {}, signal?: AbortSignal) => client.get<ListResponse<Booking>>('/bookings', query, signal),
    get: (id: number, signal?: AbortSignal) => client.get<Booking>(`/bookings/${id}`, undefined, signal),
    cancel: (id: number, reason?: string) => client.post<Booking>(`/bookings/${id}/cancel`, { reason: reason ?? null }),
  },
  /** Drivers' reports of tonight's truck parking: a hotel's live ones, and the signed-in driver's own. */
  parkingReports: {
    ofHotel: (hotelId: number, signal?: AbortSignal) => client.get<HotelParkingReports>(`/hotels/${hotelId}/parking-reports`, undefined, signal),
    mine: (hotelId: number, signal?: AbortSignal) => client.get<MyParkingReport>(`/hotels/${hotelId}/parking-reports/mine`, undefined, signal),
    create: (bookingId: number, body: ParkingReportInput) => client.post<BookingParkingReport>(`/bookings/${bookingId}/parking-report`, body),
  },
  /** The bell (spec section 7 Notifications) and where the user's pushes go. */
  notifications: {
    list: (query: UserNotificationsQuery = {}, signal?: AbortSignal) => client.get<UserNotificationsResponse>('/user/notifications', query, signal),
    markAllRead: () => client.post<{ message: string; affected: number }>('/user/notifications/mark-all-as-read'),
    webPushKey: () => client.get<{ publicKey: string | null }>('/user/notifications/web-push'),
    subscribeWebPush: (body: WebPushSubscriptionInput) => client.post<MessageBody>('/user/notifications/web-push', body),
    unsubscribeWebPush: (endpoint: string) => client.request<MessageBody>('DELETE', '/user/notifications/web-push', { body: { endpoint } }),
  },
  places: {
    suggest: (q: string, signal?: AbortSignal) => client.get<{ data: PlaceSuggestion[] }>('/places/suggest', { q }, signal),
  },
  brands: {
    front: (signal?: AbortSignal) => client.get<{ data: Brand[] }>('/brands/front', undefined, signal),
    withHotels: (id: number, query: { page?: number; limit?: number } = {}, signal?: AbortSignal) =>
      client.get<{ brand: Brand; hotels: ListResponse<HotelSummary> }>(`/brands/front/${id}`, query, signal),
  },
  testimonials: {
    list: (query: { page?: number; limit?: number } = {}, signal?: AbortSignal) => client.get<ListResponse<Testimonial>>('/testimonials', query, signal),
    get: (id: number, signal?: AbortSignal) => client.get<Testimonial>(`/testimonials/${id}`, undefined, signal),
  },
  promotions: {
    list: (query: { page?: number; limit?: number } = {}, signal?: AbortSignal) => client.get<ListResponse<Promotion>>('/promotions', query, signal),
    get: (id: number, signal?: AbortSignal) => client.get<Promotion>(`/promotions/${id}`, undefined, signal),
    programme: (key: string, signal?: AbortSignal) => client.get<{ programme: Programme; brands: Brand[] }>(`/programmes/${encodeURIComponent(key)}`, undefined, signal),
  },
  faq: (signal?: AbortSignal) => client.get<ListResponse<FaqEntry>>('/faq', { limit: 500 }, signal),
  page: (slug: string, signal?: AbortSignal) => client.get<Page>(`/pages/${encodeURIComponent(slug)}`, undefined, signal),
  help: {
    contact: (body: HelpContactInput) => client.post<MessageBody>('/help/contact', body),
  },
  advertise: {
    captcha: (signal?: AbortSignal) => client.get<CaptchaConfig>('/captcha', undefined, signal),
    send: (body: AdvertiseRequestInput) => client.post<MessageBody>('/advertise-request', body),
  },
  amenities: (signal?: AbortSignal) => client.get<{ data: Amenity[] }>('/amenities', undefined, signal),
  settings: {
    currencyRates: (signal?: AbortSignal) => client.get<CurrencyRates>('/settings/currency-rates', undefined, signal),
    /** The footer's contacts and links, the tag-manager id and maintenance mode. */
    site: (signal?: AbortSignal) => client.get<SiteSettings>('/settings/site', undefined, signal),
    saveSite: (body: SiteSettingsInput) => client.put<SiteSettings>('/admin/settings/site', body),
    /** Is this browser staff previewing the storefront (asked only while maintenance mode is on)? */
    storefrontPreview: (signal?: AbortSignal) => client.get<StorefrontPreview>('/storefront-preview', undefined, signal),
    /** The back office asks for the preview cookie of its staff session, so the storefront stays visible to staff during maintenance. */
    grantStorefrontPreview: () => client.post<StorefrontPreview>('/admin/storefront-preview'),
    /** The signed-in user's own settings (language, time zone, time format, currency, theme, boxed layout). */
    preferences: (signal?: AbortSignal) => client.get<StoredPreferences>('/user/preferences', undefined, signal),
    savePreferences: (body: AccountPreferencesInput) => client.put<StoredPreferences>('/user/preferences', body),
  },
  list: <T>(path: string, query: Record<string, string | number | boolean | undefined>) => client.get<ListResponse<T>>(path, query),
};
