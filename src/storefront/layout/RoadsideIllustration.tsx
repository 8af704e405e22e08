import { Box, type SxProps, type Theme } from '@mui/material';
import { PRIMARY } from '@/brandColour';

const windows = Array.from({ length: 5 }, (_, row) => Array.from({ length: 4 }, (_, col) => ({ row, col }))).flat();
const lit = new Set([0, 3, 5, 6, 9, 12, 14, 17, 18]);
const stars = [
  [60, 80, 1.6],
  [140, 40, 1.2],
  [210, 110, 1.8],
  [300, 60, 1.1],
  [380, 130, 1.5],
  [520, 50, 1.3],
  [560, 150, 1.7],
  [90, 190, 1.1],
  [250, 200, 1.2],
  [460, 220, 1],
] as const;

export type RoadsideIllustrationProps = { sx?: SxProps<Theme> };

/** A night roadside motel with a parked rig, drawn in SVG so the auth pages load no image. */
export function RoadsideIllustration({ sx }: RoadsideIllustrationProps) {
  return (
    <Box component="svg" viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice" aria-hidden="true" sx={{ display: 'block', width: '100%', height: '100%', ...sx }}>
      <defs>
        <linearGradient id="rr-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#031a2e" />
          <stop offset="0.55" stopColor={PRIMARY} />
          <stop offset="0.85" stopColor="#f28c28" />
        </linearGradient>
        <linearGradient id="rr-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f2a33" />
          <stop offset="1" stopColor="#0d1419" />
        </linearGradient>
        <radialGradient id="rr-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#ffd27a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffd27a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="600" height="800" fill="url(#rr-sky)" />
      {stars.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill="#fff" opacity="0.8" />
      ))}
      <path d="M470 120a42 42 0 1 0 30 72 50 50 0 0 1-30-72z" fill="#ffe3b3" />
      <path d="M0 520 L120 460 L230 500 L360 430 L470 480 L600 440 L600 600 L0 600z" fill="#0a3a5c" opacity="0.9" />
      <path d="M0 560 L150 520 L300 550 L450 510 L600 540 L600 620 L0 620z" fill="#072b45" />
      {/* the motel */}
      <g transform="translate(330 360)">
        <ellipse cx="110" cy="120" rx="180" ry="120" fill="url(#rr-glow)" />
        <rect x="0" y="20" width="220" height="230" rx="4" fill="#0e3654" />
        <rect x="-10" y="10" width="240" height="16" rx="3" fill="#0a2740" />
        {windows.map(({ row, col }, i) => (
          <rect key={i} x={22 + col * 48} y={44 + row * 36} width="28" height="20" rx="2" fill={lit.has(i) ? '#ffd27a' : '#1c4b6e'} />
        ))}
        <rect x="90" y="210" width="40" height="40" rx="2" fill="#ffd27a" />
        <g transform="translate(150 -70)">
          <rect x="14" y="40" width="6" height="40" fill="#0a2740" />
          <rect x="0" y="0" width="60" height="44" rx="8" fill="#f28c28" />
          <path d="M12 30v-14M12 24h36v6M20 20h8a4 4 0 0 1 4 4" stroke="#fff" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        </g>
      </g>
      {/* road and rig */}
      <path d="M0 620 L600 600 L600 800 L0 800z" fill="url(#rr-road)" />
      <path d="M0 700 L600 680" stroke="#f2c14e" strokeWidth="5" strokeDasharray="36 28" />
      <g transform="translate(40 560)">
        <rect x="0" y="0" width="270" height="96" rx="4" fill="#e8eef3" />
        <rect x="0" y="0" width="270" height="14" rx="4" fill="#c9d6e0" />
        <rect x="20" y="30" width="150" height="34" rx="4" fill={PRIMARY} />
        <path d="M276 26 h56 l34 34 v48 h-90z" fill="#f28c28" />
        <path d="M290 36 h36 l24 24 h-60z" fill="#bfe3ff" opacity="0.9" />
        <rect x="270" y="96" width="100" height="12" fill="#2b3640" />
        <rect x="0" y="96" width="270" height="10" fill="#2b3640" />
        <rect x="360" y="80" width="12" height="10" rx="2" fill="#ffe9a8" />
        {[40, 80, 200, 240, 330].map((cx) => (
          <g key={cx}>
            <circle cx={cx} cy="112" r="17" fill="#111" />
            <circle cx={cx} cy="112" r="7" fill="#9aa7b2" />
          </g>
        ))}
      </g>
    </Box>
  );
}
