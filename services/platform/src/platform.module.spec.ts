import { ServicePlatformModule } from './platform.module.js';

const baseConfig = { NODE_ENV: 'test', LOG_LEVEL: 'silent', NATS_URL: 'nats://127.0.0.1:4222' };

describe('ServicePlatformModule.forRoot', () => {
  it('refuses a mailer without the SMTP settings in the configuration', () => {
    expect(() =>
      ServicePlatformModule.forRoot({ service: 'billing', config: baseConfig as never, mailer: true }),
    ).toThrow('billing: mailer needs smtpConfigShape in its configuration (SMTP_HOST, SMTP_PORT, MAIL_FROM)');
  });

  it('refuses Redis without REDIS_URL in the configuration', () => {
    expect(() =>
      ServicePlatformModule.forRoot({ service: 'billing', config: baseConfig as never, redis: true }),
    ).toThrow('billing: redis needs redisConfigShape in its configuration (REDIS_URL)');
  });

  it('takes a configuration that has them', () => {
    const config = {
      ...baseConfig,
      SMTP_HOST: 'h',
      SMTP_PORT: 1025,
      MAIL_FROM: 'A <a@b.c>',
      REDIS_URL: 'redis://x',
    };
    expect(() =>
      ServicePlatformModule.forRoot({
        service: 'billing',
        config: config as never,
        mailer: true,
        redis: true,
      }),
    ).not.toThrow();
  });
});
