// Unit tests of the infra scripts (plain ESM .mjs, no transform). Browser end-to-end tests have their own
// config (e2e/jest.config.js) and run against a running product: npm run test:e2e -w @hp/infra.
export default {
  testEnvironment: 'node',
  transform: {},
  moduleFileExtensions: ['mjs', 'js', 'json'],
  testMatch: ['<rootDir>/{lib,scripts,load,k8s,nginx,grafana,plural-simulator,whatsapp-simulator,images}/**/*.spec.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/'],
};
