import {
  profileRefusalAnswer,
  type ProfileRefusalAnswer,
} from '../../server/profile/profile-replies';
import type { ProfileRefusal } from '../../server/profile/profile-service';

// Issue 16 "services return typed outcomes; routes map them to HTTP status and message": every
// refusal of the profile update, and what the API answers for it (spec §8 texts).

const CASES: readonly (readonly [ProfileRefusal, ProfileRefusalAnswer])[] = [
  [
    { kind: 'unknownUser' },
    {
      status: 401,
      error: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please try to sign in again.',
    },
  ],
  [
    { kind: 'unsupportedLanguage' },
    { status: 400, error: 'LANGUAGE_INVALID', message: 'Please choose a supported language.' },
  ],
  [
    { kind: 'emailChange' },
    {
      status: 400,
      error: 'EMAIL_CHANGE_NOT_ALLOWED',
      message: 'The email address cannot be changed in the profile.',
    },
  ],
  [
    {
      kind: 'invalidField',
      failure: { error: 'LAST_NAME_INVALID', message: 'Please enter letters and spaces only.' },
    },
    { status: 400, error: 'LAST_NAME_INVALID', message: 'Please enter letters and spaces only.' },
  ],
];

describe('a refused profile update in HTTP', () => {
  it.each(CASES.map(([refusal, answer]) => [refusal.kind, refusal, answer] as const))(
    '%s',
    (_kind, refusal, answer) => {
      expect(profileRefusalAnswer(refusal)).toEqual(answer);
    },
  );
});
