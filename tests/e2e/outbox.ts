import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../../playwright.config';

/** The newest six-digit code mailed to an address, read from the server's outbox (.eml files). */
export async function codeFromOutbox(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const safe = to.toLowerCase().replace(/[^a-z0-9@._-]/gi, '_');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`)).sort();
    } catch {
      files = [];
    }
    const newest = files.filter((f) => files.indexOf(f) >= after).pop();
    if (newest) {
      const text = readFileSync(path.join(dir, newest), 'utf8');
      const code = /Subject:.*?(\d{6})/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

export function outboxCount(to: string): number {
  const safe = to.toLowerCase().replace(/[^a-z0-9@._-]/gi, '_');
  try {
    return readdirSync(path.join(E2E_DATA_DIR, 'outbox')).filter((f) => f.endsWith(`-${safe}.eml`)).length;
  } catch {
    return 0;
  }
}
