import { SqlOutboxRepository } from '../../server/mail/sql-outbox-repository';
import { sqlAccountStores } from '../../server/accounts/sql-account-stores';
import { SessionStore } from '../../server/auth/sessions';
import { SqlSessionRepository } from '../../server/auth/sql-session-repository';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { epochSeconds } from '../../server/clock';
import type { PasswordRefusal } from '../../server/accounts/password-outcomes';
import { RESET_TOKEN_MINUTES } from '../../server/accounts/password-reset';
import {
  PasswordService,
  type PasswordServiceOptions,
} from '../../server/accounts/password-service';
import { hashPassword, makeDecoyHash } from '../../server/identity/password-hashing';
import {
  passwordReplacementReason,
  PrimaryAuthentication,
} from '../../server/identity/primary-authentication';
import type { UserRecord, UserRepository } from '../../server/identity/user-repository';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import { Mailer } from '../../server/mail/mailer';
import { RedirectAllowList } from '../../server/http/redirect-allow-list';
import { DAY_SECONDS, insertUser, tokenInMail } from './password-fixtures';
import { freshDatabase, VirtualClock } from './test-database';

jest.setTimeout(30_000);

const START = new Date('2026-11-22T10:00:00Z');
const OLD = 'Old-Password-1';
const OPTIONS: PasswordServiceOptions = {
  publicUrl: 'http://portal.test',
  maxAgeDays: 180,
  minAgeMinutes: 0,
  lockout: { threshold: 10, minutes: 30 },
};

const refused = (kind: PasswordRefusal['kind']) => ({ outcome: 'refused', refusal: { kind } });

