import type { DashboardCounts } from '@/api/schemas/admin';

/**
 * Resources whose count the dashboard call answers. Admin Users is not one of them:
 * the call counts every user, the screen lists staff only.
 */
const counted: Record<string, (c: DashboardCounts) => number> = {
  hotels: (c) => c.hotels,
  brands: (c) => c.brands,
  truckers: (c) => c.truckers,
};

export function isDashboardCounted(resource: string): boolean {
  return resource in counted;
}

/** The count of a resource from GET /admin/dashboard; undefined when the call does not count it (or has not answered). */
export function countFromDashboard(resource: string, counts: DashboardCounts | undefined): number | undefined {
  const pick = counted[resource];
  return pick && counts ? pick(counts) : undefined;
}

export type HotelFigure = { key: 'active' | 'with_truck_parking' | 'full_rig_parking' | 'local' | 'ice_portal' | 'derbysoft'; value: number; of: number };

/** The hotel inventory figures, each out of all hotels. */
export function hotelFigures(c: DashboardCounts): HotelFigure[] {
  return [
    { key: 'active', value: c.active, of: c.hotels },
    { key: 'with_truck_parking', value: c.with_truck_parking, of: c.hotels },
    { key: 'full_rig_parking', value: c.full_rig_parking, of: c.hotels },
    { key: 'local', value: c.by_supplier.local, of: c.hotels },
    { key: 'ice_portal', value: c.by_supplier.ice_portal, of: c.hotels },
    { key: 'derbysoft', value: c.by_supplier.derbysoft, of: c.hotels },
  ];
}
