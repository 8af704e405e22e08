// Draws the installable app's icons (public/icons/*.png) from a few shapes: a white truck on RigRest's blue.
// Run `npx tsx scripts/make-icons.ts` after changing a shape; the files are committed. Nothing is downloaded.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from '../server/lib/png';

type Rgba = [number, number, number, number];
type Point = [number, number];
type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: Rgba }
  | { kind: 'circle'; cx: number; cy: number; r: number; color: Rgba }
  | { kind: 'poly'; points: Point[]; color: Rgba };

const BLUE: Rgba = [0x00, 0x52, 0x88, 255];
const WHITE: Rgba = [255, 255, 255, 255];

// On a 64 × 64 grid, painted in order (later shapes cover earlier ones).
const TRUCK: Shape[] = [
  { kind: 'rect', x: 6, y: 18, w: 32, h: 20, color: WHITE },
  { kind: 'poly', points: [[40, 24], [50, 24], [57, 32], [57, 40], [40, 40]], color: WHITE },
  { kind: 'poly', points: [[43, 27], [49, 27], [53, 32], [43, 32]], color: BLUE },
  { kind: 'rect', x: 6, y: 38, w: 51, h: 3, color: WHITE },
  ...[14, 24, 48].flatMap((cx): Shape[] => [
    { kind: 'circle', cx, cy: 43, r: 5.5, color: BLUE },
    { kind: 'circle', cx, cy: 43, r: 4.5, color: WHITE },
    { kind: 'circle', cx, cy: 43, r: 1.8, color: BLUE },
  ]),
];

function inPolygon(x: number, y: number, points: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function covers(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'rect') return x >= shape.x && x < shape.x + shape.w && y >= shape.y && y < shape.y + shape.h;
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  return inPolygon(x, y, shape.points);
}

/** Inside a square with rounded corners (radius r) spanning the whole grid. */
function inRoundedSquare(x: number, y: number, r: number): boolean {
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/**
 * An icon of `size` pixels: the background (rounded, or the full square for maskable and Apple icons, which the
 * system crops), and the truck scaled by `scale` around the centre. 4 × 4 samples per pixel smooth the edges.
 */
function draw(size: number, { corner, scale }: { corner: number | null; scale: number }): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      // Colour weighted by coverage (premultiplied), and the coverage itself.
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const gx = ((px + (sx + 0.5) / n) / size) * 64;
          const gy = ((py + (sy + 0.5) / n) / size) * 64;
          let color: Rgba | null = corner === null || inRoundedSquare(gx, gy, corner) ? BLUE : null;
          if (color) {
            const tx = 32 + (gx - 32) / scale;
            const ty = 32 + (gy - 32) / scale;
            for (const shape of TRUCK) if (covers(shape, tx, ty)) color = shape.color;
          }
          if (!color) continue;
          r += color[0] * color[3];
          g += color[1] * color[3];
          b += color[2] * color[3];
          a += color[3];
        }
      }
      const o = (py * size + px) * 4;
      pixels[o] = a ? Math.round(r / a) : 0;
      pixels[o + 1] = a ? Math.round(g / a) : 0;
      pixels[o + 2] = a ? Math.round(b / a) : 0;
      pixels[o + 3] = Math.round(a / (n * n));
    }
  }
  return pixels;
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
  writeFileSync(path.join(out, icon.file), encodePng(icon.size, icon.size, draw(icon.size, icon), 4));
  console.log(`public/icons/${icon.file}`);
}
