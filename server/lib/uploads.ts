import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from './errors';

/** Image types we accept, recognised by their first bytes rather than the client's claimed type. */
const signatures: { ext: string; mime: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', test: (b) => b.subarray(0, 6).toString('ascii') === 'GIF87a' || b.subarray(0, 6).toString('ascii') === 'GIF89a' },
  { ext: 'webp', mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP' },
];

export function sniffImage(buffer: Buffer) {
  return signatures.find((s) => s.test(buffer));
}

/**
 * Stores an uploaded image under a random name in `uploads/<folder>/` and
 * answers its public path (/uploads/<folder>/<name>). Rejects other types and oversize files.
 */
export async function saveImage(file: MultipartFile | undefined, uploadDir: string, folder: string): Promise<string> {
  if (!file) throw new HttpError(400, 'errors.fileRequired', { file: [{ rule: 'required', field: 'file' }] });
  const tooLarge = () => new HttpError(413, 'errors.fileTooLarge', { file: ['errors.fileTooLarge'] });
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  }
  if (file.file.truncated) throw tooLarge();
  const kind = sniffImage(buffer);
  if (!kind) throw new HttpError(415, 'errors.imageType', { file: ['errors.imageType'] });
  const dir = path.join(uploadDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await writeFile(path.join(dir, name), buffer);
  return `/uploads/${folder}/${name}`;
}

export async function removeUpload(uploadDir: string, publicPath: string | null) {
  if (!publicPath?.startsWith('/uploads/')) return;
  const relative = publicPath.slice('/uploads/'.length);
  if (relative.includes('..')) return;
  await unlink(path.join(uploadDir, relative)).catch(() => undefined);
}
