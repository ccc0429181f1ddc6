import { describe, expect, it } from '@jest/globals';
import type { z } from 'zod/mini';

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

/** Every validation message the schemas give for any probe in any one field. */
function validationMessagesOf(schemas: readonly z.ZodMiniObject[]): Set<string> {
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

/**
 * Test-only: the tests of an area's `contractMessages.ts`, the list (for `lingui extract`) of the validation messages
 * its forms' contract schemas give: every message is listed, and none that no schema gives any more.
 */
export function describeContractMessages(
  contractMessages: readonly { id: string }[],
  schemas: Record<string, z.ZodMiniObject>,
): void {
  describe("the contracts' validation messages", () => {
    const listed = new Set(contractMessages.map((message) => message.id));

    it.each(Object.entries(schemas))('every message of %s is listed for translation', (_name, schema) => {
      const unlisted = [...validationMessagesOf([schema])].filter((message) => !listed.has(message));
      expect(unlisted).toEqual([]);
    });

    it('lists no message that the schemas no longer give', () => {
      const given = validationMessagesOf(Object.values(schemas));
      expect([...listed].filter((message) => !given.has(message))).toEqual([]);
    });
  });
}
