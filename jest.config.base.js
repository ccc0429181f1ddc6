import { fileURLToPath } from 'node:url';

/**
 * Shared jest setup: TypeScript through SWC (keeps decorator metadata for NestJS), native ESM
 * (NestJS 12 is ESM only; run jest with --experimental-vm-modules), `.js` suffixes mapped back to `.ts`.
 */
export default function jestConfig(overrides = {}) {
  const inBrowserDom = overrides.testEnvironment === 'jsdom';
  return {
    // jsdom lacks a few browser APIs that React Router and Mantine use
    setupFiles: inBrowserDom ? [fileURLToPath(new URL('./jest.jsdom-setup.ts', import.meta.url))] : [],
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // jsdom applies no CSS: stylesheets (CSS modules too) map to a stub whose class names are their keys.
      ...(inBrowserDom ? { '\\.css$': fileURLToPath(new URL('./jest.style-stub.cjs', import.meta.url)) } : {}),
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'es6' },
        },
      ],
    },
    testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx'],
    ...overrides,
  };
}
