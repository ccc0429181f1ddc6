import base from '../jest.config.base.js';

/** Consumer message pacts (`npm run test:pact:consumer`): they write contracts/pacts/gateway-*.json. */
export default base({ testMatch: ['<rootDir>/test/pact/**/*.pact.spec.ts'], testTimeout: 60_000 });
