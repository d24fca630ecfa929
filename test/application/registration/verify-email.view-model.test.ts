import { toVerifyEmailViewModel } from '../../../src/application/registration/verify-email.view-model';
import {
  initialRegistrationState,
  type RegistrationState,
} from '../../../src/application/registration/registration.state';

// Spec §2 "Registration with email verification (6-character code, resend code, change email)";
// §8 "Wrong code", "Resend success"; D-REG-UI-3 the countdown; D-REG-UI-4 after verification.

const T0 = 1_000_000;
const pending: RegistrationState = {
  ...initialRegistrationState(T0),
  pendingEmail: 'ada@example.com',
  resend: { sending: false, sentAt: [T0], notice: undefined },
};

describe('the verify-email view model', () => {
  it.each<[string, RegistrationState, ReturnType<typeof toVerifyEmailViewModel>]>([
    [
      'no registration in this browser: start at sign-up',
      initialRegistrationState(T0),
      { status: 'noRegistration' },
    ],
    [
      'the code just sent: enter it; resend in 60 seconds',
      pending,
      {
        status: 'entering',
        email: 'ada@example.com',
        codeLength: 6,
        canChangeEmail: false,
        codeError: undefined,
        resend: { secondsLeft: 60, sending: false, notice: undefined },
      },
    ],
    [
      '42 seconds later: resend in 18 seconds',
      { ...pending, now: T0 + 42_000 },
      {
        status: 'entering',
        email: 'ada@example.com',
        codeLength: 6,
        canChangeEmail: false,
        codeError: undefined,
        resend: { secondsLeft: 18, sending: false, notice: undefined },
      },
    ],
    [
      'a wrong code: its message',
      { ...pending, verification: { status: 'entering', error: 'verification.code.incorrect' } },
      {
        status: 'entering',
        email: 'ada@example.com',
        codeLength: 6,
        canChangeEmail: false,
        codeError: 'verification.code.incorrect',
        resend: { secondsLeft: 60, sending: false, notice: undefined },
      },
    ],
    [
      'a new code sent: §8 "A new code has been sent to your email."',
      {
        ...pending,
        now: T0 + 70_000,
        resend: {
          sending: false,
          sentAt: [T0, T0 + 70_000],
          notice: { tone: 'success', messageId: 'verification.code.resent' },
        },
      },
      {
        status: 'entering',
        email: 'ada@example.com',
        codeLength: 6,
        canChangeEmail: false,
        codeError: undefined,
        resend: {
          secondsLeft: 60,
          sending: false,
          notice: { tone: 'success', messageId: 'verification.code.resent' },
        },
      },
    ],
    [
      'verified: check your email to set the password',
      { ...pending, verification: { status: 'verified', error: undefined } },
      { status: 'verified', email: 'ada@example.com' },
    ],
  ])('%s', (_case, state, model) => {
    expect(toVerifyEmailViewModel(state)).toEqual(model);
  });
});
