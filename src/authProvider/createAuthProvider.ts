import type { AuthProvider, UserIdentity } from 'react-admin';
import { ApiError, api, tokenStore, type Credentials, type User, type VerifyCode } from '../api';
import { canAccessResource, type ResourceModel } from './access';
import { ADMIN_ACCESS, hasPermission } from './permissions';

export type AuthApi = {
  adminLogin(body: Credentials): Promise<{ email: string }>;
  adminVerify(body: VerifyCode): Promise<{ token: string; user: User }>;
  logout(): Promise<unknown>;
  me(): Promise<User>;
};

type Tokens = { get(): string | null; set(token: string | null): void };

export type AuthProviderOptions = {
  /** Where the admin is mounted, e.g. '/admin' or '/de/admin'; redirects are built on it. */
  basename: string;
  resources: readonly ResourceModel[];
  api?: AuthApi;
  tokens?: Tokens;
};

/** Sign-in step one or two, as react-admin's `login(params)` receives them. */
export type AdminLoginParams = Credentials | VerifyCode;

/** The reason the back office turns a signed-in user away; the login page shows it. */
export const NO_ACCESS = 'login.noAccess';

export type AdminAuthProvider = AuthProvider & {
  /** Asks for a new sign-in code, when the password of step one is still in memory. */
  resendCode(): Promise<boolean>;
  canResendCode(): boolean;
  /** Drops the kept user, so the next `getIdentity` reads the account again (after it was changed). */
  forgetUser(): void;
};

const defaultApi: AuthApi = {
  adminLogin: (body) => api.auth.adminLogin(body),
  adminVerify: (body) => api.auth.adminVerify(body),
  logout: () => api.auth.logout(),
  me: () => api.user.me(),
};

const USER_TTL_MS = 60_000;

/**
 * Two-step staff sign-in (password, then an emailed code) over the shared token store.
 * The signed-in user is read once and kept briefly, since react-admin asks for it on every page.
 */
export function createAuthProvider(options: AuthProviderOptions): AdminAuthProvider {
  const { basename, resources } = options;
  const calls = options.api ?? defaultApi;
  const tokens = options.tokens ?? tokenStore;
  let cached: { token: string; at: number; user: Promise<User> } | null = null;
  // The password of step one stays in memory only, so "send a new code" works without retyping it.
  let pending: Credentials | null = null;

  const forget = () => {
    cached = null;
  };
  const currentUser = async (): Promise<User | null> => {
    const token = tokens.get();
    if (!token) return null;
    if (!cached || cached.token !== token || Date.now() - cached.at > USER_TTL_MS) {
      const entry = { token, at: Date.now(), user: calls.me() };
      cached = entry;
      entry.user.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.user;
  };
  const remember = (token: string, user: User) => {
    tokens.set(token);
    cached = { token, at: Date.now(), user: Promise.resolve(user) };
  };

  return {
    async login(params: AdminLoginParams) {
      if ('code' in params) {
        const res = await calls.adminVerify({ email: params.email, code: params.code });
        remember(res.token, res.user);
        pending = null;
        return { redirectTo: basename || '/' };
      }
      const res = await calls.adminLogin({ email: params.email, password: params.password });
      pending = { email: res.email, password: params.password };
      return { redirectTo: `${basename}/verify?email=${encodeURIComponent(res.email)}` };
    },

    async logout() {
      const token = tokens.get();
      if (!token) return;
      let user: User | null = null;
      try {
        user = await currentUser();
      } catch {
        user = null;
      }
      // A storefront session of someone without back-office access is left alone.
      if (user && !hasPermission(user, ADMIN_ACCESS)) {
        forget();
        return;
      }
      try {
        await calls.logout();
      } catch {
        // The token is dropped here even if the server could not be told.
      }
      tokens.set(null);
      forget();
    },

    async checkAuth() {
      if (!tokens.get()) throw { message: false };
      let user: User | null;
      try {
        user = await currentUser();
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) tokens.set(null);
        throw { message: err instanceof ApiError && err.status === 401 ? 'ra.auth.auth_check_error' : false };
      }
      if (!hasPermission(user, ADMIN_ACCESS)) throw { message: NO_ACCESS };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        tokens.set(null);
        forget();
        throw { message: 'ra.auth.auth_check_error' };
      }
      // 403 keeps the user signed in: the screen says what it could not load.
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await currentUser();
      if (!user) throw new Error('Not signed in');
      return {
        id: user.id,
        fullName: `${user.first_name} ${user.last_name}`.trim(),
        avatar: user.avatar ?? undefined,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
      };
    },

    async getPermissions() {
      return currentUser().catch(() => null);
    },

    async canAccess({ resource, action }) {
      const user = await currentUser().catch(() => null);
      return canAccessResource(user, resources, resource, action);
    },

    canResendCode: () => pending !== null,
    forgetUser: forget,
    async resendCode() {
      if (!pending) return false;
      await calls.adminLogin(pending);
      return true;
    },
  };
}
