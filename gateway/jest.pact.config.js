import base from '../jest.config.base.js';

/** Pact provider verification against the real gateway and the services behind it (`npm run test:pact`). */
export default base({ testMatch: ['<rootDir>/test/pact/**/*.pact-spec.ts'], testTimeout: 180_000 });
