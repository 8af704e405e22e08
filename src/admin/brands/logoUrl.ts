/** A logo the admin may load: an http(s) address or a file this server serves under /uploads/ (as brandInput allows). */
export function isSafeImageUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  const v = value.trim();
  return /^https?:\/\//i.test(v) || (v.startsWith('/uploads/') && !v.includes('..'));
}
