import {
  AppointmentRequestSchema,
  ConsultationRequestSchema,
  FeedbackSchema,
  InsuranceQuoteRequestSchema,
  PaymentFormSchema,
} from '@hp/contracts';
import type { z } from 'zod';
import { contractMessages } from './contractMessages';

/** The forms of this area, by the schema each validates with. */
const schemas = {
  FeedbackSchema,
  AppointmentRequestSchema,
  InsuranceQuoteRequestSchema,
  ConsultationRequestSchema,
  PaymentFormSchema,
};

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

/** Every message the schema gives for any probe in any one field. */
function messagesOf(schema: z.ZodObject) {
  const messages = new Set<string>();
  for (const field of Object.keys(schema.shape)) {
    for (const probe of probes) {
      const result = schema.safeParse({ [field]: probe });
      for (const issue of result.error?.issues ?? [])
        if (issue.path[0] === field) messages.add(issue.message);
    }
  }
  return messages;
}

describe("the contracts' validation messages", () => {
  const listed = new Set<string>(contractMessages.map((message) => message.id));

  it.each(Object.entries(schemas))('every message of %s is listed for translation', (_name, schema) => {
    const unlisted = [...messagesOf(schema)].filter((message) => !listed.has(message));
    expect(unlisted).toEqual([]);
  });

  it('lists no message that the schemas no longer give', () => {
    const given = new Set(Object.values(schemas).flatMap((schema) => [...messagesOf(schema)]));
    expect([...listed].filter((message) => !given.has(message))).toEqual([]);
  });
});
