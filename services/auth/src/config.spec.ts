import { ConfigError } from '@hp/contracts/server';
import { loadAuthConfig } from './config.js';

describe('auth config', () => {
  it('has working local defaults', () => {
    const config = loadAuthConfig({});
    expect(config).toMatchObject({
      AUTH_DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/hp_auth',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      OTP_TTL_SECONDS: 600,
      OTP_MAX_ATTEMPTS: 5,
      AUTH_NOTIFICATION_TIMEOUT_MS: 10_000,
      AUTH_HEALTH_PORT: 3101,
    });
    expect(config.ADMIN_REGISTRATION_CODE).toBeUndefined();
  });

  it('treats empty values (VAR= in .env) as unset', () => {
    const config = loadAuthConfig({ JWT_SECRET: '', ADMIN_REGISTRATION_CODE: '', OTP_TTL_SECONDS: '' });
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.ADMIN_REGISTRATION_CODE).toBeUndefined();
    expect(config.OTP_TTL_SECONDS).toBe(600);
  });

  it('requires secrets and addresses in production, naming each variable', () => {
    expect(() => loadAuthConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadAuthConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', OTP_TTL_SECONDS: 'ten' });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'AUTH_DATABASE_URL',
        'NATS_URL',
        'REDIS_URL',
        'JWT_SECRET',
        'OTP_HASH_SECRET',
        'OTP_TTL_SECONDS',
      ]) {
        expect(message).toContain(name);
      }
    }
  });
});
