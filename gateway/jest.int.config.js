import base from '../jest.config.base.js';

/** Integration tests: real NATS, Redis (and the auth service, Postgres, maildev for the account flows). */
export default base({ testMatch: ['<rootDir>/test/**/*.int-spec.ts'], testTimeout: 60_000 });
