import { createContext, useContext } from 'react';
import type { LoginResponse, User } from '@/api';

/** 'offline': a token is kept but the API cannot be asked whose it is (see sessionStatus). */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'offline';

export type Session = {
  status: SessionStatus;
  user: User | null;
  signIn: (response: LoginResponse) => void;
  /** Ends the session on the server (best effort) and in this browser. */
  signOut: () => Promise<void>;
  setUser: (user: User) => void;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider>');
  return session;
}

/** The signed-in user where a session is known, null otherwise (a card drawn on its own, as in a test or a preview). */
export function useOptionalUser(): User | null {
  return useContext(SessionContext)?.user ?? null;
}

/**
 * Signed in once the API has said who the token is; 'offline' while it cannot be asked (no network, or the request
 * failed on the way): the token is kept, and pages that work offline show what the device saved for its driver.
 */
export function sessionStatus(s: { user: User | null; token: string | null; online: boolean; asking: boolean; unreachable: boolean }): SessionStatus {
  if (s.user) return 'signedIn';
  if (!s.token) return 'signedOut';
  if (s.unreachable || (s.asking && !s.online)) return 'offline';
  return s.asking ? 'loading' : 'signedOut';
}
