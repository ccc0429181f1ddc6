// Browser end-to-end tests: headless Chromium (playwright-core) against the running product
// (http://localhost:$PORT, default 8080). Run: npm run test:e2e -w @hp/infra (npm test starts the product
// when it does not answer). One file at a time: one test removes a remote's files for a while.
export default {
  rootDir: '.',
  testEnvironment: 'node',
  transform: {},
  moduleFileExtensions: ['mjs', 'js', 'json'],
  testMatch: ['<rootDir>/**/*.e2e.mjs'],
  testTimeout: 90_000,
  maxWorkers: 1,
};
