export { LazyHotelsMap } from './LazyHotelsMap';
export type { HotelsMapProps, LatLng, MapHeight, MapPoint, MapView } from './types';
