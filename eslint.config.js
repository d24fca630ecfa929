// ESLint flat config. The import-direction rules below are the tooling that enforces the layers of
// docs/architecture.md ("Layers and what may import what"); test/lint/import-rules.test.ts
// lints a fixture breaking each rule and expects the error, so a rule that stops biting fails CI.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { portalRules } from './scripts/eslint/browser-globals-at-load.js';

const root = import.meta.dirname;

// The lint test's fixtures mirror the real tree (test/lint/fixtures/src/..., .../server/...), so
// every zone names both places and the fixtures obey exactly the rules the real code obeys.
const FIXTURES = 'test/lint/fixtures';
const inRealAndFixtureTree = (...paths) => paths.flatMap((path) => [path, `${FIXTURES}/${path}`]);

// A `no-restricted-imports` pattern that allows only relative imports and the listed packages
// (with their subpaths, e.g. fp-ts/Either): an allow-list, so a new dependency is a decision.
const onlyPackages = (packages, message) => ({
  regex: `^(?!\\.{1,2}/|(?:${packages.join('|')})(?:/|$))`,
  message,
});

const layerMessage = (layer, allowed) =>
  `${layer} imports only ${allowed} (ARCHITECTURE.md, "Layers and what may import what").`;

const UI_PACKAGES = [
  'react',
  'react-dom',
  'react-intl',
  'react-router-dom',
  'styled-components',
  'fp-ts',
  'inversify',
  'rxjs',
];

/** The UI layer's import rule, with `extra` packages allowed where the caller's files may use them. */
// Every navigation goes through the Navigator port (D-SIGNIN-UI-7): the router's own hook only
// where the router lends it to the port.
const ROUTER_NAVIGATION = 'src/ui/routing/router-navigation.tsx';

/**
 * The popups only the frame uses, plain Ariakit components that come with it (D-UI-2): they and
 * their parts import Ariakit, and only the frame and the components import them, so no page's
 * chunk takes Ariakit in by accident.
 */
const FRAME_POPUPS = [
  'src/ui/components/menu.tsx',
  'src/ui/components/tooltip.tsx',
  'src/ui/components/combobox.tsx',
  'src/ui/components/combobox-list.tsx',
  'src/ui/components/combobox-virtual-options.tsx',
];

const uiImports = (extra, { lendsNavigation = false, opensFramePopups = false } = {}) => [
  'error',
  {
    paths: lendsNavigation
      ? []
      : [
          {
            name: 'react-router-dom',
            importNames: ['useNavigate'],
            message: 'Navigate through the Navigator port (TOKENS.Navigator or a use case).',
          },
        ],
    patterns: [
      onlyPackages(
        [...UI_PACKAGES, ...extra],
        layerMessage(
          'src/ui',
          `react*, react-intl, react-router-dom, styled-components, fp-ts, and inversify/rxjs types${
            extra.length > 0 ? `, and here ${extra.join(', ')}` : ''
          }`,
        ),
      ),
      {
        regex: '^(?:inversify|rxjs)(?:/|$)',
        allowTypeImports: true,
        message: 'src/ui imports inversify and rxjs for their types only.',
      },
      ...(opensFramePopups
        ? []
        : [
            {
              regex: '/components/(?:menu|tooltip|combobox)$',
              allowTypeImports: true,
              message:
                'Menu, Tooltip and Combobox come with the frame (D-UI-2): only src/ui/frame and ' +
                'src/ui/components use them, so no page loads Ariakit with its own code.',
            },
          ]),
    ],
  },
];

