import type { z } from 'zod';
import { fieldName, issueMessage, type MessageTranslator } from '@/api/validation';
import type { Translate } from './translate';

type Issue = z.core.$ZodIssue;

/** A form's own names for fields where the shared one does not fit ('New password'). */
export type FieldLabels = Record<string, string>;

/** A text if the language files have it, else undefined (so validation.ts falls back to English). */
const lookup = (t: Translate, key: string, values: Record<string, unknown> = {}) => t(key, { ...values, defaultValue: '' }) || undefined;

/** validation.ts's translator hook, fed from common:validation and common:fields. */
export function messageTranslator(t: Translate, labels: FieldLabels = {}): MessageTranslator {
  return {
    format: (rule, values) => lookup(t, `common:validation.${rule}`, values),
    label: (field) => labels[field] ?? lookup(t, `common:fields.${field}`),
  };
}

/**
 * The message of a zod issue in the reader's language: the same rules as the
 * server (validation.ts). Spelling a regex out to a driver helps nobody, so
 * fields with a pattern get a plain sentence where the storefront has one.
 */
export function issueText(issue: Issue, t: Translate, labels?: FieldLabels): string {
  const tr = messageTranslator(t, labels);
  const name = fieldName(issue.path);
  if (issue.code === 'invalid_format' && issue.format === 'regex' && name) {
    const plain = lookup(t, `storefront:validation.pattern.${name}`, { field: tr.label?.(name) ?? name });
    if (plain) return plain;
  }
  return issueMessage(issue, tr);
}
