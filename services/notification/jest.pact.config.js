import base from '../../jest.config.base.js';

/** Consumer message pacts (`npm run test:pact`): they write contracts/pacts/notification-*.json, not run by `npm test`. */
export default base({ testMatch: ['<rootDir>/test/pact/**/*.pact.spec.ts'], testTimeout: 60_000 });
