import {
  answeredPasswordChanged,
  answeredPasswordReplacement,
} from '../../../src/application/sign-in/answered-password-replacement';

// Spec §4 "password expired (must reset), temporary password (must be changed)… After
// registration or password change the user signs in with the new password", posted without
// JavaScript: the server's answers in the login page's address (docs/decisions/server-rendering.md
// D-SSR-6).

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name);
};

describe("the login page's replacement step, read from its address", () => {
  it.each([
    ['no step', 'uid=a%40b.com', undefined],
    ['another step', 'step=second-factor&reason=expired&uid=a%40b.com', undefined],
    ['no account', 'step=replace-password&reason=expired', undefined],
    ['an unknown reason', 'step=replace-password&reason=stale&uid=a%40b.com', undefined],
    [
      'an expired password',
      'step=replace-password&reason=expired&uid=a%40b.com',
      { reason: 'expired', username: 'a@b.com', refusal: undefined },
    ],
    [
      'a temporary password refused as the wrong one',
      'step=replace-password&reason=temporary&uid=a%40b.com&formError=2008',
      {
        reason: 'temporary',
        username: 'a@b.com',
        refusal: {
          kind: 'errors',
          errors: { fields: { currentPassword: 'password.currentMismatch' } },
        },
      },
    ],
    [
      'an internal account',
      'step=replace-password&reason=expired&uid=a%40b.com&formError=INTERNAL_ACCOUNT',
      { reason: 'expired', username: 'a@b.com', refusal: { kind: 'internalAccount' } },
    ],
  ])('%s', (_case, query, step) => {
    expect(answeredPasswordReplacement(read(query))).toEqual(step);
  });

  it('says the password was changed only when the server did', () => {
    expect(answeredPasswordChanged(read('passwordChanged=1'))).toBe(true);
    expect(answeredPasswordChanged(read('passwordChanged=0'))).toBe(false);
    expect(answeredPasswordChanged(read(''))).toBe(false);
  });
});
