// `npm run lint` checks the message of every commit after FIRST_CHECKED_AFTER (issue 26: the
// history before it keeps its long subjects); `--message-file <path>` checks one message, for a
// commit-msg hook (scripts/git-hooks/commit-msg).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { commitMessageProblems } from './commit-message-rules';

/** The last commit made before the rules applied; every commit after it is checked. */
const FIRST_CHECKED_AFTER = 'f068e97d15c3abd80d19f0c16f84b135df8ff80c';

const git = (...args: string[]): string =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const report = (label: string, problems: readonly string[]): boolean => {
  for (const problem of problems) console.error(`${label}: ${problem}`);
  return problems.length === 0;
};

const checkMessageFile = (file: string): boolean => {
  const message = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');
  return report('commit message', commitMessageProblems(message));
};

/**
 * The commits to check: those after FIRST_CHECKED_AFTER, or in a shallow clone that stops short
 * of it, every commit the clone has (its oldest may predate the rules, so it is left out).
 */
const commitsToCheck = (): readonly string[] | undefined => {
  const list = (...range: string[]) =>
    git('rev-list', '--no-merges', ...range)
      .split('\n')
      .filter((commit) => commit !== '');
  try {
    git('merge-base', '--is-ancestor', FIRST_CHECKED_AFTER, 'HEAD');
    return list(`${FIRST_CHECKED_AFTER}..HEAD`);
  } catch {
    if (git('rev-parse', '--is-shallow-repository').trim() !== 'true') return undefined;
    const present = list('HEAD');
    console.log('commit messages: a shallow clone; checking the commits it holds but the oldest');
    return present.slice(0, -1);
  }
};

const checkHistory = (): boolean => {
  const commits = commitsToCheck();
  if (commits === undefined) {
    console.error(`commit messages: ${FIRST_CHECKED_AFTER} is not in this history`);
    return false;
  }
  const results = commits.map((commit) =>
    report(
      `commit ${commit.slice(0, 7)}`,
      commitMessageProblems(git('log', '-1', '--format=%B', commit)),
    ),
  );
  console.log(`commit messages: ${commits.length} checked`);
  return results.every(Boolean);
};

const fileFlag = process.argv.indexOf('--message-file');
const messageFile = fileFlag === -1 ? undefined : process.argv[fileFlag + 1];
const ok = messageFile === undefined ? checkHistory() : checkMessageFile(messageFile);
process.exitCode = ok ? 0 : 1;