describe('PasswordService', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let users: UserRepository;
  let mailer: Mailer;
  let sessions: SessionStore;
  let now: number;

  const service = (options: Partial<PasswordServiceOptions> = {}) =>
    new PasswordService(sqlAccountStores(sqliteQueryLayer(env.db)), clock, mailer, {
      ...OPTIONS,
      ...options,
    });

  const signIn = async (username: string, password: string) =>
    new PrimaryAuthentication(
      sqlAccountStores(sqliteQueryLayer(env.db)),
      clock,
      OPTIONS.lockout,
      await makeDecoyHash(),
      {
        maxAgeDays: 180,
      },
    ).authenticate(username, password);

  const change = (
    passwords: PasswordService,
    session: { userId: string; csrfToken: string },
    from: string,
    to: string,
  ) =>
    passwords.changePassword(session, {
      currentPassword: from,
      newPassword: to,
      retypePassword: to,
    });

  beforeEach(async () => {
    env = freshDatabase();
    clock = new VirtualClock(START);
    now = epochSeconds(clock);
    users = new SqlUserRepository(sqliteQueryLayer(env.db));
    mailer = new Mailer(
      new SqlOutboxRepository(sqliteQueryLayer(env.db)),
      clock,
      undefined,
      () => undefined,
    );
    sessions = new SessionStore(new SqlSessionRepository(sqliteQueryLayer(env.db)), clock, {
      idleSeconds: 1800,
      absoluteSeconds: 43200,
    });
    await insertUser(env.db, {
      id: 'u1',
      email: 'pat@example.com',
      password: OLD,
      changedAt: now - DAY_SECONDS,
    });
    await insertUser(env.db, {
      id: 'u-internal',
      email: 'internal@example.com',
      password: OLD,
      changedAt: now - DAY_SECONDS,
      internal: true,
    });
    await insertUser(env.db, {
      id: 'u-expired',
      email: 'expired@example.com',
      password: OLD,
      changedAt: now - 180 * DAY_SECONDS,
    });
    await insertUser(env.db, {
      id: 'u-temp',
      email: 'temp@example.com',
      password: 'Temp-Password-1',
      changedAt: now,
      temporary: true,
    });
  });
  afterEach(() => env.cleanUp());

  describe('changePassword', () => {
    const session = { userId: 'u1', csrfToken: 'csrf-of-this-session' };

    it('refuses a retype that differs (PASSWORDS_DO_NOT_MATCH)', async () => {
      const result = await service().changePassword(session, {
        currentPassword: OLD,
        newPassword: 'New-Password-1',
        retypePassword: 'New-Password-2',
      });
      expect(result).toEqual(refused('retypeMismatch'));
    });

    it('2008 when the current password does not match, and counts it towards the lockout', async () => {
      const passwords = service();
      expect(await change(passwords, session, 'Wrong-Password-1', 'New-Password-1')).toMatchObject(
        refused('currentMismatch'),
      );
      for (let attempt = 2; attempt <= 9; attempt += 1)
        await change(passwords, session, 'Wrong-Password-1', 'New-Password-1');
      expect(await change(passwords, session, 'Wrong-Password-1', 'New-Password-1')).toMatchObject(
        refused('lockedOut'),
      );
      expect(await signIn('pat@example.com', OLD)).toEqual({ outcome: 'lockedOut' });
    });

    it('refuses the current password as the new one (PASSWORD_SAME_AS_CURRENT)', async () => {
      expect(await change(service(), session, OLD, OLD)).toMatchObject(refused('sameAsCurrent'));
    });

    it('2007 when the new password breaks the policy', async () => {
      expect(await change(service(), session, OLD, 'password')).toMatchObject(
        refused('requirementsNotMet'),
      );
      expect((await signIn('pat@example.com', OLD)).outcome).toBe('authenticated');
    });

    it('2011 for any of the last 5 passwords; the sixth-oldest is allowed again', async () => {
      const passwords = service();
      const sequence = [
        OLD,
        'Second-Pass-2',
        'Third-Pass-3',
        'Fourth-Pass-4',
        'Fifth-Pass-5',
        'Sixth-Pass-6',
      ];
      for (let index = 1; index < sequence.length; index += 1) {
        expect(
          await change(passwords, session, sequence[index - 1] ?? '', sequence[index] ?? ''),
        ).toEqual({ outcome: 'done' });
      }
      // Current: Sixth; the last 5 are Sixth, Fifth, Fourth, Third, Second.
      for (const recent of ['Fifth-Pass-5', 'Fourth-Pass-4', 'Third-Pass-3', 'Second-Pass-2']) {
        expect(await change(passwords, session, 'Sixth-Pass-6', recent)).toMatchObject(
          refused('history'),
        );
      }
      expect(await change(passwords, session, 'Sixth-Pass-6', OLD)).toEqual({ outcome: 'done' });
      expect(
        env.db.prepare("SELECT count(*) AS n FROM password_history WHERE user_id = 'u1'").get(),
      ).toEqual({ n: 4 });
      expect(JSON.stringify(env.db.prepare('SELECT * FROM password_history').all())).not.toContain(
        'Pass-',
      );
    });

    it('stores the new password, ends the other sessions and keeps the caller', async () => {
      const mine = await sessions.create('u1');
      const other = await sessions.create('u1');
      const someoneElse = await sessions.create('u-expired');
      expect(
        await change(
          service(),
          { userId: 'u1', csrfToken: mine.csrfToken },
          OLD,
          'Brand-New-Pass-1',
        ),
      ).toEqual({ outcome: 'done' });
      expect(await sessions.find(mine.id, false)).toBeDefined();
      expect(await sessions.find(other.id, false)).toBeUndefined();
      expect(await sessions.find(someoneElse.id, false)).toBeDefined();
      expect(await signIn('pat@example.com', OLD)).toEqual({ outcome: 'invalidCredentials' });
      expect((await signIn('pat@example.com', 'Brand-New-Pass-1')).outcome).toBe('authenticated');
      expect((await users.findById('u1'))?.passwordChangedAt).toBe(now);
    });

    it('applies the minimum age when configured, counted from the last change', async () => {
      const passwords = service({ minAgeMinutes: 60 });
      expect(await change(passwords, session, OLD, 'Second-Pass-2')).toEqual({ outcome: 'done' });
      clock.advanceMinutes(59);
      const tooSoon = await change(passwords, session, 'Second-Pass-2', 'Third-Pass-3');
      expect(tooSoon).toEqual({ outcome: 'refused', refusal: { kind: 'tooRecent', minutes: 60 } });
      clock.advanceMinutes(1);
      expect(await change(passwords, session, 'Second-Pass-2', 'Third-Pass-3')).toEqual({
        outcome: 'done',
      });
    });

    it('refuses internal accounts with the help-desk message (spec §6)', async () => {
      const result = await change(
        service(),
        { userId: 'u-internal', csrfToken: 'x' },
        OLD,
        'Brand-New-Pass-1',
      );
      expect(result).toMatchObject(refused('internalAccount'));
    });
  });

  describe('forgot password, token and reset', () => {
    const mailTo = (email: string) => mailer.outbox(email);

    it('mails a single-use link for an existing account, storing only the token hash', async () => {
      await service().requestReset('Pat@Example.com ');
      const [mail] = await mailTo('pat@example.com');
      expect(mail).toMatchObject({
        kind: 'password-reset',
        subject: 'Reset your Business Portal password',
      });
      const token = tokenInMail(mail?.text ?? '');
      expect(mail?.text).toContain(`http://portal.test/resetPassword?token=${token}`);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(
        JSON.stringify(env.db.prepare('SELECT * FROM password_reset_tokens').all()),
      ).not.toContain(token);
    });

    it('sends nothing and stores nothing for an unknown address', async () => {
      await service().requestReset('nobody@example.com');
      expect(await mailer.outbox()).toEqual([]);
      expect(env.db.prepare('SELECT count(*) AS n FROM password_reset_tokens').get()).toEqual({
        n: 0,
      });
    });

    it('sends an internal account the help-desk notice instead of a link', async () => {
      await service().requestReset('internal@example.com');
      const [mail] = await mailTo('internal@example.com');
      expect(mail?.kind).toBe('notice');
      expect(mail?.text).toContain('contact the help desk');
      expect(mail?.text).not.toContain('token=');
      expect(env.db.prepare('SELECT count(*) AS n FROM password_reset_tokens').get()).toEqual({
        n: 0,
      });
    });

    it("is written in the account's language preference, with the language's plural (issue 11)", async () => {
      await insertUser(env.db, {
        id: 'u-polish',
        email: 'jan@example.pl',
        password: OLD,
        changedAt: 0,
        language: 'pl-pl',
      });
      await service().requestReset('jan@example.pl');
      const [mail] = await mailTo('jan@example.pl');
      expect(mail?.subject).toBe('Zresetuj hasło do Business Portal');
      expect(mail?.text).toContain('Dzień dobry, Pat,');
      // RESET_TOKEN_MINUTES is 60: Polish "many" form.
      expect(mail?.text).toContain('ważny przez 60 minut:');
      expect(mail?.text).toContain(`/resetPassword?token=${tokenInMail(mail?.text ?? '')}`);
    });

    it('carries the flow values into the link, and redirect_url only when it is on this site', async () => {
      const passwords = service();
      await passwords.requestReset('pat@example.com', {
        flow: 'GAD',
        app_id: '294',
        redirect_url: 'https://evil.example/x',
      });
      await passwords.requestReset('pat@example.com', {
        redirect_url: 'http://portal.test/accountInfo',
      });
      const [second, first] = await mailTo('pat@example.com');
      expect(first?.text).toMatch(/token=[\w-]+&flow=GAD&app_id=294\n/);
      expect(first?.text).not.toContain('evil');
      expect(second?.text).toContain('redirect_url=http%3A%2F%2Fportal.test%2FaccountInfo');
    });

    it.each([
      ['javascript:alert(1)', undefined],
      ['//evil.example/x', undefined],
      ['https://portal.test@evil.example/x', undefined],
      ['/accountInfo?tab=2', '/accountInfo?tab=2'],
      ['https://shop.example/cart', 'https://shop.example/cart'],
    ])(
      'passes redirect_url %j through the allow-list (this site and configured origins; D-ABUSE-5)',
      async (redirect, kept) => {
        const passwords = service({
          redirects: new RedirectAllowList(OPTIONS.publicUrl, ['https://shop.example']),
        });
        await passwords.requestReset('pat@example.com', { redirect_url: redirect });
        const link = /(http:\/\/portal\.test\/resetPassword\S+)/.exec(
          (await mailTo('pat@example.com'))[0]?.text ?? '',
        )?.[1];
        expect(new URL(link ?? 'http://x').searchParams.get('redirect_url') ?? undefined).toBe(
          kept,
        );
      },
    );

    it('mails one account at most 3 reset links an hour; more requests send nothing (D-ABUSE-3)', async () => {
      const passwords = service();
      for (let request = 0; request < 5; request += 1)
        await passwords.requestReset('pat@example.com');
      expect(await mailTo('pat@example.com')).toHaveLength(3);
      expect(env.db.prepare('SELECT count(*) AS n FROM password_reset_tokens').get()).toEqual({
        n: 3,
      });
      clock.advanceMinutes(60);
      await passwords.requestReset('pat@example.com');
      expect(await mailTo('pat@example.com')).toHaveLength(4);
    });

    it(`keeps a link valid for ${RESET_TOKEN_MINUTES} minutes, then "Your link has expired."`, async () => {
      const passwords = service();
      await passwords.requestReset('pat@example.com');
      const token = tokenInMail((await mailTo('pat@example.com'))[0]?.text ?? '');
      expect(await passwords.tokenState(token)).toBe('valid');
      clock.advanceMinutes(RESET_TOKEN_MINUTES - 1);
      expect(await passwords.tokenState(token)).toBe('valid');
      clock.advanceMinutes(1);
      expect(await passwords.tokenState(token)).toBe('expired');
      const result = await passwords.resetPassword({
        token,
        newPassword: 'Brand-New-Pass-1',
        retypePassword: 'Brand-New-Pass-1',
      });
      expect(result).toEqual(refused('tokenExpired'));
      expect((await signIn('pat@example.com', OLD)).outcome).toBe('authenticated');
    });

    it('refuses an unknown token as invalid', async () => {
      const passwords = service();
      expect(await passwords.tokenState('not-a-token')).toBe('invalid');
      expect(
        await passwords.resetPassword({
          token: 'not-a-token',
          newPassword: 'Brand-New-Pass-1',
          retypePassword: 'Brand-New-Pass-1',
        }),
      ).toMatchObject(refused('tokenInvalid'));
    });

    it('resets once: the token is used up, the lockout lifted and every session ended', async () => {
      const passwords = service();
      const session = await sessions.create('u1');
      for (let attempt = 1; attempt <= 10; attempt += 1)
        await signIn('pat@example.com', 'Wrong-Password-1');
      expect(await signIn('pat@example.com', OLD)).toEqual({ outcome: 'lockedOut' });
      await passwords.requestReset('pat@example.com');
      const token = tokenInMail((await mailTo('pat@example.com'))[0]?.text ?? '');
      const body = { token, newPassword: 'Brand-New-Pass-1', retypePassword: 'Brand-New-Pass-1' };

      expect(await passwords.resetPassword(body)).toEqual({ outcome: 'done' });
      expect(await sessions.find(session.id, false)).toBeUndefined();
      expect((await signIn('pat@example.com', 'Brand-New-Pass-1')).outcome).toBe('authenticated');
      expect(await passwords.tokenState(token)).toBe('expired');
      expect(
        await passwords.resetPassword({
          ...body,
          newPassword: 'Other-Pass-2',
          retypePassword: 'Other-Pass-2',
        }),
      ).toMatchObject(refused('tokenExpired'));
    });

    it('keeps the token while the new password is refused, so the same link can be retried', async () => {
      const passwords = service();
      await passwords.requestReset('pat@example.com');
      const token = tokenInMail((await mailTo('pat@example.com'))[0]?.text ?? '');
      expect(
        await passwords.resetPassword({ token, newPassword: 'weak', retypePassword: 'weak' }),
      ).toMatchObject(refused('requirementsNotMet'));
      expect(
        await passwords.resetPassword({ token, newPassword: OLD, retypePassword: OLD }),
      ).toMatchObject(refused('history'));
      expect(
        await passwords.resetPassword({
          token,
          newPassword: 'Brand-New-Pass-1',
          retypePassword: 'Brand-New-Pass-2',
        }),
      ).toMatchObject(refused('retypeMismatch'));
      expect(await passwords.tokenState(token)).toBe('valid');
    });

    it('does not apply the minimum age to a reset by link', async () => {
      const passwords = service({ minAgeMinutes: 60 });
      env.db.prepare("UPDATE users SET password_changed_at = ? WHERE id = 'u1'").run(now);
      await passwords.requestReset('pat@example.com');
      const token = tokenInMail((await mailTo('pat@example.com'))[0]?.text ?? '');
      expect(
        await passwords.resetPassword({
          token,
          newPassword: 'Brand-New-Pass-1',
          retypePassword: 'Brand-New-Pass-1',
        }),
      ).toEqual({
        outcome: 'done',
      });
    });

    it('refuses the reset when the account became internal after the link was sent', async () => {
      const passwords = service();
      await passwords.requestReset('pat@example.com');
      const token = tokenInMail((await mailTo('pat@example.com'))[0]?.text ?? '');
      env.db.prepare("UPDATE users SET is_dnb_user = 1 WHERE id = 'u1'").run();
      expect(
        await passwords.resetPassword({
          token,
          newPassword: 'Brand-New-Pass-1',
          retypePassword: 'Brand-New-Pass-1',
        }),
      ).toMatchObject(refused('internalAccount'));
    });
  });

  describe('verifyExpiredPswd (expired or temporary password)', () => {
    const replace = (
      passwords: PasswordService,
      username: string,
      oldPassword: string,
      newPassword: string,
    ) =>
      passwords.replaceExpiredPassword({
        username,
        oldPassword,
        newPassword,
        retypePassword: newPassword,
      });

    it('replaces an expired password: sign-in is refused before and works after', async () => {
      expect(await signIn('expired@example.com', OLD)).toMatchObject({
        outcome: 'passwordExpired',
      });
      expect(await replace(service(), 'expired@example.com', OLD, 'Brand-New-Pass-1')).toEqual({
        outcome: 'done',
      });
      expect((await signIn('expired@example.com', 'Brand-New-Pass-1')).outcome).toBe(
        'authenticated',
      );
    });

    it('replaces a temporary password and clears the temporary flag', async () => {
      expect(await signIn('temp@example.com', 'Temp-Password-1')).toMatchObject({
        outcome: 'passwordTemporary',
      });
      expect(
        await replace(service(), 'temp@example.com', 'Temp-Password-1', 'Brand-New-Pass-1'),
      ).toEqual({ outcome: 'done' });
      expect((await users.findById('u-temp'))?.passwordIsTemporary).toBe(false);
      expect((await signIn('temp@example.com', 'Brand-New-Pass-1')).outcome).toBe('authenticated');
    });

    it('answers 2008 alike for a wrong old password and an unknown user', async () => {
      const passwords = service();
      const wrong = await replace(
        passwords,
        'expired@example.com',
        'Wrong-Password-1',
        'Brand-New-Pass-1',
      );
      const unknown = await replace(passwords, 'ghost@example.com', OLD, 'Brand-New-Pass-1');
      expect(wrong).toMatchObject(refused('currentMismatch'));
      expect(unknown).toEqual(wrong);
    });

    it('2012 for a password that is neither expired nor temporary, and for a locked account', async () => {
      const passwords = service();
      expect(await replace(passwords, 'pat@example.com', OLD, 'Brand-New-Pass-1')).toMatchObject(
        refused('nothingExpired'),
      );
      for (let attempt = 1; attempt <= 10; attempt += 1)
        await signIn('expired@example.com', 'Wrong-Password-1');
      expect(
        await replace(passwords, 'expired@example.com', OLD, 'Brand-New-Pass-1'),
      ).toMatchObject(refused('expiredResetLocked'));
    });

    it('applies the policy: 2007, 2011, the same password, and the retype', async () => {
      const passwords = service();
      expect(await replace(passwords, 'expired@example.com', OLD, 'short')).toMatchObject(
        refused('requirementsNotMet'),
      );
      expect(await replace(passwords, 'expired@example.com', OLD, OLD)).toMatchObject(
        refused('sameAsCurrent'),
      );
      expect(
        await passwords.replaceExpiredPassword({
          username: 'expired@example.com',
          oldPassword: OLD,
          newPassword: 'Brand-New-Pass-1',
          retypePassword: 'Brand-New-Pass-X',
        }),
      ).toMatchObject(refused('retypeMismatch'));
      env.db
        .prepare(
          "INSERT INTO password_history (user_id, password_hash, retired_at) VALUES ('u-expired', ?, 0)",
        )
        .run(await hashPassword('Earlier-Pass-1'));
      expect(await replace(passwords, 'expired@example.com', OLD, 'Earlier-Pass-1')).toMatchObject(
        refused('history'),
      );
      expect((await users.findById('u-expired'))?.passwordChangedAt).toBe(now - 180 * DAY_SECONDS);
    });

    it('refuses an internal account with an expired password (INTERNAL_ACCOUNT)', async () => {
      env.db.prepare("UPDATE users SET password_changed_at = 0 WHERE id = 'u-internal'").run();
      expect(
        await replace(service(), 'internal@example.com', OLD, 'Brand-New-Pass-1'),
      ).toMatchObject(refused('internalAccount'));
    });
  });
});

