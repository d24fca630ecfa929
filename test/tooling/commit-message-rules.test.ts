import { commitMessageProblems, SUBJECT_LIMIT } from '../../scripts/commit-message-rules';

// Issue 26: a subject of at most 72 characters in the imperative ("Add…", "Fix…"), then a blank
// line and, where needed, a body that says why.

const longSubject = `Add ${'x'.repeat(SUBJECT_LIMIT - 4)}`;

describe('commit messages', () => {
  it.each([
    ['Add the passkey sign-in step'],
    ['Fix the session check after a restart\n\nThe store lost its lock on restart.'],
    ['Speed up the server tests'],
    ['Seed the demo directory once'],
    ['Process mail in the outbox in order'],
    ['Address the review of the axe helper'],
    [longSubject],
    ['Revert "Add the passkey sign-in step"'],
  ])('accepts %j', (message) => {
    expect(commitMessageProblems(message)).toEqual([]);
  });

  it.each([
    ['', 'the subject line is empty'],
    [`${longSubject}y`, `the subject has 73 characters, more than ${SUBJECT_LIMIT}`],
    ['Added the passkey step', '"Added" is past tense'],
    ['Adding the passkey step', '"Adding" is a gerund'],
    ['Adds the passkey step', '"Adds" is third person'],
    ['Fixes the session check', '"Fixes" is third person'],
    ['add the passkey step', 'starts with "add"'],
    ['docs: the passkey step', 'starts with "docs:"'],
    ['server/app.ts: close the store', 'starts with "server/app.ts:"'],
    ['Add the passkey step.', 'ends with a full stop'],
    ['Add the passkey step\nwith a body right under it', 'not followed by a blank line'],
  ])('refuses %j: %s', (message, problem) => {
    expect(commitMessageProblems(message).join('\n')).toContain(problem);
  });

  it('counts characters, not bytes, in the subject', () => {
    expect(commitMessageProblems(`Add §${'é'.repeat(SUBJECT_LIMIT - 5)}`)).toEqual([]);
  });
});
