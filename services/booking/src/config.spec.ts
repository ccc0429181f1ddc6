import { ConfigError } from '@hp/contracts/server';
import { loadBookingConfig } from './config.js';

describe('booking config', () => {
  it('has working local defaults', () => {
    expect(loadBookingConfig({})).toMatchObject({
      BOOKING_DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/hp_booking',
      BOOKING_HEALTH_PORT: 3102,
    });
  });

  it('requires the addresses in production, naming each variable', () => {
    expect(() => loadBookingConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadBookingConfig({ NODE_ENV: 'production' })).toThrow(/BOOKING_DATABASE_URL/);
  });
});
