// What `npm test` runs, and in which order: a list of steps with the steps each waits for. The
// runner (scripts/test-suite.ts) keeps SLOTS of them running at once, so a single-threaded step
// (tsc, ESLint) shares the two cores with another instead of leaving one idle (docs/benchmarks.md,
// "The test suite's time").

export interface SuiteStep {
  readonly name: string;
  /** The command, run without a shell from the repository's root. */
  readonly command: readonly string[];
  /** Steps that must have passed before this one starts. */
  readonly after: readonly string[];
}

/** `stopped`: ended by the runner because another step failed. */
export type StepState = 'waiting' | 'running' | 'passed' | 'failed' | 'stopped';

const step = (name: string, command: string[], after: string[] = []): SuiteStep => ({
  name,
  command,
  after,
});

const jestRun = (...args: string[]) => ['node', 'node_modules/jest/bin/jest.js', ...args];
const tsx = (...args: string[]) => ['node', '--import', 'tsx', ...args];
const bin = (tool: string, ...args: string[]) => [`node_modules/.bin/${tool}`, ...args];

/**
 * The steps in the order they are started when free: the build and the journeys first, since they
 * take longest and the journeys wait for the build; then the other steps, longest first, so that
 * short ones fill the gaps at the end. `e2eWorkers` is the journeys' jest workers.
 */
export const suitePlan = (e2eWorkers: number): readonly SuiteStep[] => [
  step('build', ['npm', 'run', '--silent', 'build']),
  // Screenshots are for people, not checks: the suite leaves them out (D-SUITE-13).
  step(
    'e2e journeys',
    [
      'env',
      'E2E_SCREENSHOTS=0',
      ...jestRun('--selectProjects', 'e2e', `--maxWorkers=${e2eWorkers}`),
    ],
    ['build'],
  ),
  step('bundle size', tsx('scripts/check-bundle-budgets.ts'), ['build']),
  // Two workers: the server's files wait on the processes and databases they start far more than
  // they compute (D-SUITE-11).
  step('server tests', jestRun('--selectProjects', 'server', '--maxWorkers=2')),
  step('eslint', bin('eslint', '--max-warnings', '0', '.')),
  step('ui tests', jestRun('--selectProjects', 'ui')),
  step('typecheck', ['node', 'scripts/typecheck.mjs', 'tsconfig.json']),
  step('typecheck dom', ['node', 'scripts/typecheck.mjs', 'tsconfig.dom.json']),
  step('typecheck node', ['node', 'scripts/typecheck.mjs', 'tsconfig.node.json']),
  step('contract consumer', [
    'sh',
    '-c',
    'node scripts/clean-contracts.mjs && exec "$@"',
    'sh',
    ...jestRun('--selectProjects', 'contract-consumer'),
  ]),
  step('contract provider', jestRun('--selectProjects', 'contract-provider'), [
    'contract consumer',
  ]),
  step('prettier', bin('prettier', '--check', '--log-level', 'warn', '.')),
  step('domain tests', jestRun('--selectProjects', 'domain', '--coverage')),
  step('unit tests', jestRun('--selectProjects', 'application', 'adapters', 'tooling')),
  step('knip', [
    'sh',
    '-c',
    'node_modules/.bin/knip --no-progress && node_modules/.bin/knip --no-progress --production',
  ]),
  step('jscpd', ['sh', '-c', 'node_modules/.bin/jscpd src && node_modules/.bin/jscpd server']),
  step('i18n check', tsx('scripts/i18n-check.ts')),
  step('commit messages', tsx('scripts/check-commit-messages.ts')),
];

/**
 * The CPU seconds (user and system) of a step's processes, from what the shell's `times` builtin
 * printed after the step: its second line holds the children's times, as `0m3.580000s 0m0.020000s`.
 */
export const childCpuSeconds = (timesOutput: string): number | undefined => {
  const children = timesOutput.trim().split('\n')[1];
  const parts = children?.trim().split(/\s+/) ?? [];
  const seconds = parts.map((part) => /^(\d+)m(\d+(?:\.\d+)?)s$/.exec(part));
  if (seconds.length !== 2) return undefined;
  let total = 0;
  for (const match of seconds) {
    if (match === null) return undefined;
    total += Number(match[1]) * 60 + Number(match[2]);
  }
  return total;
};

/**
 * The steps to start now, given each step's state and how many may run at once: those waiting
 * whose prerequisites have passed, in plan order, while slots are free. Nothing new starts once
 * a step has failed.
 */
export const stepsToStart = (
  plan: readonly SuiteStep[],
  states: ReadonlyMap<string, StepState>,
  slots: number,
): readonly SuiteStep[] => {
  const stateOf = (name: string): StepState => states.get(name) ?? 'waiting';
  if (plan.some((candidate) => stateOf(candidate.name) === 'failed')) return [];
  const running = plan.filter((candidate) => stateOf(candidate.name) === 'running').length;
  const ready = plan.filter(
    (candidate) =>
      stateOf(candidate.name) === 'waiting' &&
      candidate.after.every((name) => stateOf(name) === 'passed'),
  );
  return ready.slice(0, Math.max(0, slots - running));
};
