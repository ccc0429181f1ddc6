import base from '../../jest.config.base.js';

/** Message pact verification (`npm run test:pact:verify`): the events the consumers' pacts expect of notification. */
export default base({ testMatch: ['<rootDir>/test/pact/**/*.pact-spec.ts'], testTimeout: 60_000 });
