import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

/*
 * react-hook-form resolvers from contracts schemas. Remotes take them from here rather than from
 * @hookform/resolvers themselves, so that a remote bundles one copy of it (npm may install it per workspace).
 */

/** Checks with the schema and submits its output (trimmed, lower-cased, defaults applied). */
export function contractResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodMiniType<TOutput, TValues>,
): Resolver<TValues, unknown, TOutput> {
  return zodResolver<TValues, unknown, TOutput>(schema);
}

/**
 * contractResolver with a schema that arrives later: a page's first load then leaves out the schema and zod (a
 * chunk of its own, fetched after the first paint); a check before it has arrived waits for it.
 */
export function lazyContractResolver<TValues extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodMiniType<TOutput, TValues>>,
): Resolver<TValues, unknown, TOutput> {
  return async (values, context, options) => contractResolver(await loadSchema())(values, context, options);
}

/**
 * Checks with the schema but submits the values as typed (the server normalises them with the same schema). The
 * schema may know fewer fields than the form (one step of several) and ignores the others.
 */
export function rawContractResolver<TValues extends FieldValues>(schema: z.ZodMiniType): Resolver<TValues> {
  return zodResolver(schema as unknown as z.ZodMiniType<TValues, TValues>, undefined, { raw: true });
}
