import type { z } from 'zod';

/** Values that break each kind of rule the contracts use: missing, blank, short, long, malformed, out of range. */
const probes: unknown[] = [
  undefined,
  '',
  '   ',
  'x',
  'x'.repeat(5000),
  `${'x'.repeat(250)}@example.com`,
  'not an address',
  '12345',
  '2024-02-31',
  '2000-01-01',
  '2999-01-01',
  'not-a-date',
];

/**
 * Test-only: every validation message the schemas give for any probe in any one field. An area lists the messages of
 * its forms' schemas for translation (`contractMessages.ts`); its spec compares that list with this.
 */
export function validationMessagesOf(schemas: readonly z.ZodObject[]): Set<string> {
  const messages = new Set<string>();
  for (const schema of schemas) {
    for (const field of Object.keys(schema.shape)) {
      for (const probe of probes) {
        const result = schema.safeParse({ [field]: probe });
        for (const issue of result.error?.issues ?? []) if (issue.path[0] === field) messages.add(issue.message);
      }
    }
  }
  return messages;
}
