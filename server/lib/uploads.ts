import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { RequestValidationError, unstorableIssues } from '../plugins/errors';
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

const tooLarge = () => new HttpError(413, 'errors.fileTooLarge', { file: ['errors.fileTooLarge'] });

/**
 * What reading an upload failed with, for the client: the multipart parser throws plain errors for a body that is
 * cut off or not multipart at all (no boundary, no end); those are the client's (400), never ours.
 */
function uploadError(err: unknown): unknown {
  const { code, statusCode } = err as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (err instanceof HttpError || (statusCode && statusCode >= 400 && statusCode < 500)) return err;
  return new HttpError(400, 'errors.badUpload', { file: ['errors.badUpload'] });
}

/**
 * The request's uploaded file, with the text fields sent before it. Fields are checked like any other input
 * (NUL characters refused), as they bypass the JSON hooks.
 */
export async function uploadedFile(req: FastifyRequest): Promise<MultipartFile | undefined> {
  let file: MultipartFile | undefined;
  try {
    file = await req.file();
  } catch (err) {
    throw uploadError(err);
  }
  const values = Object.fromEntries(
    Object.entries(file?.fields ?? {}).flatMap(([name, field]) => [field].flat().flatMap((f) => (f && f.type === 'field' ? [[name, f.value]] : []))),
  );
  const issues = unstorableIssues(values);
  if (issues.length) throw new RequestValidationError(issues);
  return file;
}

/**
 * Stores an uploaded image under a random name in `uploads/<folder>/` and
 * answers its public path (/uploads/<folder>/<name>). Rejects other types and oversize files.
 */
export async function saveImage(file: MultipartFile | undefined, uploadDir: string, folder: string): Promise<string> {
  if (!file) throw new HttpError(400, 'errors.fileRequired', { file: [{ rule: 'required', field: 'file' }] });
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch (err) {
    throw uploadError(err);
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
