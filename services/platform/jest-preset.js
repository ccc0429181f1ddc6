import base from '../../jest.config.base.js';

/**
 * Every service's jest setup ("jest": { "preset": "@hp/service-platform" } in its package.json): unit tests beside
 * the code, integration tests in test/ (real Postgres, NATS, Redis, SMTP; run in band).
 */
export default base({
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  testTimeout: 30_000,
});
