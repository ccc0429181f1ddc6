import { loadConfig } from '@hp/contracts/server';
import { z } from 'zod/mini';
import { isUniqueViolation } from '../database/database.js';
import { natsConnectionOptions } from '../nats/connection-options.js';
import {
  databaseUrlShape,
  jetStreamReplicasOf,
  LOCAL_NATS_URL,
  redisConfigShape,
  serviceConfigShape,
} from './service-config.js';

const schema = (env: Record<string, string>) =>
  z.object({ ...serviceConfigShape(env), ...databaseUrlShape(env, 'BOOKING_DATABASE_URL', 'hp_booking') });

describe('service config', () => {
  it('has loopback defaults for local runs', () => {
    expect(loadConfig(schema({}), {})).toEqual({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      NATS_URL: LOCAL_NATS_URL,
      BOOKING_DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/hp_booking',
    });
  });

  it('refuses NATS and Redis addresses that are not URLs', () => {
    const env = { NATS_URL: 'not a url', REDIS_URL: '127.0.0.1:6379' };
    const withRedis = z.object({ ...serviceConfigShape(env), ...redisConfigShape(env) });
    expect(() => loadConfig(withRedis, env)).toThrow(/NATS_URL[\s\S]*REDIS_URL/);
  });

  it('requires every address in production', () => {
    const env = { NODE_ENV: 'production' };
    expect(() => loadConfig(schema(env), env)).toThrow(
      /NATS_URL[\s\S]*BOOKING_DATABASE_URL|BOOKING_DATABASE_URL[\s\S]*NATS_URL/,
    );
  });
});

describe('JetStream replicas', () => {
  it('are 1 unless JETSTREAM_REPLICAS says how many (1 to 5)', () => {
    expect(jetStreamReplicasOf({})).toBe(1);
    expect(jetStreamReplicasOf({ JETSTREAM_REPLICAS: '3' })).toBe(3);
    for (const wrong of ['0', '6', '2.5', 'three'])
      expect(() => jetStreamReplicasOf({ JETSTREAM_REPLICAS: wrong })).toThrow(/JETSTREAM_REPLICAS/);
  });
});

describe('NATS connection options', () => {
  it('sends the process’s own user only when there is one', () => {
    expect(natsConnectionOptions({ url: 'nats://n:4222' }, 'auth')).not.toHaveProperty('user');
    expect(
      natsConnectionOptions({ url: 'nats://n:4222', user: 'auth', password: 'pw' }, 'auth'),
    ).toMatchObject({
      servers: 'nats://n:4222',
      user: 'auth',
      pass: 'pw',
      maxReconnectAttempts: -1,
    });
  });
});

describe('isUniqueViolation', () => {
  it('recognises Prisma’s P2002 and nothing else', () => {
    const prismaError = (code: string) =>
      Object.assign(new Error('x'), { name: 'PrismaClientKnownRequestError', code });
    expect(isUniqueViolation(prismaError('P2002'))).toBe(true);
    expect(isUniqueViolation(prismaError('P2025'))).toBe(false);
    expect(isUniqueViolation(new Error('P2002'))).toBe(false);
  });
});
