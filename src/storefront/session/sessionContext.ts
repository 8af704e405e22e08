import { createContext, useContext } from 'react';
import type { LoginResponse, User } from '@/api';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

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
