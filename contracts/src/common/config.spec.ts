import { z } from 'zod/mini';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  const schema = z.object({ NATS_URL: z.url(), PORT: z.coerce.number().check(z.int()) });

  it('returns typed values', () => {
    expect(loadConfig(schema, { NATS_URL: 'nats://127.0.0.1:4222', PORT: '3000' })).toEqual({
      NATS_URL: 'nats://127.0.0.1:4222',
      PORT: 3000,
    });
  });

  it('names every missing or malformed variable', () => {
    expect(() => loadConfig(schema, { PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { PORT: 'abc' });
    } catch (error) {
      expect((error as Error).message).toContain('NATS_URL');
      expect((error as Error).message).toContain('PORT');
    }
  });
});
