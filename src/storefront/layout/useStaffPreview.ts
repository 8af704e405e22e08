import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';

export const STAFF_PREVIEW_KEY = ['settings', 'storefront-preview'] as const;

/**
 * Is this browser staff previewing the storefront during maintenance (the back office's cookie)? Asked only while
 * maintenance mode is on; null until the answer arrives. A failed answer counts as no: the visitor's maintenance page.
 */
export function useStaffPreview(maintenanceOn: boolean): boolean | null {
  const { data, isError } = useQuery({ queryKey: STAFF_PREVIEW_KEY, queryFn: ({ signal }) => api.settings.storefrontPreview(signal), enabled: maintenanceOn, staleTime: 60_000, retry: false });
  if (!maintenanceOn || isError) return false;
  return data ? data.active : null;
}
