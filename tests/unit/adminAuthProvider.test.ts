import { describe, expect, it, vi } from 'vitest';
import { ApiError, type User } from '@/api';
import { createAuthProvider, NO_ACCESS, type AuthApi } from '@/authProvider';

const perms = (...codenames: string[]) => codenames.map((codename) => ({ codename }));
function user(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    first_name: 'Sam',
    last_name: 'Support',
    email: 'sam@rigrest.test',
    phone: null,
    country_id: null,
    is_superuser: false,
    is_active: true,
    email_verified_at: null,
    avatar: '/uploads/avatars/sam.png',
    roles: [{ id: 3, name: 'Support', permissions: perms('access_admin_dashboard', 'view_user') }],
    last_login_at: null,
    rig: null,
    distance_unit: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
const trucker = () => user({ id: 8, roles: [{ id: 2, name: 'Trucker', permissions: [] }] });

function setup(me: () => Promise<User> = async () => user(), token: string | null = null) {
  let stored = token;
  const tokens = { get: () => stored, set: (t: string | null) => void (stored = t) };
  const api: AuthApi = {
    adminLogin: vi.fn(async ({ email }) => ({ email })),
    adminVerify: vi.fn(async () => ({ token: 'fresh', user: user() })),
    logout: vi.fn(async () => ({ message: 'Signed out' })),
    me: vi.fn(me),
  };
  const provider = createAuthProvider({
    basename: '/de/admin',
    resources: [
      { name: 'users', model: 'user' },
      { name: 'truckers', model: 'user' },
      { name: 'roles', model: 'role' },
    ],
    api,
    tokens,
  });
  return { provider, api, token: () => stored };
}

describe('authProvider: two-step sign-in', () => {
  it('step one sends the credentials and goes to the verify page under the basename', async () => {
    const { provider, api, token } = setup();
    await expect(provider.login({ email: 'sam@rigrest.test', password: 'pw-123456' })).resolves.toEqual({
      redirectTo: '/de/admin/verify?email=sam%40rigrest.test',
    });
    expect(api.adminLogin).toHaveBeenCalledWith({ email: 'sam@rigrest.test', password: 'pw-123456' });
    expect(token()).toBeNull();
  });

  it('step two stores the token and lands on the dashboard', async () => {
    const { provider, api, token } = setup();
    await expect(provider.login({ email: 'sam@rigrest.test', code: '123456' })).resolves.toEqual({ redirectTo: '/de/admin' });
    expect(token()).toBe('fresh');
    // The user from the verify answer is used; no extra /user call.
    await expect(provider.getIdentity!()).resolves.toMatchObject({ id: 7, fullName: 'Sam Support', avatar: '/uploads/avatars/sam.png' });
    expect(api.me).not.toHaveBeenCalled();
  });

  it('a refused sign-in (no back-office access) rejects with the API error', async () => {
    const { provider, api } = setup();
    vi.mocked(api.adminLogin).mockRejectedValueOnce(new ApiError(403, 'This account cannot use the back office', { message: 'x' }));
    await expect(provider.login({ email: 'trucker@rigrest.demo', password: 'x' })).rejects.toMatchObject({ status: 403 });
  });

  it('a new code can be asked for only while the password of step one is known', async () => {
    const { provider, api } = setup();
    expect(provider.canResendCode()).toBe(false);
    await expect(provider.resendCode()).resolves.toBe(false);
    await provider.login({ email: 'sam@rigrest.test', password: 'pw-123456' });
    expect(provider.canResendCode()).toBe(true);
    await expect(provider.resendCode()).resolves.toBe(true);
    expect(api.adminLogin).toHaveBeenCalledTimes(2);
    await provider.login({ email: 'sam@rigrest.test', code: '123456' });
    expect(provider.canResendCode()).toBe(false);
  });
});

describe('authProvider: checks', () => {
  it('checkAuth: no token goes to the login page without a message', async () => {
    const { provider } = setup();
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('checkAuth: a signed-in user without access_admin_dashboard is turned away with a reason', async () => {
    const { provider } = setup(async () => trucker(), 'storefront-token');
    await expect(provider.checkAuth({})).rejects.toEqual({ message: NO_ACCESS });
  });

  it('checkAuth: staff pass; a revoked token is dropped', async () => {
    const ok = setup(async () => user(), 't');
    await expect(ok.provider.checkAuth({})).resolves.toBeUndefined();
    const revoked = setup(async () => {
      throw new ApiError(401, 'Unauthorized', null);
    }, 't');
    await expect(revoked.provider.checkAuth({})).rejects.toBeTruthy();
    expect(revoked.token()).toBeNull();
  });

  it('checkError: 401 signs out, 403 keeps the session', async () => {
    const { provider, token } = setup(async () => user(), 't');
    await expect(provider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(token()).toBe('t');
    await expect(provider.checkError({ status: 401 })).rejects.toBeTruthy();
    expect(token()).toBeNull();
  });

  it('canAccess maps react-admin actions onto the view/add/change/delete codenames', async () => {
    const { provider } = setup(async () => user(), 't');
    const can = (resource: string, action: string) => provider.canAccess!({ resource, action });
    await expect(can('users', 'list')).resolves.toBe(true);
    await expect(can('truckers', 'show')).resolves.toBe(true);
    await expect(can('users', 'edit')).resolves.toBe(false);
    await expect(can('users', 'delete')).resolves.toBe(false);
    await expect(can('roles', 'list')).resolves.toBe(false);
    await expect(can('hotels', 'list')).resolves.toBe(false);
  });

  it('a superuser may do everything declared', async () => {
    const { provider } = setup(async () => user({ is_superuser: true, roles: [] }), 't');
    await expect(provider.canAccess!({ resource: 'roles', action: 'delete' })).resolves.toBe(true);
    await expect(provider.getPermissions!({})).resolves.toMatchObject({ is_superuser: true });
  });

  it('the signed-in user is read once for the many checks of a page', async () => {
    const { provider, api } = setup(async () => user(), 't');
    await Promise.all([provider.checkAuth({}), provider.getPermissions!({}), provider.canAccess!({ resource: 'users', action: 'list' })]);
    expect(api.me).toHaveBeenCalledTimes(1);
  });

  it('after the account changes, forgetUser makes the next identity read it again', async () => {
    let first = 'Sam';
    const { provider, api } = setup(async () => user({ first_name: first }), 't');
    expect((await provider.getIdentity!()).fullName).toBe('Sam Support');
    first = 'Samantha';
    expect((await provider.getIdentity!()).fullName).toBe('Sam Support');
    provider.forgetUser();
    expect((await provider.getIdentity!()).fullName).toBe('Samantha Support');
    expect(api.me).toHaveBeenCalledTimes(2);
  });
});

describe('authProvider: logout', () => {
  it('revokes a staff session on the server and forgets the token', async () => {
    const { provider, api, token } = setup(async () => user(), 't');
    await provider.logout({});
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(token()).toBeNull();
  });

  it('leaves a traveller’s storefront session alone when the admin turns them away', async () => {
    const { provider, api, token } = setup(async () => trucker(), 'storefront-token');
    await provider.logout({});
    expect(api.logout).not.toHaveBeenCalled();
    expect(token()).toBe('storefront-token');
  });

  it('still forgets the token when the server cannot be told', async () => {
    const { provider, api, token } = setup(async () => user(), 't');
    vi.mocked(api.logout).mockRejectedValueOnce(new ApiError(0, 'Generic Error', null));
    await provider.logout({});
    expect(token()).toBeNull();
  });
});
