import 'leaflet/dist/leaflet.css';
import { Box, Typography } from '@mui/material';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { readRuntimeConfig } from '@/api/client';
import { DEFAULT_CENTER, DEFAULT_ZOOM, PIN_ZOOM, roundCoordinate, wrapLongitude } from './mapModel';
import { PRIMARY } from '@/brandColour';

export type HotelLocationMapProps = {
  latitude: number | null;
  longitude: number | null;
  height: number;
  /** Accessible name of the map. */
  label: string;
  /** Shown over the map when its tiles cannot be loaded (picking still works). */
  tilesFailedText: string;
  onPick(latitude: number, longitude: number): void;
};

// A CSS pin: Leaflet's default marker images do not survive bundling, and no image is fetched for it.
const pinIcon = L.divIcon({
  className: '',
  html: `<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:${PRIMARY};border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.4)"></div>`,
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

function ClickToPick({ onPick }: { onPick: HotelLocationMapProps['onPick'] }) {
  useMapEvents({
    click: (event) => onPick(roundCoordinate(event.latlng.lat), roundCoordinate(wrapLongitude(event.latlng.lng))),
  });
  return null;
}

/** Follows coordinates typed into the fields, without moving a map the user is looking at when the pin is in view. */
function FollowPin({ position }: { position: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (position && !map.getBounds().contains(position)) map.setView(position, Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, position]);
  return null;
}

/** The hotel's position on a map: click to place the pin or drag it; tiles come from the configured server. */
export function HotelLocationMap({ latitude, longitude, height, label, tilesFailedText, onPick }: HotelLocationMapProps) {
  const { mapTileUrl, mapAttribution } = readRuntimeConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const position = useMemo<[number, number] | null>(() => (latitude !== null && longitude !== null ? [latitude, longitude] : null), [latitude, longitude]);
  const [initial] = useState(() => ({ center: position ?? DEFAULT_CENTER, zoom: position ? PIN_ZOOM : DEFAULT_ZOOM }));
  const markerHandlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const at = (event.target as L.Marker).getLatLng();
        onPick(roundCoordinate(at.lat), roundCoordinate(wrapLongitude(at.lng)));
      },
    }),
    [onPick],
  );
  return (
    <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }} data-testid="hotel-map" role="region" aria-label={label} aria-describedby="hotel-map-help">
      <MapContainer center={initial.center} zoom={initial.zoom} style={{ height: '100%', width: '100%', background: '#e8eef3' }} worldCopyJump>
        <TileLayer url={mapTileUrl} attribution={mapAttribution} eventHandlers={{ tileerror: () => setTilesFailed(true), tileload: () => setTilesFailed(false) }} />
        <ClickToPick onPick={onPick} />
        <FollowPin position={position} />
        {position ? <Marker position={position} icon={pinIcon} draggable eventHandlers={markerHandlers} /> : null}
      </MapContainer>
      {tilesFailed ? (
        <Typography variant="caption" sx={{ position: 'absolute', left: 8, bottom: 8, zIndex: 1000, bgcolor: 'background.paper', px: 1, py: 0.5, borderRadius: 1, boxShadow: 1 }}>
          {tilesFailedText}
        </Typography>
      ) : null}
    </Box>
  );
}
