import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../server/db/seed/users';

export type StaffSession = { token: string; email: string };

/** The .eml files the server wrote for an address, oldest first (named by time, then the address made file-safe). */
function mailsTo(outboxDir: string, to: string): string[] {
  const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
  try {
    return readdirSync(outboxDir).filter((f) => f.endsWith(`-${safe}.eml`)).sort();
  } catch {
    return [];
  }
}

async function post<T>(baseUrl: string, apiPath: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api${apiPath}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST /api${apiPath} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A staff session as a person gets one: the DEMO admin's password (POST /api/admin/login), then the six-digit code the
 * server mailed, read from its outbox (no SMTP in the bench), sent to POST /api/admin/verify.
 */
export async function signInStaff(baseUrl: string, outboxDir: string): Promise<StaffSession> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  const before = mailsTo(outboxDir, email).length;
  await post(baseUrl, '/admin/login', { email, password });
  const deadline = Date.now() + 10_000;
  let code: string | undefined;
  while (!code && Date.now() < deadline) {
    const mail = mailsTo(outboxDir, email).slice(before).pop();
    code = mail ? /^Subject:.*?(\d{6})/m.exec(readFileSync(path.join(outboxDir, mail), 'utf8'))?.[1] : undefined;
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error(`no sign-in code for ${email} in ${outboxDir}`);
  const { token } = await post<{ token: string }>(baseUrl, '/admin/verify', { email, code });
  return { token, email };
}

/** The first names of the admin's hotel list (its default order) and how many hotels staff see, with the session. */
export async function staffHotelList(baseUrl: string, session: StaffSession): Promise<{ names: string[]; total: number }> {
  const res = await fetch(`${baseUrl}/api/hotels?limit=10&page=1&ordering=hotelName`, { headers: { authorization: `Bearer ${session.token}` } });
  if (!res.ok) throw new Error(`GET /api/hotels as staff answered ${res.status}`);
  const body = (await res.json()) as { data: { hotelName: string }[]; meta: { total: number } };
  return { names: body.data.map((h) => h.hotelName), total: body.meta.total };
}
