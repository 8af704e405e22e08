import i18next from 'i18next';
import { createApiClient, type ApiClient } from './client';
import type {
  Address,
  AddressInput,
  AdminLoginResponse,
  AdminSearchResponse,
  AuthCountry,
  Credentials,
  EmailOnly,
  ListResponse,
  LoginResponse,
  MessageBody,
  PasswordChange,
  PasswordReset,
  ProfileUpdate,
  Register,
  User,
  VerifyCode,
  VerifyPin,
} from './schemas';

export * from './client';
export type * from './schemas';

/** The shared client, speaking the current interface language. */
export const client: ApiClient = createApiClient({ language: () => i18next.language || 'en' });

/** Typed calls of spec section 7 (auth and user). Resource CRUD goes through `client` via the dataProvider. */
export const api = {
  auth: {
    login: (body: Credentials) => client.post<LoginResponse>('/login', body),
    logout: () => client.post<MessageBody>('/logout'),
    refresh: () => client.post<LoginResponse>('/refresh'),
    register: (body: Register) => client.post<{ message: string; email: string }>('/register', body),
    verify: (body: VerifyCode) => client.post<LoginResponse>('/verify', body),
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
    address: () => client.get<Address>('/user/address'),
    updateAddress: (body: AddressInput) => client.put<Address>('/user/address', body),
  },
  admin: {
    search: (q: string) => client.get<AdminSearchResponse>('/admin/search', { q }),
    exportUsers: (query: { role?: string; search?: string }) => client.download('/admin/export/users', query),
    updateUserAvatar: (id: number, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return client.request<User>('PUT', `/admin/users/${id}/update-avatar`, { body: form });
    },
    userAddress: (id: number) => client.get<Address>(`/admin/users/${id}/address`),
    updateUserAddress: (id: number, body: AddressInput) => client.put<Address>(`/admin/users/${id}/address`, body),
  },
  list: <T>(path: string, query: Record<string, string | number | boolean | undefined>) => client.get<ListResponse<T>>(path, query),
};
