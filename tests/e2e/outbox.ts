import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from '../../playwright.config';

const outboxDir = () => path.join(E2E_DATA_DIR, 'outbox');

/** The .eml files of the mails sent to an address so far, oldest first (the server names them by time and address). */
function filesTo(to: string): string[] {
  const safe = to.toLowerCase().replace(/[^a-z0-9@._-]/gi, '_');
  try {
    return readdirSync(outboxDir())
      .filter((f) => f.endsWith(`-${safe}.eml`))
      .sort();
  } catch {
    return [];
  }
}

/** The newest six-digit code mailed to an address, read from the server's outbox (.eml files). */
export async function codeFromOutbox(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = filesTo(to).slice(after).pop();
    if (newest) {
      const text = readFileSync(path.join(outboxDir(), newest), 'utf8');
      const code = /Subject:.*?(\d{6})/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

export function outboxCount(to: string): number {
  return filesTo(to).length;
}

/** Quoted-printable undone: soft line breaks joined, =XX bytes read as UTF-8 (mails with long lines are sent so). */
const unquoted = (eml: string) => decodeURIComponent(eml.replace(/=\r?\n/g, '').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));

/** Every mail sent to an address so far (the .eml file, its body readable), oldest first. */
export function mailsTo(to: string): string[] {
  return filesTo(to).map((f) => unquoted(readFileSync(path.join(outboxDir(), f), 'utf8')));
}
