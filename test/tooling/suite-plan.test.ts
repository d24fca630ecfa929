import {
  childCpuSeconds,
  stepsToStart,
  suitePlan,
  type StepState,
  type SuiteStep,
} from '../../scripts/suite-plan';

// `npm test` (scripts/test-suite.ts) starts steps as slots free up: in plan order, each after the
// steps it waits for, nothing new after a failure (D-SUITE-6).

const plan: readonly SuiteStep[] = [
  { name: 'build', command: ['build'], after: [] },
  { name: 'e2e', command: ['e2e'], after: ['build'] },
  { name: 'unit', command: ['unit'], after: [] },
  { name: 'lint', command: ['lint'], after: [] },
];

const names = (states: Record<string, StepState>, slots: number) =>
  stepsToStart(plan, new Map(Object.entries(states)), slots).map((step) => step.name);

describe('which steps start', () => {
  it.each<[string, Record<string, StepState>, number, string[]]>([
    ['the first steps in plan order, as many as there are slots', {}, 2, ['build', 'unit']],
    ['one at a time with one slot', {}, 1, ['build']],
    ['none while every slot is taken', { build: 'running', unit: 'running' }, 2, []],
    [
      'a step whose prerequisite is still running waits; the next free one goes',
      { build: 'running' },
      2,
      ['unit'],
    ],
    [
      'a step goes once its prerequisite has passed, before later steps',
      { build: 'passed', unit: 'running' },
      2,
      ['e2e'],
    ],
    ['nothing new after a failure', { build: 'failed' }, 2, []],
    [
      'nothing new when a step was stopped after a failure',
      { build: 'passed', unit: 'failed', lint: 'stopped' },
      2,
      [],
    ],
    [
      'nothing left to start when all have passed',
      { build: 'passed', e2e: 'passed', unit: 'passed', lint: 'passed' },
      2,
      [],
    ],
  ])('%s', (_, states, slots, expected) => {
    expect(names(states, slots)).toEqual(expected);
  });
});

describe("npm test's plan", () => {
  const steps = suitePlan(3);

  it('names each step once, and each prerequisite names an earlier step', () => {
    const seen: string[] = [];
    for (const step of steps) {
      expect(seen).not.toContain(step.name);
      expect(seen).toEqual(expect.arrayContaining([...step.after]));
      seen.push(step.name);
    }
  });

  it('runs every check that `npm test` ran before the runner, the journeys after the build', () => {
    const commands = steps.map((step) => step.command.join(' '));
    for (const check of [
      'tsconfig.json',
      'tsconfig.dom.json',
      'tsconfig.node.json',
      'eslint',
      'prettier',
      'knip',
      'jscpd',
      'i18n-check',
      'check-commit-messages',
      '--coverage',
      '--selectProjects server',
      '--selectProjects ui',
      '--selectProjects application adapters tooling',
      'contract-consumer',
      'contract-provider',
      'check-bundle-budgets',
      'e2e --maxWorkers=3',
    ]) {
      expect(commands.filter((command) => command.includes(check))).not.toEqual([]);
    }
    expect(steps.find((step) => step.name === 'e2e journeys')?.after).toEqual(['build']);
  });

  it('leaves the screenshots out of the journeys, which still check every width', () => {
    const journeys = steps.find((step) => step.name === 'e2e journeys');
    expect(journeys?.command.slice(0, 2)).toEqual(['env', 'E2E_SCREENSHOTS=0']);
  });
});

describe("a step's CPU time, from the shell's `times`", () => {
  it.each<[string, string, number | undefined]>([
    [
      "adds the children's user and system time",
      '0m0.010000s 0m0.000000s\n0m3.580000s 0m0.020000s\n',
      3.6,
    ],
    ['counts whole minutes', '0m0.000000s 0m0.000000s\n2m1.500000s 1m0.000000s', 181.5],
    ["nothing when the children's line is missing", '0m0.000000s 0m0.000000s', undefined],
    ['nothing when a time is not minutes and seconds', '0m0s 0m0s\n3.5 0.1', undefined],
    ['nothing from an empty file (the step was stopped)', '', undefined],
  ])('%s', (_, output, expected) => {
    const seconds = childCpuSeconds(output);
    if (expected === undefined) expect(seconds).toBeUndefined();
    else expect(seconds).toBeCloseTo(expected, 6);
  });
});
