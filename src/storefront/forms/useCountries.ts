import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';

/** The countries a traveller can pick (GET /auth/countries); they barely change, so they are fetched once. */
export function useCountries() {
  return useQuery({
    queryKey: ['auth', 'countries'],
    queryFn: async () => (await api.auth.countries()).data,
    staleTime: Infinity,
  });
}
