import * as TE from 'fp-ts/TaskEither';
import { ExpiredPassword } from '../../../src/application/sign-in/expired-password.use-case';
import type { PasswordChangeRefusal } from '../../../src/application/sign-in/password-form-errors';
import { FakeIdentityProvider, FakeNavigator } from '../fakes';
import { FakePasswordGateway, rejectedWith } from './fake-password-gateway';

// Spec §4 "password expired (must reset), temporary password (must be changed)", §7
// verifyExpiredPswd, §8 password-change codes (docs/decisions/sign-in-states.md D-SIGNIN-UI-2,
// D-SIGNIN-UI-3).

const NEW = 'Brand-New-Pass-7';

const setup = (reason: 'expired' | 'temporary' = 'expired') => {
  const passwords = new FakePasswordGateway();
  const identity = new FakeIdentityProvider();
  const navigator = new FakeNavigator();
  const store = new ExpiredPassword(passwords, identity, navigator, 'interaction-1', {
    username: 'expired@example.com',
    reason,
  });
  return { passwords, identity, navigator, store };
};

const values = (currentPassword: string, newPassword = NEW, retypePassword = newPassword) => ({
  currentPassword,
  newPassword,
  retypePassword,
});

describe('ExpiredPassword', () => {
  it.each(['expired', 'temporary'] as const)(
    '%s: replaces the password, then completes the pending sign-in with the new one',
    async (reason) => {
      const { store, passwords, identity, navigator } = setup(reason);
      await store.submit(values('Demo-Portal-2026'));
      expect(passwords.replacements).toEqual([
        {
          username: 'expired@example.com',
          oldPassword: 'Demo-Portal-2026',
          newPassword: NEW,
          retypePassword: NEW,
        },
      ]);
      expect(identity.submitted).toEqual([
        { interactionId: 'interaction-1', username: 'expired@example.com', password: NEW },
      ]);
      expect(navigator.visits).toEqual([{ method: 'assign', url: '/oidc/auth/resume' }]);
      expect(store.snapshot).toMatchObject({ screen: 'form', submitting: true, reason });
    },
  );

  it('follows the provider to the portal callback in place when it can, and shows it there', async () => {
    const { store, identity, navigator } = setup();
    identity.inPlacePath = '/login/callback?code=c&state=s';
    await store.submit(values('Demo-Portal-2026'));
    expect(identity.openedInPlace).toEqual(['/oidc/auth/resume']);
    expect(navigator.visits).toEqual([
      { method: 'show', url: '/login/callback?code=c&state=s', options: { replace: true } },
    ]);
  });

  it.each([
    ['2008', { fields: { currentPassword: 'password.currentMismatch' } }],
    ['2007', { fields: { newPassword: 'password.requirementsNotMet' } }],
    ['2011', { fields: { newPassword: 'password.history' } }],
    ['2012', { fields: {}, form: 'password.expiredResetFailed', offerReset: true }],
    ['RATE_LIMITED', { fields: {}, form: 'error.rateLimited' }],
  ])('server answers %s → %j, the form stays, nothing signed in', async (code, errors) => {
    const { store, passwords, identity, navigator } = setup();
    passwords.answer = rejectedWith(code);
    await store.submit(values('Demo-Portal-2026'));
    expect(store.snapshot).toMatchObject({ screen: 'form', submitting: false, errors });
    expect(identity.submitted).toEqual([]);
    expect(navigator.visits).toEqual([]);
  });

  it('opens on the refusal a try posted without JavaScript came back with', () => {
    const { passwords, identity, navigator } = setup('expired');
    const openedOn = (refusal: PasswordChangeRefusal) =>
      new ExpiredPassword(passwords, identity, navigator, 'interaction-1', {
        username: 'expired@example.com',
        reason: 'expired',
        refusal,
      }).snapshot;
    const mismatch = { fields: { currentPassword: 'password.currentMismatch' } } as const;
    expect(openedOn({ kind: 'errors', errors: mismatch })).toMatchObject({
      screen: 'form',
      errors: mismatch,
    });
    expect(openedOn({ kind: 'internalAccount' }).screen).toBe('internalAccount');
  });

  it('INTERNAL_ACCOUNT → the help-desk screen, no form', async () => {
    const { store, passwords } = setup();
    passwords.answer = rejectedWith('INTERNAL_ACCOUNT', 403);
    await store.submit(values('Demo-Portal-2026'));
    expect(store.snapshot.screen).toBe('internalAccount');
  });

  it('an invalid form is not sent: §5 messages at their fields', async () => {
    const { store, passwords } = setup('temporary');
    await store.submit(values('', NEW, 'Other-Pass-99'));
    expect(store.snapshot.errors).toEqual({
      fields: {
        currentPassword: 'password.temporary.required',
        retypePassword: 'signInStates.mismatch.passwords',
      },
    });
    expect(passwords.replacements).toEqual([]);
  });

  // §8 login widget "Mismatch: New passwords must match / Passwords must match" (D-SIGNIN-UI-6).
  it.each([
    ['expired', 'signInStates.mismatch.newPasswords'],
    ['temporary', 'signInStates.mismatch.passwords'],
  ] as const)(
    "%s: a retype that differs is said in the widget's words, ours or the server's",
    async (reason, words) => {
      const { store, passwords } = setup(reason);
      await store.submit(values('Demo-Portal-2026', NEW, 'Other-Pass-99'));
      expect(store.snapshot.errors).toEqual({ fields: { retypePassword: words } });
      passwords.answer = rejectedWith('PASSWORDS_DO_NOT_MATCH');
      await store.submit(values('Demo-Portal-2026'));
      expect(store.snapshot.errors).toEqual({ fields: { retypePassword: words } });
      const answered = new ExpiredPassword(
        passwords,
        new FakeIdentityProvider(),
        new FakeNavigator(),
        'interaction-1',
        {
          username: 'expired@example.com',
          reason,
          refusal: {
            kind: 'errors',
            errors: { fields: { retypePassword: 'password.retype.mismatch' } },
          },
        },
      );
      expect(answered.snapshot.errors).toEqual({ fields: { retypePassword: words } });
    },
  );

  it('changed, but the pending sign-in is gone: asks to sign in with the new password', async () => {
    const { store, identity, navigator } = setup();
    identity.credentialsAnswer = TE.left({ code: 'auth.unexpected' });
    await store.submit(values('Demo-Portal-2026'));
    expect(store.snapshot).toMatchObject({ screen: 'changed', submitting: false });
    expect(navigator.visits).toEqual([]);
  });

  it('a second submit while the first runs is ignored', async () => {
    const { store, passwords } = setup();
    const first = store.submit(values('Demo-Portal-2026'));
    await store.submit(values('Demo-Portal-2026'));
    await first;
    expect(passwords.replacements).toHaveLength(1);
  });
});
