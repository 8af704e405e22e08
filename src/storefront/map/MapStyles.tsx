import { GlobalStyles } from '@mui/material';
import { PRIMARY } from '@/brandColour';

const brand = PRIMARY;
const accent = '#f28c28';

/** Looks of the CSS div-icon markers and clusters (markerIcons.ts). */
export function MapStyles() {
  return (
    <GlobalStyles
      styles={{
        '.rr-marker, .rr-cluster': { background: 'none', border: 0 },
        '.rr-marker > span': {
          position: 'absolute',
          display: 'block',
          boxSizing: 'border-box',
          width: 24,
          height: 24,
          borderRadius: '50% 50% 50% 0',
          background: brand,
          border: '2px solid #fff',
          transform: 'rotate(-45deg)',
          boxShadow: '0 1px 4px rgba(0,0,0,.4)',
        },
        '.rr-marker--price > span': {
          width: '100%',
          height: '100%',
          borderRadius: 11,
          font: '700 12px/18px system-ui, sans-serif',
          color: '#fff',
          textAlign: 'center',
          whiteSpace: 'nowrap',
          transform: 'none',
        },
        '.rr-marker--price > span::after': {
          content: '""',
          position: 'absolute',
          left: '50%',
          bottom: -7,
          marginLeft: -5,
          borderStyle: 'solid',
          borderWidth: '5px 5px 0',
          borderColor: `${brand} transparent transparent`,
        },
        '.rr-marker--price.rr-marker--active > span::after': { borderTopColor: accent },
        '.rr-marker--active': { zIndex: '10000 !important' },
        '.rr-marker--active > span': { background: accent, boxShadow: `0 0 0 3px rgba(242,140,40,.35), 0 2px 6px rgba(0,0,0,.5)` },
        '.rr-marker--active:not(.rr-marker--price) > span': { transform: 'rotate(-45deg) scale(1.25)' },
        '.rr-marker:focus-visible > span, .rr-cluster:focus-visible > span': { outline: `3px solid ${accent}`, outlineOffset: 2 },
        '.rr-cluster > span': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '100%',
          height: '100%',
          borderRadius: '50%',
          background: 'rgba(0,82,136,.9)',
          border: '3px solid rgba(255,255,255,.85)',
          boxShadow: '0 0 0 4px rgba(0,82,136,.25)',
          boxSizing: 'border-box',
          color: '#fff',
          font: '700 13px system-ui, sans-serif',
        },
      }}
    />
  );
}
