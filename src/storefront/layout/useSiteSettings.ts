import { useQuery } from '@tanstack/react-query';
import { api } from '@/api';
import type { SiteSettings } from '@/api/schemas/settings';
import { defaultSiteSettings } from '@/api/siteDefaults';

export const SITE_SETTINGS_KEY = ['settings', 'site'] as const;

/** The site's settings staff keep (footer contacts and links, tag manager, maintenance mode); fetched with the page. */
export function useSiteSettings(): SiteSettings {
  const { data } = useQuery({ queryKey: SITE_SETTINGS_KEY, queryFn: ({ signal }) => api.settings.site(signal), staleTime: 60_000 });
  return data ?? defaultSiteSettings;
}
