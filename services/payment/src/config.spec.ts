import { ConfigError } from '@hp/contracts';
import { loadPaymentConfig } from './config.js';

describe('payment config', () => {
  it('has working local defaults', () => {
    expect(loadPaymentConfig({})).toMatchObject({
      PAYMENT_DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/hp_payment',
      PAYMENT_HEALTH_PORT: 3103,
    });
  });

  it('requires the addresses in production, naming each variable', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_DATABASE_URL/);
  });
});
