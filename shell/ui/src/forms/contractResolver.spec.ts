import { z } from 'zod';
import { contractResolver, rawContractResolver } from './contractResolver';

const Schema = z.object({
  name: z.string().min(1, 'Name is required'),
  email: z.string().min(1, 'Email is required'),
});
type Values = z.input<typeof Schema>;
const hindi: Record<string, string> = { 'Name is required': 'नाम ज़रूरी है' };
const translate = (message: string) => hindi[message] ?? message;
const options = { fields: {}, shouldUseNativeValidation: false } as const;
const messagesOf = (errors: Record<string, { message?: unknown } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

describe('contractResolver', () => {
  it("gives the contract's English messages when no translation is asked for", async () => {
    const { errors } = await contractResolver(Schema)({ name: '', email: '' }, undefined, options);
    expect(messagesOf(errors)).toEqual({ name: 'Name is required', email: 'Email is required' });
  });

  it('translates every message, leaving those without a translation in English', async () => {
    const { errors } = await contractResolver(Schema, translate)({ name: '', email: '' }, undefined, options);
    expect(messagesOf(errors)).toEqual({ name: 'नाम ज़रूरी है', email: 'Email is required' });
  });

  it('passes valid values through untouched', async () => {
    const result = await rawContractResolver<Values>(Schema, translate)(
      { name: 'Asha', email: 'a@b.in' },
      undefined,
      options,
    );
    expect(result).toEqual({ values: { name: 'Asha', email: 'a@b.in' }, errors: {} });
  });
});
