import { answeredSecondFactor } from '../../../src/application/sign-in/answered-second-factor';

// D-SSR-6: the second step the server asks for on the login page's address, after a password
// posted without JavaScript.

const from = (query: string) => {
  const parameters = new URLSearchParams(query);
  return answeredSecondFactor((name) => parameters.get(name));
};

describe('answeredSecondFactor', () => {
  it.each([
    ['no step asked for', 'interaction=a&factors=app', undefined],
    ['a step with no kind the user has', 'step=second-factor&factors=', undefined],
    [
      'the app first',
      'step=second-factor&factors=app,passkey,recoveryCode',
      { methods: { app: true, passkey: true, recoveryCode: true }, using: 'app' },
    ],
    [
      'a recovery code without an app, the passkey not by default',
      'step=second-factor&factors=passkey,recoveryCode',
      { methods: { app: false, passkey: true, recoveryCode: true }, using: 'recoveryCode' },
    ],
    [
      'the kind chosen under "Try another way"',
      'step=second-factor&factors=app,recoveryCode&using=recoveryCode',
      { methods: { app: true, passkey: false, recoveryCode: true }, using: 'recoveryCode' },
    ],
    [
      'a chosen kind the user does not have is not taken',
      'step=second-factor&factors=app&using=recoveryCode',
      { methods: { app: true, passkey: false, recoveryCode: false }, using: 'app' },
    ],
    [
      'a passkey alone',
      'step=second-factor&factors=passkey',
      { methods: { app: false, passkey: true, recoveryCode: false }, using: 'passkey' },
    ],
  ])('%s', (_name, query, expected) => {
    expect(from(query)).toEqual(
      expected === undefined ? undefined : { ...expected, submitting: false, error: undefined },
    );
  });

  it.each([
    ['MFA_CODE_INCORRECT', 'mfa.code.incorrect'],
    ['RECOVERY_CODE_INCORRECT', 'mfa.recoveryCode.incorrect'],
    ['E0000069', 'auth.lockedOut'],
  ])('shows the refusal %s as %s', (code, message) => {
    expect(from(`step=second-factor&factors=app&formError=${code}`)?.error).toBe(message);
  });
});
