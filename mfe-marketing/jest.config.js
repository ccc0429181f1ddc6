import base from '../jest.config.base.js';

// Page tests render React into a DOM; a test that needs node APIs says `@jest-environment node`.
export default base({
  testEnvironment: 'jsdom',
  // CSS modules are styling only; tests look at roles and text.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/src/test/styleStub.cjs' },
});
