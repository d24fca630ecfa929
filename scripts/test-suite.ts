// `npm test`: every check of the project (scripts/suite-plan.ts), SLOTS at a time. Each step's
// output goes to test-results/suite/<step>.log and is printed when the step ends; the first failure
// stops the rest. A table of each step's time closes the run.
//   TEST_SLOTS       steps at once (default 2: this project's machines have two cores)
//   TEST_E2E_WORKERS the journeys' jest workers (default 3: a journey waits on its browser and
//                    server much of the time)
//   TEST_STEP_MINUTES a step still running after this long is stopped and fails the run (default
//                    30), so a hung step (a server a test left running) ends CI in minutes, not hours
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  childCpuSeconds,
  stepsToStart,
  suitePlan,
  type StepState,
  type SuiteStep,
} from './suite-plan';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOG_DIR = path.join(ROOT, 'test-results', 'suite');

const wholeNumber = (name: string, fallback: number): number => {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
};

const slots = wholeNumber('TEST_SLOTS', 2);
const stepLimitMs = wholeNumber('TEST_STEP_MINUTES', 30) * 60_000;
const plan = suitePlan(wholeNumber('TEST_E2E_WORKERS', 3));
const states = new Map<string, StepState>();
const seconds = new Map<string, number>();
const cpuSeconds = new Map<string, number>();
const startedAt = new Map<string, number>();
const running = new Map<string, ChildProcess>();
const suiteStart = performance.now();

fs.rmSync(LOG_DIR, { recursive: true, force: true });
fs.mkdirSync(LOG_DIR, { recursive: true });

const logFile = (step: SuiteStep, extension = 'log') =>
  path.join(LOG_DIR, `${step.name.replaceAll(/[^a-z0-9]+/g, '-')}.${extension}`);

/**
 * The step's command under a shell that writes its `times` (the CPU its processes used, waited-for
 * descendants included) to TIMES_FILE and exits with the command's status.
 */
const timed = (step: SuiteStep): string[] => [
  'sh',
  '-c',
  '"$@"; status=$?; times > "$TIMES_FILE"; exit $status',
  'sh',
  ...step.command,
];

const elapsed = (since: number) => (performance.now() - since) / 1000;

const summary = (): string => {
  const rows = plan.map((step) => {
    const state = states.get(step.name) ?? 'waiting';
    const time = seconds.get(step.name);
    const from = startedAt.get(step.name);
    const when = from === undefined ? '' : `from ${from.toFixed(0).padStart(4)} s`;
    const took = time === undefined ? '' : `${time.toFixed(1).padStart(6)} s`;
    const cpu = cpuSeconds.get(step.name);
    const used = cpu === undefined ? '' : `${cpu.toFixed(0).padStart(4)} CPU s`;
    return `  ${step.name.padEnd(20)} ${state.padEnd(8)} ${took.padEnd(9)} ${used.padEnd(10)} ${when}`;
  });
  const cpuTotal = [...cpuSeconds.values()].reduce((sum, cpu) => sum + cpu, 0);
  return [
    '',
    `npm test: ${elapsed(suiteStart).toFixed(0)} s, ${cpuTotal.toFixed(0)} CPU s, ${slots} steps at a time`,
    ...rows,
  ].join('\n');
};

/** Lines of a passing step's output printed at its end (its whole log is in LOG_DIR). */
const TAIL_LINES = 12;
let stopping = false;

/**
 * Ends a step with everything it started: each step leads its own process group (detached), so
 * its jest workers, servers and browsers go with it.
 */
const killGroup = (child: ChildProcess) => {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

const stopEverything = () => {
  stopping = true;
  for (const child of running.values()) killGroup(child);
};

const finishIfDone = () => {
  if (running.size > 0) return;
  const failed = plan.filter((step) => states.get(step.name) === 'failed');
  const log = path.relative(ROOT, LOG_DIR);
  console.log(summary());
  if (failed.length > 0) {
    console.error(
      `\nnpm test failed: ${failed.map((step) => step.name).join(', ')} (logs in ${log})`,
    );
  }
  process.exitCode = failed.length === 0 ? 0 : 1;
};

const start = (step: SuiteStep) => {
  const [command = '', ...args] = timed(step);
  const log = fs.openSync(logFile(step), 'w');
  const begun = performance.now();
  startedAt.set(step.name, elapsed(suiteStart));
  states.set(step.name, 'running');
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    detached: true,
    env: { ...process.env, FORCE_COLOR: '0', TIMES_FILE: logFile(step, 'times') },
  });
  running.set(step.name, child);
  console.log(`▶ ${step.name}`);
  let timedOut = false;
  const limit = setTimeout(() => {
    timedOut = true;
    fs.appendFileSync(logFile(step), `\nstopped after ${stepLimitMs / 60_000} minutes\n`);
    killGroup(child);
  }, stepLimitMs);
  child.once('error', (error) => fs.appendFileSync(logFile(step), `\n${error.message}\n`));
  child.once('close', (code) => {
    clearTimeout(limit);
    fs.closeSync(log);
    running.delete(step.name);
    seconds.set(step.name, elapsed(begun));
    const cpu = fs.existsSync(logFile(step, 'times'))
      ? childCpuSeconds(fs.readFileSync(logFile(step, 'times'), 'utf8'))
      : undefined;
    if (cpu !== undefined) cpuSeconds.set(step.name, cpu);
    const passed = code === 0 && !timedOut;
    const state: StepState = passed ? 'passed' : stopping && !timedOut ? 'stopped' : 'failed';
    states.set(step.name, state);
    const output = fs.readFileSync(logFile(step), 'utf8').trimEnd().split('\n');
    const shown = passed ? output.slice(-TAIL_LINES) : output;
    console.log(`\n${passed ? '✔' : '✘'} ${step.name} ${state} (${elapsed(begun).toFixed(1)} s)`);
    if (state !== 'stopped') console.log(shown.join('\n'));
    if (state === 'failed') stopEverything();
    startWhatIsReady();
    finishIfDone();
  });
};

function startWhatIsReady() {
  for (const step of stepsToStart(plan, states, slots)) start(step);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopEverything();
    process.exit(130);
  });
}

startWhatIsReady();
