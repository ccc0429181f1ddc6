import { ConfigError } from '@hp/contracts/server';
import { loadPaymentConfig } from './config.js';

describe('payment config', () => {
  it('has working local defaults: the local Plural simulator and its dev-only credentials', () => {
    expect(loadPaymentConfig({})).toMatchObject({
      PAYMENT_DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/hp_payment',
      PAYMENT_HEALTH_PORT: 3103,
      PLURAL_BASE_URL: 'http://127.0.0.1:3310',
      PLURAL_CLIENT_ID: 'hp-local-plural-client',
      PAYMENT_RECONCILE_AFTER_MINUTES: 15,
      PAYMENT_WEBHOOK_TOLERANCE_SECONDS: 300,
    });
  });

  it('requires the addresses and every Plural secret in production, naming each variable', () => {
    expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    for (const name of [
      'PAYMENT_DATABASE_URL',
      'PLURAL_BASE_URL',
      'PLURAL_CLIENT_ID',
      'PLURAL_CLIENT_SECRET',
      'PLURAL_WEBHOOK_SECRET',
      'PAYMENT_SITE_URL',
    ]) {
      expect(() => loadPaymentConfig({ NODE_ENV: 'production' })).toThrow(new RegExp(name));
    }
  });
});
