import L from 'leaflet';
import { escapeHtml } from '@/ssr/htmlSafe';


// CSS div icons (styled by MapStyles): no marker images to download, and the price can sit on the pin.
const cache = new Map<string, L.DivIcon>();
const TAG_HEIGHT = 22;
/** The little arrow under a price tag (MapStyles draws it). */
const TAG_TAIL = 5;

/** A pin, or a price tag when the hotel has a price; `active` when its result is hovered or chosen. */
export function hotelIcon(id: number, price: string | undefined, active: boolean): L.DivIcon {
  const key = `h:${id}:${price ?? ''}:${active ? 1 : 0}`;
  let icon = cache.get(key);
  if (!icon) {
    const className = `rr-marker${active ? ' rr-marker--active' : ''}${price ? ' rr-marker--price' : ''}`;
    if (price) {
      // Leaflet needs the tag's size to centre it over the point; bold 12px digits are about 7.5px wide.
      const width = Math.round(price.length * 7.5 + 16);
      icon = L.divIcon({ className, html: `<span data-hotel-id="${id}">${escapeHtml(price)}</span>`, iconSize: [width, TAG_HEIGHT], iconAnchor: [width / 2, TAG_HEIGHT + TAG_TAIL] });
    } else {
      icon = L.divIcon({ className, html: `<span data-hotel-id="${id}"></span>`, iconSize: [24, 24], iconAnchor: [12, 24] });
    }
    cache.set(key, icon);
  }
  return icon;
}

/** A round badge with the number of hotels it stands for. */
export function clusterIcon(count: number, abbreviated: string | number): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  const key = `c:${abbreviated}:${size}`;
  let icon = cache.get(key);
  if (!icon) {
    icon = L.divIcon({ className: 'rr-cluster', html: `<span>${escapeHtml(String(abbreviated))}</span>`, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
    cache.set(key, icon);
  }
  return icon;
}
