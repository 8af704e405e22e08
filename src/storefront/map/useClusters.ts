import { useMemo } from 'react';
import Supercluster from 'supercluster';
import type { MapPoint } from './types';

export type ClusterItem =
  | { kind: 'point'; point: MapPoint }
  | { kind: 'cluster'; id: number; latitude: number; longitude: number; count: number; abbreviated: string | number };

type Viewport = { west: number; south: number; east: number; north: number; zoom: number };

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Below this many points clustering hides more than it tidies. */
const CLUSTER_FROM = 12;

/** Points grouped for the visible part of the map at its zoom (supercluster), or all of them when clustering is off. */
export function useClusters(points: MapPoint[], viewport: Viewport | null, enabled: boolean) {
  const index = useMemo(() => {
    if (!enabled || points.length < CLUSTER_FROM) return null;
    // Leaflet's tiles are 256 px (supercluster assumes 512), so radius is in the pixels the driver sees.
    const cluster = new Supercluster<{ point: MapPoint }>({ radius: 60, extent: 256, maxZoom: 15 });
    cluster.load(points.map((point) => ({ type: 'Feature', properties: { point }, geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] } })));
    return cluster;
  }, [points, enabled]);

  const items = useMemo<ClusterItem[]>(() => {
    if (!index || !viewport) return points.map((point) => ({ kind: 'point', point }));
    // A map scrolled past the date line reports longitudes past ±180; supercluster wants them inside (west > east
    // then means a box across the date line, which it handles).
    const whole = viewport.east - viewport.west >= 360;
    const west = whole ? -180 : wrapLongitude(viewport.west);
    const east = whole ? 180 : wrapLongitude(viewport.east);
    return index.getClusters([west, Math.max(viewport.south, -85), east, Math.min(viewport.north, 85)], Math.round(viewport.zoom)).map((feature): ClusterItem => {
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        return { kind: 'cluster', id: props.cluster_id, latitude, longitude, count: props.point_count, abbreviated: props.point_count_abbreviated };
      }
      return { kind: 'point', point: (props as { point: MapPoint }).point };
    });
  }, [index, viewport, points]);

  const expansionZoom = (clusterId: number) => index?.getClusterExpansionZoom(clusterId) ?? null;
  return { items, expansionZoom };
}
