import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { packageOf, type ChunkModules } from './build';

/** The flags every headless Chromium of this project runs with (no sandbox as root; nothing from the network). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Viewport = { name: string; width: number; height: number; mobile: boolean };
export const VIEWPORTS: Viewport[] = [
  { name: 'phone', width: 390, height: 844, mobile: true },
  { name: 'desktop', width: 1366, height: 900, mobile: false },
];

export type PageWeight = {
  label: string;
  path: string;
  viewport: string;
  files: { url: string; bytes: number; gzip: number; transferred: number; beforePaint: boolean }[];
  /** Gzip bytes of the files whose request started before the first contentful paint: what the first screen waited for. */
  gzipBeforePaint: number;
  /** Gzip bytes of the files that carry the map's code (Leaflet, src/storefront/map): the map's own download. */
  mapGzip: number;
  /** Sums over the JavaScript files. */
  bytes: number;
  gzip: number;
  transferred: number;
  /** Estimated gzip bytes per package, biggest first. */
  packages: { name: string; bytes: number }[];
  /** Whether react-admin or Leaflet code was downloaded. */
  admin: boolean;
  map: boolean;
  /** Packages that must not be on the page (react-admin and its message editor, Leaflet) and are. */
  forbidden: string[];
};

const ADMIN_PACKAGES = ['react-admin', 'ra-core', 'ra-ui-materialui', 'ra-i18n-i18next', 'ra-language-english', 'ra-input-rich-text', '@tiptap/core', 'prosemirror-view'];
const MAP_PACKAGES = ['leaflet', 'react-leaflet', '@react-leaflet/core'];
const isMapModule = (pkg: string, id: string) => MAP_PACKAGES.includes(pkg) || id.includes('/src/storefront/map/HotelsMap');

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * Loads `pagePath` in a fresh browser context (empty cache) and lists the JavaScript it downloads before any
 * interaction: until the network has been idle for half a second, plus a second for late lazy chunks.
 * gzip sizes are the built files compressed at zlib's default level (as Vite reports them); "transferred" is
 * what the server actually sent (it prefers Brotli).
 */
export async function measurePage(browser: Browser, o: { baseUrl: string; siteDir: string; chunks: ChunkModules; root: string; label: string; path: string; viewport: Viewport; forbid: 'admin' | 'admin+map' }): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: o.viewport.width, height: o.viewport.height }, isMobile: o.viewport.mobile, hasTouch: o.viewport.mobile, locale: 'en-US' });
  const page = await context.newPage();
  const finished: Request[] = [];
  page.on('requestfinished', (req) => {
    const url = new URL(req.url());
    if (url.pathname.endsWith('.js') && url.origin === o.baseUrl) finished.push(req);
  });
  let scripts: { url: string; transferred: number; started: number }[];
  let firstPaint = Number.POSITIVE_INFINITY;
  try {
    await page.goto(new URL(o.path, o.baseUrl).toString(), { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1000);
    scripts = await Promise.all(finished.map(async (req) => {
      const s = await req.sizes();
      return { url: new URL(req.url()).pathname, transferred: s.responseBodySize + s.responseHeadersSize, started: req.timing().startTime };
    }));
    // Both on the wall clock (ms since 1970): the paint from the page's own clock, the requests from Playwright's.
    firstPaint = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return fcp ? performance.timeOrigin + fcp.startTime : Number.POSITIVE_INFINITY;
    });
  } finally {
    await context.close();
  }
  const files = scripts.map((s) => {
    const content = readFileSync(path.join(o.siteDir, s.url));
    return { url: s.url, bytes: content.length, gzip: gzipSync(content).length, transferred: s.transferred, beforePaint: s.started < firstPaint };
  });
  const packages = new Map<string, number>();
  let mapGzip = 0;
  for (const f of files) {
    // A file's gzip size shared out by each module's part of its code: an estimate, as gzip works across modules.
    const modules = o.chunks.get(f.url.replace(/^\//, ''))?.modules ?? [];
    const rendered = modules.reduce((n, m) => n + m.bytes, 0);
    if (modules.some((m) => isMapModule(packageOf(m.id, o.root), m.id))) mapGzip += f.gzip;
    for (const m of modules) {
      const name = packageOf(m.id, o.root);
      packages.set(name, (packages.get(name) ?? 0) + (rendered ? (m.bytes / rendered) * f.gzip : 0));
    }
  }
  const forbidden = [...ADMIN_PACKAGES, ...(o.forbid === 'admin+map' ? MAP_PACKAGES : [])].filter((p) => packages.has(p));
  return {
    label: o.label,
    path: o.path,
    viewport: o.viewport.name,
    files,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    gzipBeforePaint: files.reduce((n, f) => n + (f.beforePaint ? f.gzip : 0), 0),
    transferred: files.reduce((n, f) => n + f.transferred, 0),
    mapGzip,
    packages: [...packages].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
    admin: ADMIN_PACKAGES.some((p) => packages.has(p)),
    map: MAP_PACKAGES.some((p) => packages.has(p)),
    forbidden,
  };
}
