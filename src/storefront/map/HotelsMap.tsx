import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { readRuntimeConfig } from '@/api/client';
import { usePageNamespace } from '../i18n/usePageNamespace';
import { MapStyles } from './MapStyles';
import { clusterIcon, hotelIcon } from './markerIcons';
import type { HotelsMapProps, LatLng, MapPoint, MapView } from './types';
import { useClusters } from './useClusters';

/** The middle of the lower 48, when there is nothing to show yet. */
const DEFAULT_CENTER: [number, number] = [39.5, -98.35];
const DEFAULT_ZOOM = 4;
const PLACE_ZOOM = 13;
/** Fitting a few close hotels should not zoom in to the car park. */
const FIT_MAX_ZOOM = 13;
/** Room for a price tag drawn above its point. */
const FIT_PADDING: [number, number] = [56, 48];

type Viewport = { west: number; south: number; east: number; north: number; zoom: number };

const readViewport = (map: L.Map): Viewport => {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth(), zoom: map.getZoom() };
};
const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
const pointsBounds = (points: MapPoint[], line: [number, number][] = []) => L.latLngBounds([...points.map((p) => [p.latitude, p.longitude] as [number, number]), ...line]);
const ROUTE_STYLE = { color: '#1565c0', weight: 5, opacity: 0.75 } as const;

/**
 * Keeps the view on the page's place or on all points, tells clusters what is visible, and reports moves the user
 * made (not the fitting done here) so the page can offer "search this area".
 */
