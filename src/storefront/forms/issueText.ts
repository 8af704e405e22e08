import type { z } from 'zod';
import { issueMessage, type MessageTranslator } from '@/api/validation';
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
    pattern: (field, label) => lookup(t, `common:validationPattern.${field}`, { field: label }),
  };
}

/** The message of a zod issue in the reader's language: the same rules as the server (validation.ts). */
export function issueText(issue: Issue, t: Translate, labels?: FieldLabels): string {
  return issueMessage(issue, messageTranslator(t, labels));
}