describe('primary authentication of expired and temporary passwords (spec §4)', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let auth: PrimaryAuthentication;

  beforeAll(async () => {
    env = freshDatabase();
    clock = new VirtualClock(START);
    const now = epochSeconds(clock);
    await insertUser(env.db, {
      id: 'a',
      email: 'edge@example.com',
      password: OLD,
      changedAt: now - 180 * DAY_SECONDS + 1,
    });
    await insertUser(env.db, {
      id: 'b',
      email: 'temp@example.com',
      password: OLD,
      changedAt: now,
      temporary: true,
    });
    auth = new PrimaryAuthentication(
      sqlAccountStores(sqliteQueryLayer(env.db)),
      clock,
      OPTIONS.lockout,
      await makeDecoyHash(),
      {
        maxAgeDays: 180,
      },
    );
  });
  afterAll(() => env.cleanUp());

  it('expires a password unchanged for 180 × 24 hours, not a second earlier (D-DOM-15)', async () => {
    expect((await auth.authenticate('edge@example.com', OLD)).outcome).toBe('authenticated');
    clock.advanceSeconds(1);
    expect(await auth.authenticate('edge@example.com', OLD)).toMatchObject({
      outcome: 'passwordExpired',
      user: { id: 'a' },
    });
  });

  it('says "temporary" only after the right password; a wrong one is E0000004 as ever', async () => {
    expect(await auth.authenticate('temp@example.com', OLD)).toMatchObject({
      outcome: 'passwordTemporary',
      user: { id: 'b' },
    });
    expect(await auth.authenticate('temp@example.com', 'Wrong-Password-1')).toEqual({
      outcome: 'invalidCredentials',
    });
    expect(await auth.authenticate('edge@example.com', 'Wrong-Password-1')).toEqual({
      outcome: 'invalidCredentials',
    });
  });
});

