// Pact must not phone home from this offline machine; jest workers inherit this.
process.env.PACT_DO_NOT_TRACK ??= 'true';

// Each project is a suite of its own; `npm test` runs them in the order of package.json's scripts.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must transform to CommonJS (matched at any node_modules depth).
const esmPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  'https-proxy-agent',
  'agent-base',
  'proxy-agent-negotiate',
  'strip-json-comments',
  'jose',
  'oidc-client-ts',
  'jwt-decode',
  'typebox',
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

// The projects that start the server build the bundle they run from the source under test.
const SERVER_BUNDLE_SETUP = '<rootDir>/test/server-bundle.global-setup.ts';

const project = (displayName, testMatch, extra = {}) => ({
  ...shared,
  displayName,
  testEnvironment: 'node',
  testMatch,
  ...extra,
});

export default {
  // Only `npm run test:domain` collects coverage (`--coverage`): src/domain must be covered by
  // test/domain alone (issue 3), so other projects' runs never count towards it.
  collectCoverageFrom: ['<rootDir>/src/domain/**/*.ts'],
  coverageThreshold: { global: { lines: 100, branches: 100, functions: 100, statements: 100 } },
  coverageReporters: ['text-summary', 'lcov'],
  projects: [
    project('domain', ['<rootDir>/test/domain/**/*.test.ts']),
    project('application', ['<rootDir>/test/application/**/*.test.ts'], {
      setupFiles: ['reflect-metadata'],
    }),
    project('adapters', ['<rootDir>/test/adapters/**/*.test.ts'], {
      setupFiles: ['reflect-metadata'],
    }),
    project('server', ['<rootDir>/test/server/**/*.test.ts'], {
      globalSetup: '<rootDir>/test/server/server-tests.global-setup.ts',
      globalTeardown: '<rootDir>/test/server/server-tests.global-teardown.ts',
    }),
    project('tooling', [
      '<rootDir>/test/lint/**/*.test.ts',
      '<rootDir>/test/i18n/**/*.test.ts',
      '<rootDir>/test/tooling/**/*.test.ts',
    ]),
    project('ui', ['<rootDir>/test/ui/**/*.test.tsx'], {
      testEnvironment: '<rootDir>/test/ui/jsdom-environment.mjs',
      setupFiles: ['reflect-metadata', '<rootDir>/test/ui/jsdom-globals.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/ui/setup-ui-tests.ts'],
    }),
    project('contract-consumer', ['<rootDir>/test/contract/**/*.pact.test.ts'], {
      setupFiles: ['reflect-metadata'],
    }),
    project('contract-provider', ['<rootDir>/test/contract/**/*.provider.test.ts'], {
      globalSetup: SERVER_BUNDLE_SETUP,
    }),
    project('e2e', ['<rootDir>/test/e2e/**/*.e2e.ts'], {
      globalSetup: '<rootDir>/test/e2e/shared-browser.global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/shared-browser.global-teardown.ts',
    }),
  ],
};
