/**
 * Proves that the import-direction rules of eslint.config.js bite, and do not over-fire
 * (docs/architecture.md, "Layers and what may import what"; issue 2, "Tests and CI").
 *
 * Each rule has a committed fixture under test/lint/fixtures that breaks it, linted with the real
 * eslint.config.js through the ESLint Node API; the test expects exactly that one error. The API
 * runs in a child Node process (run-eslint.js): ESLint loads its config with a dynamic import(),
 * which jest's module sandbox refuses without --experimental-vm-modules.
 *
 * Why committed files rather than `lintText` with virtual paths inside src/: no-cycle follows
 * imports through files on disk, the resolver must find each import's target, and
 * typescript-eslint's project service refuses a file that is not on disk ("was not found by the
 * project service"). So the fixtures are real files that mirror the real tree
 * (test/lint/fixtures/src/domain/..., .../server/...), and every zone in eslint.config.js names
 * both the real folder and its fixture mirror. `npm run lint` ignores the fixtures and
 * tsconfig.json excludes them; the last block below checks that the real-tree half of each zone
 * applies as well, with virtual probe files whose imports point at real modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lintRequests, PROBE, root, type Problem } from './lint-requests';

const fixturesDir = path.join(root, 'test/lint/fixtures');
const ZONE = 'import-x/no-restricted-paths';
const { ask, lintProbe } = lintRequests();

const lintFixture = (fixture: string) =>
  ask<Problem[]>({ kind: 'file', path: path.join(fixturesDir, fixture) });

/** Exactly one error (severity 2: it fails the lint) from `ruleId`, on the import in line 2. */
const theError = (ruleId: string, messageFragment: string) => [
  { ruleId, severity: 2, line: 2, message: expect.stringContaining(messageFragment) as unknown },
];

