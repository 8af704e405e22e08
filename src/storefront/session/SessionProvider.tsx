import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, ApiError, client, tokenStore, type LoginResponse, type User } from '@/api';
import { arrivalCardKeys, canKeepCards } from '../arrival/cardQuery';
import { apiMessages } from '../feedback/apiMessages';
import { useOnline } from '../feedback/onlineStatus';
import { SessionContext, sessionStatus, type Session } from './sessionContext';
import i18next from 'i18next';
import { hydration } from '@/ssr/context';

export const sessionKeys = { all: ['session'] as const, me: (token: string | null) => ['session', 'me', token] as const };

export type SessionProviderProps = { children: ReactNode };

/** Who is signed in: the stored token, and the user the API says it belongs to. */
export function SessionProvider({ children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  // A server-rendered page is drawn signed out (the server cannot see the browser's token): hydrate that, then read it.
  const [token, setToken] = useState(() => (hydration.active ? null : tokenStore.get()));
  useEffect(() => {
    setToken(tokenStore.get());
  }, []);

  const me = useQuery({
    queryKey: sessionKeys.me(token),
    queryFn: () => api.user.me(),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
    meta: { silent: true },
  });

  const clear = useCallback(() => {
    tokenStore.set(null);
    setToken(null);
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    queryClient.removeQueries({ queryKey: arrivalCardKeys.all });
    forgetDeviceCards();
  }, [queryClient]);

  // The device keeps one driver's arrival cards: whoever the token turns out to be, nobody else's stay.
  const userId = token ? me.data?.id : undefined;
  useEffect(() => {
    if (!userId || !canKeepCards()) return;
    import('../arrival/cardStore')
      .then((store) => store.keepOnlyCardsOf(userId))
      .then(() => queryClient.invalidateQueries({ queryKey: arrivalCardKeys.all }))
      .catch(() => undefined);
  }, [userId, queryClient]);

  useEffect(() => {
    client.onUnauthorized(() => {
      clear();
      apiMessages.show({ message: i18next.t('storefront:session.ended'), status: 401 });
    });
    return () => client.onUnauthorized(null);
  }, [clear]);

  // Signing in or out in another tab changes this one too.
  useEffect(() => {
    const onStorage = () => {
      const stored = tokenStore.get();
      if (!stored) forgetDeviceCards();
      setToken(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    (response: LoginResponse) => {
      tokenStore.set(response.token);
      queryClient.setQueryData(sessionKeys.me(response.token), response.user);
      setToken(response.token);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api.auth.logout();
    } catch {
      // The token is dropped here either way; a failed revoke must not keep anyone signed in.
    }
    clear();
    queryClient.clear();
  }, [clear, queryClient]);

  const setUser = useCallback((user: User) => queryClient.setQueryData(sessionKeys.me(token), user), [queryClient, token]);

  const online = useOnline();
  const user = token ? (me.data ?? null) : null;
  const status = sessionStatus({ user, token, online, asking: me.isPending, unreachable: me.error instanceof ApiError && me.error.status === 0 });

  const value = useMemo<Session>(() => ({ status, user, signIn, signOut, setUser }), [status, user, signIn, signOut, setUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Drops the arrival cards kept on this device (signed out here or in another tab, or the token was refused). */
function forgetDeviceCards() {
  if (canKeepCards()) import('../arrival/cardStore').then((store) => store.clearCards()).catch(() => undefined);
}

