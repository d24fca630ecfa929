import { toVerifyEmailViewModel } from '../../../src/application/registration/verify-email.view-model';
import { rejected, registrationWithFakes, usDraft } from './registration-fakes';

// Spec §2 registration with email verification; §3 "Registration payload adds acceptTerms, country,
// redirectUrl, encryptedDuns, plaVersion, countryId"; §5 "plaVersion 1 when terms accepted, else 0";
// §7 "/auth/newUser (or /auth/registerUser in the GAD flow)", POST /okta/socialNetworksSignup.

const secondsLeft = (registration: ReturnType<typeof registrationWithFakes>['registration']) => {
  const model = toVerifyEmailViewModel(registration.snapshot);
  return model.status === 'entering' || model.status === 'checking' ? model.resend.secondsLeft : -1;
};

describe('registering', () => {
  it.each<[string, boolean, 0 | 1]>([
    ['terms accepted', true, 1],
    ['terms not accepted', false, 0],
  ])(
    '%s → plaVersion %d, the canonical values, the country twice',
    async (_case, acceptTerms, plaVersion) => {
      const { registration, script, navigator } = registrationWithFakes();
      registration.open({ source: 'portal', flow: 'GAD', redirectUrl: '/?app_id=294' });
      await registration.submit({ ...usDraft, acceptTerms });
      expect(navigator.visits).toEqual([{ method: 'show', url: '/verify-email', options: {} }]);
      expect(script.registered).toEqual([
        {
          flow: 'GAD',
          social: false,
          payload: {
            ...usDraft,
            phoneNumber: '2175550134',
            acceptTerms,
            countryId: 'US',
            redirectUrl: '/?app_id=294',
            encryptedDuns: '',
            plaVersion,
          },
        },
      ]);
      expect(registration.snapshot.pendingEmail).toBe('ada@example.com');
    },
  );

  it('/social-signup registers through the social-network call', async () => {
    const { registration, script } = registrationWithFakes();
    registration.open({ source: 'social', flow: undefined, redirectUrl: '' });
    await registration.submit(usDraft);
    expect(script.registered.map((call) => call.social)).toEqual([true]);
  });

  it('a refused registration keeps what was typed and says why', async () => {
    const { registration, script, navigator } = registrationWithFakes();
    script.registerAnswer = rejected('USER_EXISTS', 409);
    await registration.submit(usDraft);
    expect(navigator.visits).toEqual([]);
    expect(registration.snapshot.draft).toEqual(usDraft);
    expect(registration.snapshot.signup).toEqual({
      submitting: false,
      failure: { kind: 'emailExists' },
      failedEmail: 'ada@example.com',
    });
    expect(registration.snapshot.pendingEmail).toBeUndefined();
  });
});

describe('verifying the code', () => {
  it.each<
    [string, string, ReturnType<typeof rejected> | undefined, string, string | undefined, number]
  >([
    ['the right code', 'ab2 cd3', undefined, 'verified', undefined, 1],
    [
      'a wrong code',
      'ABCDEF',
      rejected('CODE_INVALID'),
      'entering',
      'verification.code.incorrect',
      1,
    ],
    [
      'an expired code',
      'ABCDEF',
      rejected('CODE_EXPIRED', 410),
      'entering',
      'verification.code.expired',
      1,
    ],
    [
      'too many tries',
      'ABCDEF',
      rejected('CODE_TRIES_EXCEEDED', 429),
      'entering',
      'verification.code.triesExceeded',
      1,
    ],
    [
      'a code that cannot be right: not sent to the server',
      'AB!',
      undefined,
      'entering',
      'verification.code.incorrect',
      0,
    ],
  ])('%s', async (_case, code, answer, status, error, calls) => {
    const { registration, script } = registrationWithFakes();
    await registration.submit(usDraft);
    script.verifyAnswer = answer;
    await registration.verify(code);
    expect(registration.snapshot.verification).toEqual(
      status === 'verified' ? { status, error, next: 'setPassword' } : { status, error },
    );
    expect(script.verified).toHaveLength(calls);
    if (calls === 1) expect(script.verified[0]?.email).toBe('ada@example.com');
  });
});

