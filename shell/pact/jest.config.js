import base from '../../jest.config.base.js';

// Consumer contract tests: run by `npm run test:pact`, not by `npm test` (they write the pact file).
export default base({
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/pact/**/*.pact.spec.ts'],
  testTimeout: 30_000,
});
