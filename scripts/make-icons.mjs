// Draws the installable app's icons (public/icons/*.png) from a few shapes: a white truck on RigRest's blue.
// Run `node scripts/make-icons.mjs` after changing a shape; the files are committed. Nothing is downloaded.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const BLUE = [0x00, 0x52, 0x88, 255];
const WHITE = [255, 255, 255, 255];

// On a 64 × 64 grid, painted in order (later shapes cover earlier ones).
const TRUCK = [
  { kind: 'rect', x: 6, y: 18, w: 32, h: 20, color: WHITE },
  { kind: 'poly', points: [[40, 24], [50, 24], [57, 32], [57, 40], [40, 40]], color: WHITE },
  { kind: 'poly', points: [[43, 27], [49, 27], [53, 32], [43, 32]], color: BLUE },
  { kind: 'rect', x: 6, y: 38, w: 51, h: 3, color: WHITE },
  ...[14, 24, 48].flatMap((cx) => [
    { kind: 'circle', cx, cy: 43, r: 5.5, color: BLUE },
    { kind: 'circle', cx, cy: 43, r: 4.5, color: WHITE },
    { kind: 'circle', cx, cy: 43, r: 1.8, color: BLUE },
  ]),
];

function inPolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function covers(shape, x, y) {
  if (shape.kind === 'rect') return x >= shape.x && x < shape.x + shape.w && y >= shape.y && y < shape.y + shape.h;
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  return inPolygon(x, y, shape.points);
}

/** Inside a square with rounded corners (radius r) spanning the whole grid. */
function inRoundedSquare(x, y, r) {
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * An icon of `size` pixels: the background (rounded, or the full square for maskable and Apple icons, which the
 * system crops), and the truck scaled by `scale` around the centre. 4 × 4 samples per pixel smooth the edges.
 */
function draw(size, { corner, scale }) {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const gx = ((px + (sx + 0.5) / n) / size) * 64;
          const gy = ((py + (sy + 0.5) / n) / size) * 64;
          let color = corner === null || inRoundedSquare(gx, gy, corner) ? BLUE : null;
          if (color) {
            const tx = 32 + (gx - 32) / scale;
            const ty = 32 + (gy - 32) / scale;
            for (const shape of TRUCK) if (covers(shape, tx, ty)) color = shape.color;
          }
          if (!color) continue;
          for (let c = 0; c < 3; c++) sum[c] += color[c] * color[3];
          sum[3] += color[3];
        }
      }
      const o = (py * size + px) * 4;
      const alpha = sum[3] / (n * n);
      for (let c = 0; c < 3; c++) pixels[o + c] = sum[3] ? Math.round(sum[c] / sum[3]) : 0;
      pixels[o + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
mkdirSync(out, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, corner: 12, scale: 1 },
  { file: 'icon-512.png', size: 512, corner: 12, scale: 1 },
  // Maskable icons are cropped to a circle or squircle by the system: the truck stays inside the middle 80%.
  { file: 'maskable-512.png', size: 512, corner: null, scale: 0.75 },
  { file: 'apple-touch-icon.png', size: 180, corner: null, scale: 0.85 },
];
for (const icon of icons) {
  writeFileSync(path.join(out, icon.file), png(icon.size, draw(icon.size, icon)));
  console.log(`public/icons/${icon.file}`);
}
