import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useGetIdentity, type Identifier } from 'react-admin';
import type { AdminAuthProvider } from '@/authProvider';

/**
 * After an account was saved: when it is the signed-in user's own (or no id is given), the app bar's name and picture
 * are read again now rather than when the auth provider's kept copy runs out.
 */
export function useRefreshIdentity() {
  const authProvider = useAuthProvider<AdminAuthProvider>();
  const { identity } = useGetIdentity();
  const queryClient = useQueryClient();
  return (userId?: Identifier) => {
    if (userId !== undefined && String(userId) !== String(identity?.id)) return;
    authProvider?.forgetUser();
    void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
  };
}
