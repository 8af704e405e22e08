import { useMemo } from 'react';
import { useResourceContext, useTranslate, type TranslateFunction } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { MessageTranslator } from '@/api/validation';
import { zodResolver, type ZodResolverOptions } from './zodResolver';

const MISSING = '\u0000';

function lookup(translate: TranslateFunction, keys: string[], values: Record<string, unknown> = {}): string | undefined {
  for (const key of keys) {
    const text = translate(key, { ...values, _: MISSING });
    if (text && text !== MISSING) return text;
  }
  return undefined;
}

/** Validation messages from `validation.<rule>` and labels from the resource's fields (or the common ones). */
export function formTranslator(translate: TranslateFunction, resource: string | undefined): MessageTranslator {
  return {
    format: (rule, values) => lookup(translate, [`validation.${rule}`], values),
    label: (field) => lookup(translate, [...(resource ? [`resources.${resource}.fields.${field}`] : []), `fields.${field}`]),
    pattern: (field, label) => lookup(translate, [`validationPattern.${field}`], { field: label }),
  };
}

/** zodResolver in the interface language, for the current resource's forms. */
export function useZodResolver<T extends FieldValues = FieldValues>(schema: z.ZodType, options: { resource?: string; minorUnits?: ZodResolverOptions['minorUnits'] } = {}): Resolver<T> {
  const translate = useTranslate();
  const contextResource = useResourceContext();
  const resource = options.resource ?? contextResource;
  const { paths, currency } = options.minorUnits ?? {};
  const pathKey = paths?.join(',');
  return useMemo(
    () => zodResolver<T>(schema, { translator: formTranslator(translate, resource), minorUnits: pathKey !== undefined && currency ? { paths: pathKey.split(','), currency } : undefined }),
    [schema, translate, resource, pathKey, currency],
  );
}