function ViewController({ points, line = [], center, zoom, onViewport, onMoveEnd }: Pick<HotelsMapProps, 'points' | 'line' | 'center' | 'zoom' | 'onMoveEnd'> & { onViewport(v: Viewport): void }) {
  const map = useMap();
  const userMoving = useRef(false);
  const onMoveEndRef = useRef(onMoveEnd);
  useEffect(() => {
    onMoveEndRef.current = onMoveEnd;
  }, [onMoveEnd]);

  // Only input on the map itself counts as the user's move; our own setView/fitBounds reset it.
  useEffect(() => {
    const container = map.getContainer();
    const mark = () => {
      userMoving.current = true;
    };
    const events = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;
    events.forEach((e) => container.addEventListener(e, mark, { passive: true }));
    const resize = new ResizeObserver(() => {
      userMoving.current = false;
      map.invalidateSize();
    });
    resize.observe(container);
    return () => {
      events.forEach((e) => container.removeEventListener(e, mark));
      resize.disconnect();
    };
  }, [map]);

  useMapEvents({
    moveend: () => {
      onViewport(readViewport(map));
      if (!userMoving.current) return;
      const c = map.getCenter();
      const b = map.getBounds();
      const view: MapView = {
        center: { latitude: c.lat, longitude: wrapLongitude(c.lng) },
        zoom: map.getZoom(),
        bounds: { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() },
      };
      onMoveEndRef.current?.(view);
    },
  });

  const pointsKey = `${points.map((p) => p.id).join(',')}|${line.length}|${line[0]?.join(',') ?? ''}|${line.at(-1)?.join(',') ?? ''}`;
  const lat = center?.latitude;
  const lng = center?.longitude;
  useEffect(() => {
    userMoving.current = false;
    if (lat !== undefined && lng !== undefined) map.setView([lat, lng], zoom ?? PLACE_ZOOM);
    else if (points.length || line.length) map.fitBounds(pointsBounds(points, line), { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM });
    onViewport(readViewport(map));
    // The view follows the set of hotels and the place, not every new array of the same points.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, pointsKey, lat, lng, zoom]);
  return null;
}

function initialView(points: MapPoint[], center: LatLng | null | undefined, zoom: number | undefined, line: [number, number][] = []) {
  if (center) return { center: [center.latitude, center.longitude] as [number, number], zoom: zoom ?? PLACE_ZOOM };
  if (points.length || line.length) return { bounds: pointsBounds(points, line), boundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } };
  return { center: DEFAULT_CENTER, zoom: zoom ?? DEFAULT_ZOOM };
}

/**
 * When a finger last touched the page. A tap is followed by the browser's emulated hover; lighting the pin up then
 * changed the page under the finger, and Chrome dropped the tap's click (the card opened on the second tap only).
 */
let touchedAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') window.addEventListener('touchstart', () => (touchedAt = performance.now()), { capture: true, passive: true });
const afterTouch = () => performance.now() - touchedAt < 1000;

/**
 * Enter or Space on a focused marker does what its click does: Leaflet 1.9 makes markers focusable buttons but gives
 * their keys nothing to do (and Space scrolled the page).
 */
function pressed(e: L.LeafletKeyboardEvent, act: () => void) {
  if (e.originalEvent.key !== 'Enter' && e.originalEvent.key !== ' ') return;
  e.originalEvent.preventDefault();
  act();
}

function ClusterMarker({ id, latitude, longitude, count, abbreviated, label, expansionZoom }: { id: number; latitude: number; longitude: number; count: number; abbreviated: string | number; label: string; expansionZoom(id: number): number | null }) {
  const map = useMap();
  const handlers = useMemo(
    () => {
      const open = () => map.setView([latitude, longitude], Math.min(expansionZoom(id) ?? map.getZoom() + 2, map.getMaxZoom()));
      return { click: open, keydown: (e: L.LeafletKeyboardEvent) => pressed(e, open) };
    },
    [map, id, latitude, longitude, expansionZoom],
  );
  return <Marker position={[latitude, longitude]} icon={clusterIcon(count, abbreviated)} title={label} eventHandlers={handlers} />;
}

function HotelMarker({ point, active, onMarkerClick, onHover }: { point: MapPoint; active: boolean } & Pick<HotelsMapProps, 'onMarkerClick' | 'onHover'>) {
  const handlers = useMemo(
    () => ({
      click: () => onMarkerClick?.(point.id),
      keydown: (e: L.LeafletKeyboardEvent) => pressed(e, () => onMarkerClick?.(point.id)),
      mouseover: () => {
        if (!afterTouch()) onHover?.(point.id);
      },
      mouseout: () => {
        if (!afterTouch()) onHover?.(null);
      },
    }),
    [point.id, onMarkerClick, onHover],
  );
  return (
    <Marker
      position={[point.latitude, point.longitude]}
      icon={hotelIcon(point.id, point.price, active)}
      title={point.price ? `${point.label}, ${point.price}` : point.label}
      zIndexOffset={active ? 1000 : 0}
      eventHandlers={handlers}
    />
  );
}

/**
 * Hotels on a Leaflet map: CSS markers (a price tag when a price is given), the highlighted one on top and in the
 * accent colour, clusters when there are many. Tiles and attribution come from the runtime configuration.
 */
export function HotelsMap({ points, highlightedId = null, onMarkerClick, onHover, center, zoom, height, ariaLabel, cluster = true, onMoveEnd, line }: HotelsMapProps) {
  const { t } = usePageNamespace('search');
  const { mapTileUrl, mapAttribution } = readRuntimeConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [initial] = useState(() => initialView(points, center, zoom, line));
  const { items, expansionZoom } = useClusters(points, viewport, cluster);
  const highlighted = highlightedId === null ? undefined : points.find((p) => p.id === highlightedId);
  // Whether the highlighted hotel is a marker of its own here (not inside a cluster).
  const shownAlone = highlighted !== undefined && items.some((item) => item.kind !== 'cluster' && item.point.id === highlighted.id);
  const tileHandlers = useMemo(() => ({ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }), []);

  return (
    <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }} data-testid="hotels-map" role="region" aria-label={ariaLabel}>
      <MapStyles />
      {/* Leaflet lays tiles out left to right; the page around it may be right to left. */}
      <Box dir="ltr" sx={{ height: '100%' }}>
        <MapContainer {...initial} style={{ height: '100%', width: '100%', background: '#e8eef3' }} worldCopyJump zoomControl={false}>
          {/* Leaflet's own control says "Zoom in"/"Zoom out" in English to screen readers. */}
          <ZoomControl zoomInTitle={t('storefront:a11y.zoomIn')} zoomOutTitle={t('storefront:a11y.zoomOut')} />
          <TileLayer url={mapTileUrl} attribution={mapAttribution} eventHandlers={tileHandlers} />
          <ViewController points={points} line={line} center={center} zoom={zoom} onViewport={setViewport} onMoveEnd={onMoveEnd} />
          {line?.length ? <Polyline positions={line} pathOptions={ROUTE_STYLE} className="route-line" interactive={false} /> : null}
          {items.map((item) =>
            item.kind === 'cluster' ? (
              <ClusterMarker key={`c${item.id}`} {...item} label={t('search:map.cluster', { count: item.count })} expansionZoom={expansionZoom} />
            ) : (
              // The same marker when it lights up (a new icon on the same element): a tap's emulated hover lit it up
              // by drawing another marker in its place, and the tap's click then found no marker (two taps to open).
              <HotelMarker key={item.point.id} point={item.point} active={item.point.id === highlighted?.id} onMarkerClick={onMarkerClick} onHover={onHover} />
            ),
          )}
          {/* Drawn outside the clusters so a highlighted hotel shows even where its neighbours are grouped. */}
          {highlighted && !shownAlone ? <HotelMarker key={`active-${highlighted.id}`} point={highlighted} active onMarkerClick={onMarkerClick} onHover={onHover} /> : null}
        </MapContainer>
      </Box>
      {tilesFailed ? (
        <Typography role="status" variant="caption" sx={{ position: 'absolute', insetInlineStart: 8, bottom: 24, zIndex: 1000, bgcolor: 'background.paper', px: 1, py: 0.5, borderRadius: 1, boxShadow: 1 }}>
          {t('search:map.tilesFailed')}
        </Typography>
      ) : null}
    </Box>
  );
}
