import { signInStepAfter } from '../../../src/application/sign-in-states/sign-in-step';

// Spec §4 account states, §8 "Login widget": where the login page goes for each answer of the
// provider to the credentials (docs/decisions/sign-in-states.md D-SIGNIN-UI-2,
// docs/decisions/status-pages.md D-PAGES-5).

describe('signInStepAfter', () => {
  it.each([
    [undefined, { kind: 'form' }],
    ['auth.invalidCredentials', { kind: 'form' }],
    ['auth.rateLimited', { kind: 'form' }],
    ['auth.unexpected', { kind: 'form' }],
    ['signIn.sessionFailed', { kind: 'form' }],
    ['auth.lockedOut', { kind: 'accessDenied' }],
    ['auth.passwordExpired', { kind: 'replacePassword', reason: 'expired' }],
    ['auth.passwordTemporary', { kind: 'replacePassword', reason: 'temporary' }],
  ] as const)('%s → %j', (formError, expected) => {
    expect(signInStepAfter(formError)).toEqual(expected);
  });
});