describe('passwordReplacementReason — §5 "a password unchanged for 180 days must be reset" (D-DOM-15)', () => {
  const changedAt = Date.UTC(2026, 0, 1) / 1000;
  const user = (passwordIsTemporary = false): UserRecord => ({
    id: 'u-age',
    email: 'age@example.com',
    firstName: 'Avery',
    lastName: 'Age',
    countryCode: 'US',
    languagePreference: 'en-us',
    phoneNumber: '',
    street: '',
    city: '',
    state: '',
    postalCode: '',
    passwordHash: '',
    passwordChangedAt: changedAt,
    passwordIsTemporary,
    isDnbUser: false,
    magento: false,
    ebDashboard: false,
    customerPortal: true,
    emailVerified: true,
  });
  const policy = { maxAgeDays: 180 };

  it.each([
    [179 * DAY_SECONDS, undefined, '179 days'],
    [180 * DAY_SECONDS - 1, undefined, 'a second short of 180 days'],
    [180 * DAY_SECONDS, 'passwordExpired', '180 × 24 hours'],
    [400 * DAY_SECONDS, 'passwordExpired', 'long ago'],
  ])('changed on 1 January, now + %s s: %s (%s)', (elapsed, expected, _why) => {
    expect(passwordReplacementReason(user(), changedAt + elapsed, policy)).toBe(expected);
  });

  it('a temporary password must be changed whatever its age (§4)', () => {
    expect(passwordReplacementReason(user(true), changedAt, policy)).toBe('passwordTemporary');
    expect(passwordReplacementReason(user(true), changedAt + 400 * DAY_SECONDS, policy)).toBe(
      'passwordTemporary',
    );
  });
});
