import { ConfigError } from '@hp/contracts/server';
import { loadGatewayConfig } from './config.js';

describe('gateway configuration', () => {
  it('has local defaults for every variable outside production', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      GATEWAY_PORT: 3000,
      NATS_URL: 'nats://127.0.0.1:4223',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NATS_REQUEST_TIMEOUT_MS: 5000,
      RATE_LIMIT_LOGIN_MAX: 300,
      RATE_LIMIT_LOGIN_WINDOW_SECONDS: 300,
      RATE_LIMIT_LOGIN_FREE_FAILURES: 5,
    });
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('names each malformed variable', () => {
    expect(() => loadGatewayConfig({ GATEWAY_PORT: 'abc', NATS_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadGatewayConfig({ GATEWAY_PORT: 'abc', NATS_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toContain('GATEWAY_PORT');
      expect((error as Error).message).toContain('NATS_URL');
    }
  });

  it('requires the secret and the server addresses in production', () => {
    try {
      loadGatewayConfig({ NODE_ENV: 'production' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      for (const name of ['JWT_SECRET', 'NATS_URL', 'REDIS_URL'])
        expect((error as Error).message).toContain(name);
    }
  });

  it('connects to NATS without a user unless both NATS_USER and NATS_PASSWORD are set', () => {
    expect(loadGatewayConfig({})).not.toHaveProperty('NATS_USER');
    expect(loadGatewayConfig({ NATS_USER: 'gateway', NATS_PASSWORD: 's3cret' })).toMatchObject({
      NATS_USER: 'gateway',
      NATS_PASSWORD: 's3cret',
    });
    expect(() => loadGatewayConfig({ NATS_USER: 'gateway' })).toThrow(/NATS_PASSWORD/);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadGatewayConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});
