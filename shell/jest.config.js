import base from '../jest.config.base.js';

export default base({
  testEnvironment: 'jsdom',
  // CSS modules are styling only; tests look at roles and text (the SDK's stub, whose class names are their keys).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '\\.css$': '<rootDir>/sdk/src/test/styleStub.cjs' },
});
