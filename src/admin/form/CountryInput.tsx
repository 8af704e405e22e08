import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput } from 'react-admin';
import { api } from '@/api';

export type CountryInputProps = { source: string; label: string };

/**
 * A country picked from the public list (the one registration offers), not the geography resource: staff who may edit
 * a user but not view countries still get every country to choose from, rather than an empty list.
 */
export function CountryInput({ source, label }: CountryInputProps) {
  const countries = useQuery({ queryKey: ['countries', 'public'], queryFn: () => api.auth.countries(), staleTime: 60 * 60_000 });
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={countries.data?.data ?? []}
      optionText="name"
      isPending={countries.isPending}
      translateChoice={false}
    />
  );
}
