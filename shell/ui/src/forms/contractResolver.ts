import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/*
 * react-hook-form resolvers from contracts schemas. Remotes take them from here rather than from
 * @hookform/resolvers themselves, so that a remote bundles one copy of it (npm may install it per workspace).
 */

/** Turns a contract's English message into the page's language (an area passes `(m) => i18n._(m)`). */
export type TranslateMessage = (message: string) => string;

/** Checks with the schema and submits its output (trimmed, lower-cased, defaults applied). */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TValues>,
  translate?: TranslateMessage,
): Resolver<TValues, unknown, TOutput> {
  return translated(zodResolver<TValues, unknown, TOutput>(schema), translate);
}

/**
 * Checks with the schema but submits the values as typed (the server normalises them with the same schema). The
 * schema may know fewer fields than the form (one step of several) and ignores the others.
 */
export function rawContractResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  translate?: TranslateMessage,
): Resolver<TValues> {
  return translated(
    zodResolver(schema as unknown as z.ZodType<TValues, TValues>, undefined, { raw: true }),
    translate,
  );
}

function translated<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  translate: TranslateMessage | undefined,
): Resolver<TValues, unknown, TOutput> {
  if (!translate) return resolver;
  return async (...args) => {
    const result = await resolver(...args);
    return Object.keys(result.errors).length === 0
      ? result
      : { values: {}, errors: translateErrors<TValues>(result.errors, translate) };
  };
}

/** The same errors, each `message` translated (nested objects and arrays of fields included). */
export function translateErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  translate: TranslateMessage,
): FieldErrors<T> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === 'message' && typeof value === 'string'
          ? translate(value)
          : key === 'ref'
            ? value
            : walk(value), // ref: the field's element
      ]),
    );
  };
  return walk(errors) as FieldErrors<T>;
}
