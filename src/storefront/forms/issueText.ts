import type { z } from 'zod';
import { humanizeField } from '../../api/validation';
import type { Translate } from './translate';

type Issue = z.core.$ZodIssue;

function lastKey(path: readonly PropertyKey[]): string | undefined {
  return [...path].reverse().find((p): p is string => typeof p === 'string');
}

/** A field's name as people read it: common:fields.<key>, else the humanized key. */
export function fieldLabel(path: readonly PropertyKey[], t: Translate): string {
  const key = lastKey(path);
  return key ? t(`common:fields.${key}`, { defaultValue: humanizeField(path) }) : humanizeField(path);
}

/**
 * The translated twin of validation.ts's issueMessage: the same rules, the
 * spec's templates from common:validation, field names from common:fields.
 */
export function issueText(issue: Issue, t: Translate): string {
  const field = fieldLabel(issue.path, t);
  const v = (rule: string, values: Record<string, unknown> = {}) => t(`common:validation.${rule}`, { field, ...values });
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return v('required');
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return v('numeric');
      return issue.message;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? v('required') : v('min', { length: Number(issue.minimum) });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return v('min_value', { length: Number(issue.minimum) });
      if (issue.origin === 'array' && Number(issue.minimum) <= 1) return v('required');
      return issue.message;
    case 'too_big':
      if (issue.origin === 'string') return v('max', { length: Number(issue.maximum) });
      return issue.message;
    case 'invalid_format': {
      if (issue.format === 'email') return v('email');
      const key = lastKey(issue.path);
      if (issue.format === 'regex' && key) {
        // Spelling a regex out to a driver helps nobody; known fields get a plain sentence.
        const plain = t(`storefront:validation.pattern.${key}`, { field, defaultValue: '' });
        if (plain) return plain;
      }
      if (issue.format === 'regex') return v('regex', { regex: String(issue.pattern ?? '') });
      return issue.message;
    }
    case 'custom': {
      const key = lastKey(issue.path);
      if (key?.endsWith('_confirmation')) {
        const target = key.slice(0, -'_confirmation'.length);
        return v('confirmed', { target: fieldLabel([target], t) });
      }
      return issue.message;
    }
    default:
      return issue.message;
  }
}
