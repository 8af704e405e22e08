import { encodePng } from '../../lib/png';
import { createRng } from './prng';

/**
 * Small generated pictures the ICE Portal simulator serves for its assets: a flat drawing per category
 * (building, room, parking lot, …) in the brand's colour. Nothing is fetched from the internet.
 */

type Rgb = [number, number, number];

const hex = (c: string): Rgb => [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16)];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;

class Canvas {
  readonly px: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.px = new Uint8Array(w * h * 3);
  }
  rect(x0: number, y0: number, x1: number, y1: number, c: Rgb | ((x: number, y: number) => Rgb)): void {
    const xa = Math.max(0, Math.round(x0 * this.w));
    const xb = Math.min(this.w, Math.round(x1 * this.w));
    const ya = Math.max(0, Math.round(y0 * this.h));
    const yb = Math.min(this.h, Math.round(y1 * this.h));
    for (let y = ya; y < yb; y++) {
      for (let x = xa; x < xb; x++) {
        const v = typeof c === 'function' ? c(x / this.w, y / this.h) : c;
        const i = (y * this.w + x) * 3;
        this.px[i] = v[0];
        this.px[i + 1] = v[1];
        this.px[i + 2] = v[2];
      }
    }
  }
}

const SKY: Rgb = [135, 190, 235];
const ASPHALT: Rgb = [70, 72, 76];
const WHITE: Rgb = [245, 245, 240];

export function renderPicture(opts: { width: number; height: number; category: string; color: string; seed: string }): Buffer {
  const { width, height } = opts;
  const c = new Canvas(width, height);
  const brand = hex(opts.color);
  const rng = createRng(opts.seed);
  switch (opts.category) {
    case 'Room':
    case 'Bathroom': {
      const wall = mix([235, 225, 205], brand, 0.08 + rng.next() * 0.1);
      c.rect(0, 0, 1, 0.7, wall);
      c.rect(0, 0.7, 1, 1, [150, 120, 95]);
      if (opts.category === 'Room') {
        c.rect(0.18, 0.45, 0.82, 0.8, WHITE); // bed
        c.rect(0.18, 0.38, 0.82, 0.47, brand); // headboard
        c.rect(0.6, 0.12, 0.9, 0.34, mix(SKY, WHITE, 0.3)); // window
      } else {
        c.rect(0.1, 0.3, 0.5, 0.75, WHITE); // tub
        c.rect(0.62, 0.15, 0.88, 0.45, [200, 215, 225]); // mirror
      }
      break;
    }
    case 'Parking': {
      c.rect(0, 0, 1, 0.35, (_x, y) => mix(SKY, WHITE, y));
      c.rect(0, 0.35, 1, 1, ASPHALT);
      for (let k = 0; k < 6; k++) c.rect(0.05 + k * 0.16, 0.5, 0.065 + k * 0.16, 0.95, [230, 200, 60]);
      for (let k = 0; k < 3; k++) {
        const x = 0.08 + k * 0.32 + rng.next() * 0.03;
        c.rect(x, 0.55, x + 0.05, 0.75, brand); // cab
        c.rect(x + 0.005, 0.57, x + 0.035, 0.63, [170, 200, 225]); // windscreen
        c.rect(x + 0.055, 0.48, x + 0.25, 0.74, [210, 210, 215]); // trailer
        for (const wx of [x + 0.01, x + 0.07, x + 0.19, x + 0.225]) c.rect(wx, 0.74, wx + 0.022, 0.79, [25, 25, 28]); // wheels
      }
      break;
    }
    case 'Pool':
      c.rect(0, 0, 1, 1, [200, 195, 185]);
      c.rect(0.1, 0.3, 0.9, 0.85, (x, y) => mix([40, 150, 210], [90, 200, 235], (Math.sin(x * 40 + y * 15) + 1) / 4));
      break;
    default: {
      // Exterior, lobby, breakfast, fitness: a low building under the sky, with lit windows.
      c.rect(0, 0, 1, 1, (_x, y) => mix(SKY, WHITE, y * 0.8));
      c.rect(0, 0.8, 1, 1, ASPHALT);
      c.rect(0.08, 0.3, 0.92, 0.8, mix([225, 215, 195], brand, 0.15));
      c.rect(0.08, 0.24, 0.92, 0.31, brand); // roof band in brand colour
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 8; col++) {
          const lit = rng.chance(0.4);
          const x = 0.12 + col * 0.1;
          const y = 0.36 + row * 0.14;
          c.rect(x, y, x + 0.06, y + 0.08, lit ? [250, 225, 140] : [90, 110, 130]);
        }
      }
    }
  }
  return encodePng(width, height, c.px);
}