describe('import-direction rules (eslint.config.js) on the committed fixtures', () => {
  const breaking = [
    [
      'domain imports only fp-ts: a domain file importing React',
      'src/domain/imports-react.ts',
      theError('no-restricted-imports', 'src/domain imports only fp-ts'),
    ],
    [
      'domain imports no other layer: a domain file importing from application',
      'src/domain/imports-application.ts',
      theError(ZONE, 'src/domain imports only domain files'),
    ],
    [
      'a use case never imports an adapter (no crooked DI)',
      'src/application/imports-adapter.use-case.ts',
      theError(ZONE, 'src/application imports only domain and application files'),
    ],
    [
      'ui never imports adapters',
      'src/ui/imports-adapter.tsx',
      theError(ZONE, 'src/ui imports only application, domain and ui files'),
    ],
    [
      'only the composition root imports adapters: main.tsx importing one',
      'src/main.tsx',
      theError(ZONE, 'only src/composition-root.ts imports src/adapters'),
    ],
    [
      'server/ imports only the domain of src/: an application file fails',
      'server/imports-src.ts',
      theError(ZONE, 'server/ imports only src/domain of src/'),
    ],
    [
      '@ariakit/react only in the lazy *.ariakit.tsx halves and the frame popups (D-UI-2)',
      'src/ui/components/menu-fixture.tsx',
      theError('no-restricted-imports', 'src/ui imports only react*'),
    ],
    [
      'react-hook-form only in src/ui/forms (D-UI-1)',
      'src/ui/page-with-form-library.tsx',
      theError('no-restricted-imports', 'src/ui imports only react*'),
    ],
    [
      'every text from the catalogue: literal text in JSX children and read attributes',
      'src/ui/untranslated-text.tsx',
      [
        ...theError('formatjs/no-literal-string-in-jsx', 'untranslated text'),
        ...theError('formatjs/no-literal-string-in-jsx', 'untranslated text'),
      ],
    ],
    [
      'no import cycles: cycle-a.ts ↔ cycle-b.ts, seen from a',
      'src/application/cycle-a.ts',
      theError('import-x/no-cycle', 'Dependency cycle'),
    ],
    [
      'no import cycles: cycle-a.ts ↔ cycle-b.ts, seen from b',
      'src/application/cycle-b.ts',
      theError('import-x/no-cycle', 'Dependency cycle'),
    ],
  ] as const;

  const clean = [
    ['a domain file importing fp-ts and another domain file', 'src/domain/session-rules.ts'],
    ['a domain file importing nothing', 'src/domain/session-limits.ts'],
    ['a use case importing the domain', 'src/application/sign-in.use-case.ts'],
    [
      'an adapter importing io-ts and the application layer',
      'src/adapters/http-fixture.adapter.ts',
    ],
    ['the composition root importing an adapter', 'src/composition-root.ts'],
    [
      'a lazy component half importing @ariakit/react',
      'src/ui/components/menu-fixture.ariakit.tsx',
    ],
    ['the forms module importing react-hook-form', 'src/ui/forms/form-fixture.ts'],
  ] as const;

  it.each(
    breaking.map(
      ([rule, fixture, expected]) => [rule, fixture, expected, lintFixture(fixture)] as const,
    ),
  )('%s: %s fails the lint', (_rule, _fixture, expected, problems) => {
    expect(problems()).toEqual(expected);
  });

  it.each(clean.map(([what, fixture]) => [what, fixture, lintFixture(fixture)] as const))(
    'does not over-fire: %s (%s) is clean',
    (_what, _fixture, problems) => {
      expect(problems()).toEqual([]);
    },
  );

  it('checks every fixture file (a new fixture must join one of the tables above)', () => {
    const onDisk = fs
      .readdirSync(fixturesDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    const checked = [...breaking, ...clean].map(([, fixture]) => fixture).sort();
    expect(onDisk).toEqual(checked);
  });

  const fixturesIgnored = ask<boolean>({
    kind: 'ignored',
    path: path.join(fixturesDir, 'src/main.tsx'),
  });
  it('`npm run lint` ignores the fixtures (they break the rules on purpose)', () => {
    expect(fixturesIgnored()).toBe(true);
  });
});

describe('the same zones govern the real tree (virtual probe files importing real modules)', () => {
  /** An extensionless relative import, from `fromDir`, of some real module in `dir`. */
  const someModuleIn = (dir: string, fromDir: string): string => {
    const file = fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      .sort()[0];
    if (!file) throw new Error(`no module in ${dir} to import`);
    const relative = path
      .relative(path.join(root, fromDir), path.join(root, dir, file))
      .split(path.sep)
      .join('/')
      .replace(/\.tsx?$/, '');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };

  const lintImport = (dir: string, extension: string, importPath: string) =>
    lintProbe(
      `${dir}/${PROBE}.${extension}`,
      `import * as imported from '${importPath}';\n\nexport const probe = imported;\n`,
    );

  const forbidden = [
    ['src/domain', 'ts', 'react', 'no-restricted-imports'],
    ['src/domain', 'ts', someModuleIn('src/application', 'src/domain'), ZONE],
    ['src/application', 'ts', someModuleIn('src/adapters', 'src/application'), ZONE],
    ['src/ui', 'tsx', someModuleIn('src/adapters', 'src/ui'), ZONE],
    ['src', 'tsx', someModuleIn('src/adapters', 'src'), ZONE],
    ['server', 'ts', someModuleIn('src/application', 'server'), ZONE],
  ] as const;

  it.each(
    forbidden.map(
      ([dir, ext, target, rule]) => [dir, target, rule, lintImport(dir, ext, target)] as const,
    ),
  )('a file in %s/ importing %s fails the lint with %s', (_dir, _target, rule, problems) => {
    expect(problems().map(({ ruleId, severity }) => ({ ruleId, severity }))).toEqual([
      { ruleId: rule, severity: 2 },
    ]);
  });

  const domainImportingFpTs = lintImport('src/domain', 'ts', 'fp-ts/Either');
  it('a real domain file may import fp-ts', () => {
    expect(domainImportingFpTs()).toEqual([]);
  });

  const serverImportingDomain = lintImport('server', 'ts', someModuleIn('src/domain', 'server'));
  it('a server file may import a domain rule', () => {
    expect(serverImportingDomain()).toEqual([]);
  });
});

describe('portal/browser-globals-at-load: modules load on the server too (issue 29)', () => {
  const lintCode = (dir: string, code: string) => lintProbe(`${dir}/${PROBE}.tsx`, code);
  const cases = [
    ['reads window while it loads', 'src/ui', 'export const wide = window.innerWidth > 800;\n', 1],
    ['reads document in a function', 'src/ui', 'export const title = () => document.title;\n', 0],
    [
      'guards with typeof window',
      'src/ui',
      "export const inBrowser = typeof window !== 'undefined';\n",
      0,
    ],
    ['is the browser adapter', 'src/adapters/browser', 'export const store = localStorage;\n', 0],
  ] as const;
  it.each(cases.map(([name, dir, code, errors]) => [name, lintCode(dir, code), errors] as const))(
    'a module that %s',
    (_name, problems, errors) => {
      const found = problems().filter(({ ruleId }) => ruleId === 'portal/browser-globals-at-load');
      expect(found).toHaveLength(errors);
    },
  );
});

describe('a form posts: what was typed never goes into the address (issue 29)', () => {
  const lintForm = (attributes: string) =>
    lintProbe(`src/ui/${PROBE}.tsx`, `export const Form = () => <form ${attributes}></form>;\n`);
  const cases = [
    ['without a method', lintForm('noValidate'), 1],
    ['with method="get"', lintForm('method="get"'), 1],
    ['with method="post"', lintForm('method="post" noValidate'), 0],
  ] as const;
  it.each(cases)('a <form> %s', (_name, problems, errors) => {
    const found = problems().filter(({ ruleId }) => ruleId === 'no-restricted-syntax');
    expect(found).toHaveLength(errors);
  });
});
