/** A hotel on the storefront map. `price` is already formatted in the display currency. */
export type MapPoint = {
  id: number;
  latitude: number;
  longitude: number;
  label: string;
  price?: string;
};

export type LatLng = { latitude: number; longitude: number };

/** Where the map looks after the user moved it. */
export type MapView = {
  center: LatLng;
  zoom: number;
  bounds: { north: number; south: number; east: number; west: number };
};

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** A CSS height, or one per MUI breakpoint. */
export type MapHeight = number | string | Partial<Record<Breakpoint, number | string>>;

export type HotelsMapProps = {
  points: MapPoint[];
  highlightedId?: number | null;
  onMarkerClick?(id: number): void;
  /** The hotel under the pointer or keyboard focus, null when it leaves. */
  onHover?(id: number | null): void;
  /** When given, the map shows this place; otherwise it fits all points whenever the set of points changes. */
  center?: LatLng | null;
  zoom?: number;
  height: MapHeight;
  /** Accessible name of the map region. */
  ariaLabel: string;
  /** Group nearby markers into numbered clusters (on by default when there are many points). */
  cluster?: boolean;
  /** Called after the user (not the page) pans or zooms the map. */
  onMoveEnd?(view: MapView): void;
  /** A route to draw under the hotels ([latitude, longitude] points); the view then holds it whole. */
  line?: [number, number][];
};
