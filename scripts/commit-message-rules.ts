// The rules a commit message follows from issue 26 on (docs/architecture.md, "Commits"): a subject
// of at most 72 characters in the imperative, then a blank line and a body that says why.

/** A subject longer than this is cut off by `git log --oneline` and most tools. */
export const SUBJECT_LIMIT = 72;

/** Words ending in -ed, -ing or -s that are imperative verbs all the same. */
const IMPERATIVE_EXCEPTIONS = new Set([
  'Address',
  'Bring',
  'Embed',
  'Exceed',
  'Feed',
  'Focus',
  'Need',
  'Pass',
  'Proceed',
  'Process',
  'Seed',
  'Speed',
  'String',
  'Succeed',
  'Unseed',
]);

/**
 * Why the subject's first word is not an imperative verb ("Add", "Fix"), or undefined: a past
 * tense ("Added"), a gerund ("Adding") or a third person ("Adds") is refused, and so is a
 * subject that starts with a file or area name ("docs:", "server/app.ts").
 */
const notImperative = (word: string): string | undefined => {
  if (!/^[A-Z][a-z]+$/.test(word)) {
    return `starts with "${word}": start with a capitalised verb in the imperative ("Add", "Fix")`;
  }
  if (IMPERATIVE_EXCEPTIONS.has(word)) return undefined;
  if (/ed$/.test(word)) return `"${word}" is past tense: use the imperative ("Add", not "Added")`;
  if (/ing$/.test(word)) return `"${word}" is a gerund: use the imperative ("Add", not "Adding")`;
  if (/[^s]s$/.test(word)) {
    return `"${word}" is third person: use the imperative ("Add", not "Adds")`;
  }
  return undefined;
};

/** What is wrong with a commit message, one sentence each; empty when nothing is. */
export const commitMessageProblems = (message: string): readonly string[] => {
  const lines = message.replace(/\r\n/g, '\n').split('\n');
  const subject = lines[0] ?? '';
  const problems: string[] = [];
  if (subject.trim() === '') return ['the subject line is empty'];
  if ([...subject].length > SUBJECT_LIMIT) {
    problems.push(
      `the subject has ${[...subject].length} characters, more than ${SUBJECT_LIMIT}: say what changed in a few words and why in the body`,
    );
  }
  const firstWord = /^\S+/.exec(subject)?.[0] ?? '';
  const wordProblem = notImperative(firstWord);
  if (wordProblem !== undefined) problems.push(`the subject ${wordProblem}`);
  if (/\.$/.test(subject)) problems.push('the subject ends with a full stop');
  if (lines.length > 1 && (lines[1] ?? '').trim() !== '') {
    problems.push('the subject is not followed by a blank line before the body');
  }
  return problems;
};
