import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ACCESS, hasPermission } from '@/authProvider/permissions';
import { findUser } from '@server/modules/users/queries';
import { siteSettings } from './site';

/**
 * While the site is in maintenance, staff signed in to the back office still see the storefront. The browser sends no
 * bearer token with a page request, so the back office asks for this cookie (POST /api/admin/storefront-preview): it
 * names the staff session, signed with a key of its own, so it is never usable as a bearer token, and it dies with
 * the session (sign-out, expiry, revocation). It grants reading pages during maintenance, nothing else.
 */
export const PREVIEW_COOKIE = 'rigrest_staff_preview';

const previewKey = (secret: string) => createHmac('sha256', secret).update('storefront-preview').digest();
const signatureOf = (secret: string, body: string) => createHmac('sha256', previewKey(secret)).update(body).digest('base64url');

/** The cookie's value for a staff session: `<session id>.<expiry, epoch seconds>.<signature>`. */
export function previewCookieValue(secret: string, sessionId: string, expiresAt: Date): string {
  const body = `${sessionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signatureOf(secret, body)}`;
}

/** The Set-Cookie line: readable by no script, sent with same-site page loads, gone when the session would be. */
export function previewCookieHeader(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Our cookie out of a Cookie header, or null. */
export function previewCookieOf(cookieHeader: string | undefined): string | null {
  const value = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=([A-Za-z0-9._-]{1,200})(?:;|$)`).exec(cookieHeader ?? '')?.[1];
  return value ?? null;
}

/** The session id a well-signed, unexpired cookie names; null for anything else. */
function sessionOf(secret: string, value: string): string | null {
  const [sessionId, expires, signature] = value.split('.');
  if (!sessionId || !expires || !signature || Number(expires) * 1000 <= Date.now()) return null;
  const expected = Buffer.from(signatureOf(secret, `${sessionId}.${expires}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
}

/** Is this request from staff previewing the storefront: a live staff session of an active account with back-office access? */
export async function isStaffPreview(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const value = previewCookieOf(request.headers.cookie);
  const sessionId = value ? sessionOf(app.config.TOKEN_SECRET, value) : null;
  if (!sessionId) return false;
  const session = await app.db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at', 'revoked_at', 'scope'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session || session.revoked_at || session.scope !== 'staff' || new Date(session.expires_at) <= new Date()) return false;
  const user = await findUser(app.db, session.user_id);
  return Boolean(user?.is_active && hasPermission(user, ADMIN_ACCESS));
}

/**
 * Is the storefront down for this request: maintenance mode on, and no staff preview. Then pages answer 503 with
 * Retry-After (seconds), as the API's writes do.
 */
export async function maintenanceFor(app: FastifyInstance, request: FastifyRequest): Promise<{ retryAfterSeconds: number } | null> {
  const { maintenance } = await siteSettings(app.db);
  if (!maintenance.enabled || (await isStaffPreview(app, request))) return null;
  return { retryAfterSeconds: maintenance.retry_after_minutes * 60 };
}
