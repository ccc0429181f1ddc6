// One lint config for the whole repository. Type-aware rules catch floating promises and
// non-exhaustive switches; import rules keep the layers apart (see docs/architecture.md).
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noFocusedOrSkippedTests = {
  selector:
    "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(describe|it|test)$/][callee.property.name=/^(only|skip)$/]",
  message: 'Focused or skipped tests must not be committed.',
};
const noXTests = {
  selector: 'CallExpression[callee.name=/^(xit|xdescribe|xtest|fit|fdescribe)$/]',
  message: 'Focused or skipped tests must not be committed.',
};

const remotes = ['mfe-marketing', 'mfe-patient', 'mfe-provider', 'mfe-admin'];

/** Relative paths that would reach another area of the repository. */
const siblingPaths = (message) => [
  {
    group: [
      '**/gateway/**',
      '**/mfe-*/**',
      '**/shell/**',
      '**/infra/**',
      // a sibling service: services/<a>/src/... -> ../../<b>/src/...
      '../../*/src/**',
      '../../../*/src/**',
      '../../../../*/src/**',
    ],
    message,
  },
];

/** What a browser bundle (a remote, the shell) must not import: contracts' server entry (config, NATS permissions). */
const offTheServerEntry = {
  group: ['@hp/contracts/*'],
  message:
    "The browser imports @hp/contracts only: its /server entry holds the servers' configuration and NATS rules.",
};

/**
 * The server's route tables (`authRoutes`, ...) name every schema of their routes, so importing one builds them all on
 * the page; the browser takes each table's client view (`authApi`, ...: method, path, access; no schema).
 */
const serverRouteTables = {
  regex: '^@hp/contracts$',
  importNamePattern: '^(?!define|client)[A-Za-z]*Routes$',
  message:
    "A server route table builds every schema it names: in the browser use its client view (authRoutes -> authApi).",
};

/**
 * Classic zod, whose schemas carry every method (JSON Schema and the rest) into a bundle: the contracts and the browser
 * code build and type their schemas with the tree-shakable zod/mini.
 */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: "Use 'zod/mini': classic zod's schemas carry all of zod into every bundle that imports them.",
}));

/** Import restrictions per layer. */
const boundaries = [
  ...remotes.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            {
              group: ['@hp/mfe-*', '@hp/gateway', '@hp/*-service', '@hp/shell', '@hp/infra'],
              message: 'A remote imports only @hp/contracts, @hp/shell-sdk, @hp/ui and its own code.',
            },
            offTheServerEntry,
            serverRouteTables,
            {
              group: ['**/mfe-*/**', '**/services/**', '**/gateway/**', '**/shell/**', '**/infra/**'],
              message: 'A remote never reaches into another area by relative path.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['services/**/*.ts'],
    ignores: ['services/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hp/*', '!@hp/contracts', '!@hp/service-platform'],
              message: 'A service imports only @hp/contracts, @hp/service-platform and its own code.',
            },
            ...siblingPaths('A service never reaches into another area by relative path.'),
          ],
        },
      ],
    },
  },
  {
    // Test support starts real servers; production code never loads it.
    files: ['services/*/src/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hp/*', '!@hp/contracts', '!@hp/service-platform', '@hp/service-platform/testing'],
              message: 'Only @hp/contracts and @hp/service-platform (not its /testing entry) outside tests.',
            },
            ...siblingPaths('Never reach into another area by relative path.'),
          ],
        },
      ],
    },
  },
  {
    files: ['services/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@hp/*', '!@hp/contracts'],
              message: 'The platform imports only @hp/contracts and third-party packages.',
            },
            ...siblingPaths('The platform never reaches into a service or another area.'),
          ],
        },
      ],
    },
  },
  ...['gateway/**/*.ts', 'gateway/src/**/*.ts'].map((files) => {
    const inProductionCode = files === 'gateway/src/**/*.ts';
    return {
      files: [files],
      ...(inProductionCode ? { ignores: ['**/*.spec.ts'] } : {}),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@hp/service-platform',
                message:
                  "The gateway uses only the platform's /http (config, logging, Redis) and /nats entries.",
              },
              ...(inProductionCode
                ? [{ name: '@hp/service-platform/testing', message: 'Test support: only in tests.' }]
                : []),
            ],
            patterns: [
              {
                group: ['@hp/*', '!@hp/contracts', '!@hp/service-platform'],
                message: 'The gateway talks to services over NATS, not by import.',
              },
              {
                group: ['**/services/**', '**/mfe-*/**', '**/shell/**'],
                message: 'The gateway never imports service or front-end code.',
              },
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            { group: ['@hp/*', '@nestjs/*', 'react', 'react-*'], message: 'contracts depends only on zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            {
              group: ['@hp/mfe-*', '@hp/gateway', '@hp/*-service'],
              message: 'The shell loads remotes at run time only.',
            },
            offTheServerEntry,
            serverRouteTables,
          ],
        },
      ],
    },
  },
  {
    // shell/** above also matches shell/ui; this later entry wins for it.
    files: ['shell/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            {
              group: ['@hp/*', '!@hp/contracts', '!@hp/shell-sdk', '!@hp/shell-sdk/testing'],
              message: '@hp/ui imports only @hp/contracts, @hp/shell-sdk and third-party packages.',
            },
            offTheServerEntry,
            serverRouteTables,
            {
              group: [
                '**/mfe-*/**',
                '**/services/**',
                '**/gateway/**',
                '**/infra/**',
                '**/shell/src/**',
                '**/sdk/**',
              ],
              message: '@hp/ui never reaches into another package by relative path.',
            },
          ],
        },
      ],
    },
  },
  {
    // Front-end test support stays in tests, and TanStack Query's hooks come bound to the page's cache (a second rule
    // name, so it adds to the boundaries above).
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/test/**', 'mfe-*/pact/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hp/shell-sdk/testing',
              message: 'Test support: import it only from *.spec files and test/ folders.',
            },
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useInfiniteQuery', 'useMutation'],
              message:
                "Take useQuery / useInfiniteQuery / useMutation from '@hp/shell-sdk/query': they use the page's one cache (there is no QueryClientProvider).",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/src/generated/**',
      // compiled message catalogues (lingui compile)
      '**/src/locales/*.ts',
      '.data/**',
      '**/.artifacts/**',
      'contracts/pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['jest.jsdom-setup.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noFocusedOrSkippedTests, noXTests],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // jest matchers and test doubles are loosely typed by design
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  ...boundaries,
);
