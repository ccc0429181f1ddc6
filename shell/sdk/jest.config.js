import base from '../../jest.config.base.js';

// Component tests need a DOM; pure modules run in it just as well. jsdom applies no CSS: stylesheets map to a stub.
export default base({
  testEnvironment: 'jsdom',
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/src/test/styleStub.cjs' },
});
