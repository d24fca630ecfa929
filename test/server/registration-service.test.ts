import { sqlAccountStores } from '../../server/accounts/sql-account-stores';
import type { RegistrationDetails } from '../../server/accounts/registration-repository';
import { SqlRegistrationRepository } from '../../server/accounts/sql-registration-repository';
import { sqliteQueryLayer } from '../../server/db/query-layer';
import { CODE_ALPHABET, generateCode } from '../../server/accounts/registration-codes';
import {
  RegistrationService,
  type RegistrationInput,
} from '../../server/accounts/registration-service';
import { hashPassword, verifyPassword } from '../../server/identity/password-hashing';
import type { UserRepository } from '../../server/identity/user-repository';
import { SqlUserRepository } from '../../server/identity/sql-user-repository';
import type { OutgoingMail } from '../../server/mail/mailer';
import { freshDatabase, VirtualClock } from './test-database';

// Keys, hashes and databases are made slowly on a loaded machine; jest's 5 s is too short there.
jest.setTimeout(60_000);

const PUBLIC_URL = 'http://localhost:8080';
const PASSWORD = 'Welcome-Portal-42';

const form = (overrides: Partial<RegistrationInput> = {}): RegistrationInput => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana.reyes@example.com',
  street: '1 Main Street',
  city: 'Springfield',
  state: 'il',
  postalCode: '62701',
  phoneNumber: '(217) 555-0134',
  language: 'en-us',
  country: 'US',
  countryId: 'US',
  acceptTerms: true,
  redirectUrl: '',
  plaVersion: 1,
  ...overrides,
});

