import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api';

export const BRAND_HOTELS_PAGE = 6;

/** A brand's active hotels, a page at a time ("Show more" asks for the next). */
export function useBrandHotels(brandId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['brands', 'front', brandId, 'hotels'],
    queryFn: ({ pageParam, signal }) => api.brands.withHotels(brandId, { page: pageParam, limit: BRAND_HOTELS_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hotels.meta.page < last.hotels.meta.last_page ? last.hotels.meta.page + 1 : undefined),
    enabled,
    staleTime: 5 * 60_000,
  });
}
