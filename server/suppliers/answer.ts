import type { z } from 'zod';
import { SupplierError, type SupplierName } from './types';

const MAX_ISSUES = 3;

/** Where an answer differs from its schema ("results.0.listingID: Invalid input: expected …"); never the values. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const flat = issues.flatMap((i) => flatten(i, []));
  const parts = flat.slice(0, MAX_ISSUES).map((i) => `${i.path.length ? i.path.join('.') : 'answer'}: ${i.message}`);
  if (flat.length > MAX_ISSUES) parts.push(`${flat.length - MAX_ISSUES} more`);
  return parts.join('; ');
}

type Flat = { path: PropertyKey[]; message: string };

/** A union names no field; its closest form does: the one read furthest into the answer, then the one with fewest issues. */
function flatten(issue: z.core.$ZodIssue, prefix: PropertyKey[]): Flat[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors.length) {
    const depth = (flat: Flat[]) => Math.max(...flat.map((f) => f.path.length));
    const forms = issue.errors.map((branch) => branch.flatMap((i) => flatten(i, path))).filter((f) => f.length > 0);
    const closest = forms.sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0];
    if (closest) return closest;
  }
  return [{ path, message: issue.message }];
}

/**
 * Reads a supplier's 2xx answer through its schema. Anything else is a `bad_answer` (never an empty list read as
 * "nothing"), not retried: the same answer would come back. For a call that commits (a book), an answer we cannot
 * read means the outcome is unknown.
 */
export function parseAnswer<S extends z.ZodType>(supplier: SupplierName, operation: string, schema: S, body: unknown, opts: { commits?: boolean; status?: number } = {}): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const message = `${operation}: unexpected answer (${describeIssues(parsed.error.issues)})`;
  const details = { operation, retryable: false, ...(opts.status ? { status: opts.status } : {}) };
  throw new SupplierError(supplier, opts.commits ? 'unknown_outcome' : 'bad_answer', message, details);
}