describe('registration with email verification (spec §2, §7, §8)', () => {
  let env: ReturnType<typeof freshDatabase>;
  let clock: VirtualClock;
  let mail: OutgoingMail[];
  let service: RegistrationService;
  let users: UserRepository;

  const lastCode = (): string => {
    const text = mail.filter((m) => m.kind === 'verification-code').at(-1)?.text ?? '';
    return /verification code is ([A-Z0-9]{6})/.exec(text)?.[1] ?? 'missing';
  };
  const lastConfirmToken = (): string => {
    const text = mail.filter((m) => m.kind === 'verification-code').at(-1)?.text ?? '';
    return decodeURIComponent(/confirmRegistration\?token=(\S+)/.exec(text)?.[1] ?? 'missing');
  };
  const wrongCode = (right: string): string => (right === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

  beforeEach(() => {
    env = freshDatabase();
    clock = new VirtualClock(new Date('2026-03-02T09:00:00Z'));
    mail = [];
    service = new RegistrationService(
      sqlAccountStores(sqliteQueryLayer(env.db)),
      clock,
      (m) => Promise.resolve(void mail.push(m)),
      PUBLIC_URL,
    );
    users = new SqlUserRepository(sqliteQueryLayer(env.db));
  });
  afterEach(() => env.cleanUp());

  it('a registration that loses the race for a new address to another replaces that one', async () => {
    const stores = sqlAccountStores(sqliteQueryLayer(env.db));
    // Another request registers the same address between this one's look-up and its insert.
    class LosingTheRace extends SqlRegistrationRepository {
      override async createPending(
        id: string,
        details: RegistrationDetails,
        now: number,
      ): Promise<boolean> {
        await super.createPending('usr-competitor', { ...details, firstName: 'Other' }, now);
        return super.createPending(id, details, now);
      }
    }
    const racing = new LosingTheRace(sqliteQueryLayer(env.db));
    const raced = new RegistrationService(
      { ...stores, registrations: racing },
      clock,
      (m) => Promise.resolve(void mail.push(m)),
      PUBLIC_URL,
    );
    expect(await raced.register(form(), 'portal')).toEqual({
      ok: true,
      email: 'dana.reyes@example.com',
      userId: 'usr-competitor',
    });
    expect(await users.findByEmail('dana.reyes@example.com')).toMatchObject({
      id: 'usr-competitor',
      firstName: 'Dana',
    });
    expect(mail.filter((m) => m.kind === 'verification-code')).toHaveLength(1);
  });

  // D-AUTH-8: an account made with its password outside sign-up, its email not yet verified.
  it('an account that has its password: the code activates it, with no link to set a password', async () => {
    env.db
      .prepare(
        `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference,
           password_hash, password_changed_at, created_at, account_status)
         VALUES ('u-staff', 'staff.made@example.com', 'Jo', 'Made', 'US', 'en-us', ?, 0, 0, 'pending')`,
      )
      .run(await hashPassword(PASSWORD));
    expect((await users.findByEmail('staff.made@example.com'))?.emailVerified).toBe(false);
    await service.resendCode('staff.made@example.com');
    expect(await service.verifyCode('staff.made@example.com', wrongCode(lastCode()))).toMatchObject(
      { ok: false, refusal: { kind: 'codeInvalid' } },
    );
    const sent = mail.length;
    expect(await service.verifyCode('staff.made@example.com', lastCode())).toEqual({
      ok: true,
      activeEmail: 'staff.made@example.com',
    });
    expect(mail).toHaveLength(sent);
    const user = await users.findByEmail('staff.made@example.com');
    expect(user?.emailVerified).toBe(true);
    expect(await verifyPassword(PASSWORD, user?.passwordHash ?? '')).toBe(true);
    // The code is spent, and a resend sends nothing to an active account.
    await service.resendCode('staff.made@example.com');
    expect(mail).toHaveLength(sent);
  });

  it('codes are 6 characters from the letters-and-digits alphabet', () => {
    for (let i = 0; i < 200; i += 1)
      expect(generateCode()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
  });

  it('register → code → continue: the new user can sign in with the password set', async () => {
    const registered = await service.register(form(), 'portal');
    expect(registered).toEqual({
      ok: true,
      email: 'dana.reyes@example.com',
      userId: expect.any(String) as unknown,
    });
    const pending = await users.findByEmail('dana.reyes@example.com');
    expect(pending?.passwordHash).toBe('');
    expect(pending?.phoneNumber).toBe('2175550134');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).not.toMatch(/[A-Z0-9]{6}$/);

    const verified = await service.verifyCode('dana.reyes@example.com', lastCode().toLowerCase());
    if (!verified.ok) throw new Error(verified.refusal.kind);
    if ('activeEmail' in verified) throw new Error('a new registration has no password yet');
    expect(verified.continueUrl).toBe(`${PUBLIC_URL}/continueRegistration?token=${verified.token}`);
    expect(mail.at(-1)?.kind).toBe('continue-registration');
    expect(mail.at(-1)?.text).toContain(verified.continueUrl);

    const activated = await service.continueRegistration(verified.token, PASSWORD, PASSWORD);
    expect(activated).toMatchObject({ ok: true, email: 'dana.reyes@example.com' });
    const user = await users.findByEmail('dana.reyes@example.com');
    expect(user?.firstName).toBe('Dana');
    expect(user?.passwordChangedAt).toBe(Date.parse('2026-03-02T09:00:00Z') / 1000);
    expect(await verifyPassword(PASSWORD, user?.passwordHash ?? '')).toBe(true);

    // The continue link works once.
    expect(await service.continueRegistration(verified.token, PASSWORD, PASSWORD)).toMatchObject({
      ok: false,
      refusal: { kind: 'linkExpired' },
    });
  });

  it("mails in the registrant's language: a Czech code mail, then a Czech set-password mail (issue 11)", async () => {
    await service.register(form({ language: 'cs-cz' }), 'portal');
    expect(mail[0]?.subject).toBe('Ověřte svou e-mailovou adresu pro portál Business Portal');
    expect(mail[0]?.text).toMatch(/^Dobrý den, Dana,/);
    // 30 minutes and 24 hours: Czech "other" forms.
    expect(mail[0]?.text).toContain('vyprší za 30 minut.');
    expect(mail[0]?.text).toContain('(platí 24 hodin)');
    const code = /kód je ([A-Z0-9]{6})/.exec(mail[0]?.text ?? '')?.[1] ?? 'missing';
    const verified = await service.verifyCode('dana.reyes@example.com', code);
    expect(verified.ok).toBe(true);
    expect(mail.at(-1)?.kind).toBe('continue-registration');
    expect(mail.at(-1)?.text).toContain('Vaše e-mailová adresa byla ověřena.');
  });

  it("an active account's email → 409 with the §8 message; its owner is told, at most hourly (D-ABUSE-4)", async () => {
    env.db
      .prepare(
        `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference, password_hash, password_changed_at, created_at)
                VALUES ('u1', 'taken@example.com', 'T', 'K', 'US', 'en-us', 'x', 0, 0)`,
      )
      .run();
    const taken = {
      ok: false,
      refusal: { kind: 'userExists' },
    };
    expect(await service.register(form({ email: 'Taken@Example.com' }), 'portal')).toEqual(taken);
    expect(mail).toEqual([
      {
        to: 'taken@example.com',
        subject: 'Someone tried to register with your email address',
        text: expect.stringContaining('already has an account') as unknown,
        kind: 'notice',
      },
    ]);
    expect(mail[0]?.text).toContain(`${PUBLIC_URL}/forgot-password`);
    // A second attempt within the hour answers the same and sends nothing more.
    clock.advanceMinutes(59);
    expect(await service.register(form({ email: 'taken@example.com' }), 'portal')).toEqual(taken);
    expect(mail).toHaveLength(1);
    clock.advanceMinutes(1);
    await service.register(form({ email: 'taken@example.com' }), 'portal');
    expect(mail).toHaveLength(2);
  });

  it('a pending account that got a password through another flow (e.g. a reset) is taken: 409', async () => {
    await service.register(form(), 'portal');
    env.db
      .prepare("UPDATE users SET password_hash = 'scrypt$x' WHERE email = 'dana.reyes@example.com'")
      .run();
    expect(await service.register(form(), 'portal')).toMatchObject({
      refusal: { kind: 'userExists' },
    });
  });

  it('re-posting a pending registration replaces it and the old code stops working', async () => {
    await service.register(form(), 'portal');
    const first = lastCode();
    await service.register(form({ firstName: 'Danielle' }), 'portal');
    expect((await users.findByEmail('dana.reyes@example.com'))?.firstName).toBe('Danielle');
    const second = lastCode();
    if (first !== second) {
      expect(await service.verifyCode('dana.reyes@example.com', first)).toMatchObject({
        refusal: { kind: 'codeInvalid' },
      });
    }
    expect(await service.verifyCode('dana.reyes@example.com', second)).toMatchObject({ ok: true });
  });

  it('a wrong code → 400 with the §8 text; the sixth try after five wrong ones is refused even with the right code', async () => {
    await service.register(form(), 'portal');
    const right = lastCode();
    for (let i = 0; i < 5; i += 1) {
      expect(await service.verifyCode('dana.reyes@example.com', wrongCode(right))).toEqual({
        ok: false,
        refusal: { kind: 'codeInvalid' },
      });
    }
    expect(await service.verifyCode('dana.reyes@example.com', right)).toMatchObject({
      refusal: { kind: 'codeTriesExceeded' },
    });
    // A resent code starts a fresh count.
    await service.resendCode('dana.reyes@example.com');
    expect(await service.verifyCode('dana.reyes@example.com', lastCode())).toMatchObject({
      ok: true,
    });
  });

  it('a code expires after 30 minutes (410); a resent one works and the old one does not', async () => {
    await service.register(form(), 'portal');
    const old = lastCode();
    clock.advanceMinutes(29);
    await service.resendCode('dana.reyes@example.com');
    const fresh = lastCode();
    clock.advanceMinutes(2);
    if (old !== fresh) {
      expect(await service.verifyCode('dana.reyes@example.com', old)).toMatchObject({
        refusal: { kind: 'codeInvalid' },
      });
    }
    clock.advanceMinutes(28);
    expect(await service.verifyCode('dana.reyes@example.com', fresh)).toMatchObject({
      ok: false,
      refusal: { kind: 'codeExpired' },
    });
  });

  it('sends at most 3 verification mails an account an hour; past that nothing changes and nothing is sent (D-ABUSE-3)', async () => {
    await service.register(form(), 'portal');
    await service.resendCode('dana.reyes@example.com');
    await service.resendCode('Dana.Reyes@example.com');
    expect(mail).toHaveLength(3);
    const third = lastCode();
    await service.resendCode('dana.reyes@example.com');
    await service.register(form(), 'portal');
    expect(mail).toHaveLength(3);
    // The last code mailed still works: a resend past the limit did not replace it.
    clock.advanceMinutes(10);
    expect(await service.verifyCode('dana.reyes@example.com', third)).toMatchObject({ ok: true });
  });

  it('the mail limit is per account and frees up as the hour passes', async () => {
    const limited = new RegistrationService(
      sqlAccountStores(sqliteQueryLayer(env.db)),
      clock,
      (m) => Promise.resolve(void mail.push(m)),
      PUBLIC_URL,
      { mailPerAccountPerHour: 1 },
    );
    await limited.register(form(), 'portal');
    await limited.register(form({ email: 'other@example.com' }), 'portal');
    await limited.resendCode('dana.reyes@example.com');
    expect(mail.map((m) => m.to)).toEqual(['dana.reyes@example.com', 'other@example.com']);
    clock.advanceMinutes(60);
    await limited.resendCode('dana.reyes@example.com');
    expect(mail.map((m) => m.to)).toEqual([
      'dana.reyes@example.com',
      'other@example.com',
      'dana.reyes@example.com',
    ]);
  });

  it.each([
    ['javascript:alert(document.cookie)', '/'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    [`${PUBLIC_URL}/gad/search?x=1`, `${PUBLIC_URL}/gad/search?x=1`],
    ['/accountInfo#top', '/accountInfo#top'],
    ['', ''],
  ])(
    'stores and hands back the redirectUrl %j as %j (D-ABUSE-5)',
    async (redirectUrl, expected) => {
      await service.register(form({ redirectUrl }), 'portal');
      const verified = await service.verifyCode('dana.reyes@example.com', lastCode());
      if (!verified.ok || 'activeEmail' in verified) throw new Error('no continue link');
      const row = env.db
        .prepare(
          "SELECT registration_redirect_url FROM users WHERE email = 'dana.reyes@example.com'",
        )
        .get() as { registration_redirect_url: string };
      expect(row.registration_redirect_url).toBe(expected);
      expect(await service.continueRegistration(verified.token, PASSWORD, PASSWORD)).toMatchObject({
        ok: true,
        redirectUrl: expected,
      });
    },
  );

  it('hands back a redirectUrl stored before the allow-list existed only if it passes it now', async () => {
    await service.register(form(), 'portal');
    env.db
      .prepare(
        "UPDATE users SET registration_redirect_url = 'javascript:alert(1)' WHERE email = 'dana.reyes@example.com'",
      )
      .run();
    const verified = await service.verifyCode('dana.reyes@example.com', lastCode());
    if (!verified.ok || 'activeEmail' in verified) throw new Error('no continue link');
    expect(await service.continueRegistration(verified.token, PASSWORD, PASSWORD)).toMatchObject({
      redirectUrl: '/',
    });
  });

  it('resend and verify reveal nothing about unknown or active addresses', async () => {
    await service.resendCode('nobody@example.com');
    expect(mail).toEqual([]);
    expect(await service.verifyCode('nobody@example.com', 'ABCDEF')).toMatchObject({
      refusal: { kind: 'codeInvalid' },
    });
  });

  it('the confirm link in the code mail verifies the email once; an expired link → 410', async () => {
    await service.register(form(), 'portal');
    const token = lastConfirmToken();
    const confirmed = await service.confirmRegistration(token);
    expect(confirmed).toMatchObject({ ok: true });
    expect(await service.confirmRegistration(token)).toMatchObject({
      refusal: { kind: 'linkExpired' },
    });

    await service.register(form({ email: 'late@example.com' }), 'gad');
    clock.advanceMinutes(24 * 60);
    expect(await service.confirmRegistration(lastConfirmToken())).toEqual({
      ok: false,
      refusal: { kind: 'linkExpired' },
    });
  });

  it('continueRegistration enforces the mismatch and policy rules and keeps the link usable', async () => {
    await service.register(form(), 'portal');
    const verified = await service.verifyCode('dana.reyes@example.com', lastCode());
    if (!verified.ok || 'activeEmail' in verified) throw new Error('no continue link');
    expect(await service.continueRegistration(verified.token, PASSWORD, `${PASSWORD}x`)).toEqual({
      ok: false,
      refusal: {
        kind: 'invalidField',
        failure: { error: 'PASSWORDS_DO_NOT_MATCH', message: 'Passwords do not match.' },
      },
    });
    for (const weak of [
      'Short-1a',
      'nouppercase-123',
      'NOLOWERCASE-123',
      'NoDigits-here',
      'NoSpecial123abc',
    ]) {
      expect(await service.continueRegistration(verified.token, weak, weak)).toMatchObject({
        refusal: { kind: 'passwordPolicy' },
      });
    }
    expect(await service.continueRegistration(verified.token, PASSWORD, PASSWORD)).toMatchObject({
      ok: true,
    });
  });

  it('validates the form like the portal: names letters and spaces, email, country fallback, language fallback', async () => {
    expect(await service.register(form({ firstName: 'D4na' }), 'portal')).toMatchObject({
      refusal: {
        kind: 'invalidField',
        failure: { error: 'FIRST_NAME_INVALID', message: 'Please enter letters and spaces only.' },
      },
    });
    expect(await service.register(form({ email: 'not-an-email' }), 'portal')).toMatchObject({
      refusal: {
        kind: 'invalidField',
        failure: { error: 'EMAIL_INVALID', message: 'Please enter a valid email address.' },
      },
    });
    expect(await service.register(form({ city: ' ' }), 'portal')).toMatchObject({
      refusal: {
        kind: 'invalidField',
        failure: { error: 'REQUIRED_FIELDS_MISSING', message: 'Please fill out required fields.' },
      },
    });
    expect(await service.register(form({ plaVersion: 0 }), 'portal')).toMatchObject({
      refusal: { kind: 'plaVersionMismatch' },
    });
    await service.register(form({ country: 'XX', countryId: 'XX', language: 'xx-yy' }), 'social');
    expect(await users.findByEmail('dana.reyes@example.com')).toMatchObject({
      countryCode: 'US',
      languagePreference: 'en-us',
    });
    await service.register(
      form({
        email: 'jan@example.cz',
        country: 'cz',
        language: 'CS-CZ',
        state: 'Praha',
        postalCode: '11000',
        phoneNumber: '+420 601 123 456',
      }),
      'portal',
    );
    expect(await users.findByEmail('jan@example.cz')).toMatchObject({
      countryCode: 'CZ',
      languagePreference: 'cs-cz',
      phoneNumber: '+420601123456',
    });
    const row = env.db
      .prepare("SELECT postal_code FROM users WHERE email = 'jan@example.cz'")
      .get() as { postal_code: string };
    expect(row.postal_code).toBe('110 00');
  });
});