describe('resending the code', () => {
  it('counts down from 60 seconds, then sends and says so', async () => {
    const { registration, script, advance } = registrationWithFakes();
    await registration.submit(usDraft);
    expect(secondsLeft(registration)).toBe(60);
    await registration.resend();
    expect(script.resent).toEqual([]);
    advance(25);
    expect(secondsLeft(registration)).toBe(35);
    advance(35);
    expect(secondsLeft(registration)).toBe(0);
    await registration.resend();
    expect(script.resent).toEqual(['ada@example.com']);
    expect(registration.snapshot.resend.notice).toEqual({
      tone: 'success',
      messageId: 'verification.code.resent',
    });
    expect(secondsLeft(registration)).toBe(60);
  });

  it('after the hour’s third mail, waits until the hour is over (D-REG-UI-3)', async () => {
    const { registration, advance } = registrationWithFakes();
    await registration.submit(usDraft);
    advance(60);
    await registration.resend();
    advance(60);
    await registration.resend();
    expect(secondsLeft(registration)).toBe(3600 - 120);
  });

  it('a refused resend says why and keeps the countdown where it was', async () => {
    const { registration, script, advance } = registrationWithFakes();
    await registration.submit(usDraft);
    advance(60);
    script.resendAnswer = rejected('RATE_LIMITED', 429);
    await registration.resend();
    expect(registration.snapshot.resend.notice).toEqual({
      tone: 'error',
      messageId: 'error.rateLimited',
    });
    expect(secondsLeft(registration)).toBe(0);
  });

  it('change email goes back to the form with everything typed', async () => {
    const { registration, navigator } = registrationWithFakes();
    await registration.submit(usDraft);
    registration.changeEmail();
    expect(registration.snapshot).toMatchObject({ changingEmail: true, draft: usDraft });
    // The code was sent (/verify-email), then the form again (/signup).
    expect(navigator.visits.map((visit) => visit.url)).toEqual(['/verify-email', '/signup']);
  });
});

// §8 "Please verify your email." at sign-in (docs/decisions/sign-in-and-sessions.md D-AUTH-8).
describe('verifying the email of an account that has its password', () => {
  it('mails a code, waits for it without "Change email", and then says: sign in', async () => {
    const { registration, script, navigator } = registrationWithFakes();
    await expect(registration.verifyExistingAccount('jordan@example.com')).resolves.toBe(true);
    expect(script.resent).toEqual(['jordan@example.com']);
    expect(navigator.visits).toEqual([{ method: 'show', url: '/verify-email', options: {} }]);
    const waiting = toVerifyEmailViewModel(registration.snapshot);
    expect(waiting).toMatchObject({
      status: 'entering',
      email: 'jordan@example.com',
      canChangeEmail: false,
    });
    expect(secondsLeft(registration)).toBe(60);

    script.verifiedNext = { next: 'signIn', email: 'jordan@example.com' };
    await registration.verify('AB2CD3');
    expect(toVerifyEmailViewModel(registration.snapshot)).toEqual({
      status: 'active',
      email: 'jordan@example.com',
      signInPath: '/login?uid=jordan%40example.com',
    });
  });

  it('a code that could not be sent leaves nothing waiting', async () => {
    const { registration, script, navigator } = registrationWithFakes();
    script.resendAnswer = rejected('RATE_LIMITED', 429);
    await expect(registration.verifyExistingAccount('jordan@example.com')).resolves.toBe(false);
    expect(navigator.visits).toEqual([]);
    expect(toVerifyEmailViewModel(registration.snapshot).status).toBe('noRegistration');
  });

  it("a sign-up's code still offers Change email", async () => {
    const { registration } = registrationWithFakes();
    await registration.submit(usDraft);
    expect(toVerifyEmailViewModel(registration.snapshot)).toMatchObject({ canChangeEmail: true });
  });
});
