import { spawnSync } from 'node:child_process';
import path from 'node:path';

// What a lint test asks of the real eslint.config.js, answered by run-eslint.js in a child Node
// process (see import-rules.test.ts for why).

export const root = path.resolve(__dirname, '../..');
/** Virtual files; run-eslint.js turns type-aware rules off for this name only. */
export const PROBE = '__lint-probe__';

export interface Problem {
  readonly ruleId: string | null;
  readonly severity: number;
  readonly line: number;
  readonly message: string;
}

type LintRequest =
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'probe'; readonly filePath: string; readonly code: string }
  | { readonly kind: 'ignored'; readonly path: string };

/**
 * Collects a test file's requests while its tests are declared, lints them all in one child
 * process (loading the config once) before the first test, and lets each test read its answer.
 */
export const lintRequests = () => {
  const requests: LintRequest[] = [];
  const answers: unknown[] = [];
  beforeAll(() => {
    const run = spawnSync(process.execPath, [path.join(__dirname, 'run-eslint.js')], {
      cwd: root,
      input: JSON.stringify(requests),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`run-eslint.js exited with ${run.status}: ${run.stderr}`);
    answers.push(...(JSON.parse(run.stdout) as unknown[]));
  }, 120_000);
  const ask = <T>(request: LintRequest): (() => T) => {
    const index = requests.push(request) - 1;
    return () => answers[index] as T;
  };
  /** The problems ESLint finds in `code`, as if it were the file at `file` (from the root). */
  const lintProbe = (file: string, code: string) =>
    ask<Problem[]>({ kind: 'probe', filePath: path.join(root, file), code });
  return { ask, lintProbe };
};