export default defineConfig(
  globalIgnores([
    'node_modules/',
    'dist/',
    'build/',
    'var/',
    'coverage/',
    'reports/',
    '.stryker-tmp/',
    'test-results/',
    'translations/compiled/',
    'translations/extracted/',
    'contracts/',
    // Deliberately broken code: linted only by test/lint/import-rules.test.ts.
    `${FIXTURES}/`,
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  // TypeScript files are in tsconfig.json: type-aware rules through the project service.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
  },

  // Type-aware rules of our own: a switch over a union names every member (a new state cannot be
  // forgotten), and an assertion is `as` only, never on an object literal (a typo'd field would
  // pass) — a cast at a boundary is decoded instead (io-ts, TypeBox).
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
    },
  },

  // The reference backend casts nothing: a row, a body or a parsed file is decoded by a schema
  // (server/db/rows.ts rowShape, TypeBox), and the few casts left (a library's loose type) each
  // carry an eslint-disable comment saying why they are safe. `as const` stays allowed.
  {
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },

  // Plain JS files (root configs, test/lint/run-eslint.js) sit outside tsconfig.json: no types,
  // and the fixtures are excluded from tsconfig.json too (the lint test lints them with this file).
  {
    files: ['**/*.{js,mjs,cjs}', `${FIXTURES}/**`],
    extends: [tseslint.configs.disableTypeChecked],
  },

  // Rules for everything.
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Prove presence with a guard instead of asserting it (`request.portalSession!`).
      '@typescript-eslint/no-non-null-assertion': 'error',
      // Off: an `async` method without `await` is the plain way to implement a Promise-returning
      // interface (oidc-provider's Adapter, fake ports) while a throw still becomes a rejection.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },

  // Where the code runs: the portal in the browser; server, scripts, tests and configs in Node.
  {
    files: ['src/**'],
    languageOptions: { globals: globals.browser },
  },
  // Modules load on the server too (issue 29): a browser global is read inside a function only,
  // except in the entry point and the browser adapters, which only the browser loads.
  {
    files: inRealAndFixtureTree('src/**/*.{ts,tsx}'),
    ignores: inRealAndFixtureTree('src/main.tsx', 'src/adapters/browser/**'),
    plugins: { portal: portalRules },
    rules: { 'portal/browser-globals-at-load': 'error' },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**', 'test/**', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/**', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },

  // React: the rules of hooks (and the React Compiler's recommended checks) for the UI, and the
  // static accessibility checks on JSX (axe checks the rendered pages in the tests).
  {
    files: inRealAndFixtureTree('src/ui/**/*.{ts,tsx}', 'src/*.tsx'),
    extends: [reactHooks.configs.flat.recommended, jsxA11y.configs.strict],
  },

  // Every text a user reads comes from the message catalogue (23 locales, issue 11): no literal
  // text in JSX children or in the attributes a user reads or hears.
  {
    files: inRealAndFixtureTree('src/ui/**/*.tsx', 'src/*.tsx'),
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{aria-label,aria-description,alt,title,placeholder,label}']],
          },
        },
      ],
    },
  },

  // A page the server rendered shows its forms before any script: without method="post" a submit
  // made then (JavaScript off) would put what was typed, a password too, in the address (issue 29).
  {
    files: inRealAndFixtureTree('src/ui/**/*.tsx', 'src/*.tsx'),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
          message: 'A <form> posts (method="post"): what was typed never goes into the address.',
        },
      ],
    },
  },

  // UI tests: Testing Library used as its authors intend (queries by role and label, no container
  // digging, awaited async queries).
  {
    files: ['test/ui/**/*.{ts,tsx}'],
    extends: [testingLibrary.configs['flat/react']],
  },

  // ---------------------------------------------------------------------------------------------
  // Import direction (ARCHITECTURE.md). Folder rules are import-x zones; package rules are
  // `no-restricted-imports` allow-lists per layer. All are errors, so they fail `npm run lint`.
  {
    files: inRealAndFixtureTree('src/**/*.{ts,tsx}', 'server/**/*.ts'),
    plugins: { 'import-x': importX },
    settings: {
      // Imports are extensionless relative paths (moduleResolution "bundler"): resolve .ts/.tsx
      // with import-x's built-in resolver (no eslint-import-resolver-typescript needed).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
      // Which files import-x parses when it follows imports (no-cycle): TypeScript included.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
    },
    rules: {
      // No import cycles anywhere in src/ and server/ (type-only imports do not count).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],

      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            // Domain: pure rules. Within src/ it imports only other domain files.
            {
              target: inRealAndFixtureTree('src/domain'),
              from: inRealAndFixtureTree('src'),
              except: ['./domain'],
              message: 'src/domain imports only domain files and fp-ts.',
            },
            // Application: imports domain and itself; never adapters, ui or the composition root.
            // (A use case receives ports through the container, never an adapter: no crooked DI.)
            {
              target: inRealAndFixtureTree('src/application'),
              from: inRealAndFixtureTree('src'),
              except: ['./domain', './application'],
              message:
                'src/application imports only domain and application files; adapters arrive as ports through the container.',
            },
            // Adapters: import application (ports, types) and domain; never ui.
            {
              target: inRealAndFixtureTree('src/adapters'),
              from: inRealAndFixtureTree('src'),
              except: ['./domain', './application', './adapters'],
              message: 'src/adapters imports only application, domain and adapter files, never ui.',
            },
            // UI: imports application (view models, use-case interfaces, tokens) and domain; never
            // adapters (it reaches them through useInjection(token)).
            {
              target: inRealAndFixtureTree('src/ui'),
              from: inRealAndFixtureTree('src'),
              except: ['./domain', './application', './ui'],
              message:
                'src/ui imports only application, domain and ui files; adapters are reached through useInjection(token).',
            },
            // Only the composition root imports adapters: this zone covers every other file
            // directly in src/ (main.tsx imports the composition root, not adapters) and any
            // folder beside the four layers (the layers have their own zones above).
            {
              target: inRealAndFixtureTree(
                'src/!(adapters|composition-root.ts)',
                'src/!(domain|application|adapters|ui)/**/*',
              ),
              from: inRealAndFixtureTree('src/adapters'),
              message: 'only src/composition-root.ts imports src/adapters.',
            },
            // Server: the reference backend applies the domain's rules, the same code the browser
            // runs (never a copy); nothing else of src/ (the contract is the bridge).
            {
              target: inRealAndFixtureTree('server'),
              from: inRealAndFixtureTree('src'),
              except: ['./domain'],
              message:
                'server/ imports only src/domain of src/; the Pact contract is the bridge to the rest.',
            },
          ],
        },
      ],
    },
  },

  // Package allow-lists per layer (one block each: `no-restricted-imports` options do not merge).
  // Domain: fp-ts only (no react, rxjs, inversify, io-ts, no node: built-ins, no clock or storage).
  {
    files: inRealAndFixtureTree('src/domain/**'),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [onlyPackages(['fp-ts'], layerMessage('src/domain', 'fp-ts'))] },
      ],
    },
  },
  // Application: rxjs, fp-ts, inversify (no react, no io-ts: decoding is the adapters' job).
  {
    files: inRealAndFixtureTree('src/application/**'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            onlyPackages(
              ['fp-ts', 'rxjs', 'inversify'],
              layerMessage('src/application', 'rxjs, fp-ts and inversify'),
            ),
          ],
        },
      ],
    },
  },
  // Adapters: io-ts, fp-ts, oidc-client-ts and their own libraries, but nothing of screens.
  {
    files: inRealAndFixtureTree('src/adapters/**'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:react|react-dom|react-intl|react-router-dom|styled-components)(?:/|$)',
              message: 'src/adapters knows nothing of screens: UI libraries belong in src/ui.',
            },
          ],
        },
      ],
    },
  },
  // UI: react*, react-intl, react-router-dom, styled-components, fp-ts; inversify and rxjs for
  // their types only (the container is reached through useInjection, observables through
  // useViewModel). Two libraries each in one place (docs/decisions/components-and-forms.md D-UI-1,
  // D-UI-2): @ariakit/react only in the lazily loaded halves of the components (*.ariakit.tsx)
  // and in the frame's popups, react-hook-form only in src/ui/forms. @tanstack/react-virtual (the
  // combobox's list, D-UI-COMBO-1) goes with Ariakit.
  {
    files: inRealAndFixtureTree('src/ui/**'),
    rules: { 'no-restricted-imports': uiImports([]) },
  },
  {
    files: inRealAndFixtureTree('src/ui/frame/**', 'src/ui/components/**'),
    rules: { 'no-restricted-imports': uiImports([], { opensFramePopups: true }) },
  },
  {
    files: inRealAndFixtureTree(ROUTER_NAVIGATION),
    rules: { 'no-restricted-imports': uiImports([], { lendsNavigation: true }) },
  },
  {
    files: inRealAndFixtureTree('src/ui/components/*.ariakit.tsx', ...FRAME_POPUPS),
    rules: {
      'no-restricted-imports': uiImports(['@ariakit/react', '@tanstack/react-virtual'], {
        opensFramePopups: true,
      }),
    },
  },
  {
    files: inRealAndFixtureTree('src/ui/forms/**'),
    rules: { 'no-restricted-imports': uiImports(['react-hook-form']) },
  },
);
