import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sniffImage } from '@server/lib/uploads';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Copies a supplier picture into our uploads (served from our own origin, under
 * our CSP, and still there when the supplier's URL changes). The file name is
 * derived from the asset id, so a second sync finds it and downloads nothing.
 */
export async function mirrorPicture(uploadDir: string, supplierRef: string, url: string, timeoutMs = 15_000): Promise<string> {
  const base = `ice-${createHash('sha256').update(supplierRef).digest('hex').slice(0, 32)}`;
  const dir = path.join(uploadDir, 'hotels');
  for (const ext of ['jpg', 'png', 'webp', 'gif']) {
    if (existsSync(path.join(dir, `${base}.${ext}`))) return `/uploads/hotels/${base}.${ext}`;
  }
  if (!/^https?:\/\//i.test(url)) throw new Error(`Picture ${supplierRef} has no http(s) URL`);
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`Picture ${supplierRef}: HTTP ${res.status}`);
  const buffer = Buffer.from(await res.arrayBuffer());
  if (buffer.length > MAX_BYTES) throw new Error(`Picture ${supplierRef} is larger than 10 MB`);
  const kind = sniffImage(buffer);
  if (!kind) throw new Error(`Picture ${supplierRef} is not a PNG, JPEG, GIF or WebP image`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${base}.${kind.ext}`), buffer);
  return `/uploads/hotels/${base}.${kind.ext}`;
}
