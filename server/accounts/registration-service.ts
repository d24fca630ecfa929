import { Type, type Static } from 'typebox';
import { rowShape } from '../db/rows';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { digestOf, newSecretToken, SingleUseTokenRow } from '../auth/secret-tokens';
import { epochSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { RedirectAllowList } from '../http/redirect-allow-list';
import { hashPassword } from '../identity/password-hashing';
import { localizedMail } from '../mail/localized-mail';
import type { OutgoingMail } from '../mail/mailer';
import { AbuseEvents } from './abuse-events';
import { SqlAbuseEventRepository } from './sql-abuse-event-repository';
import { sqliteQueryLayer } from '../db/query-layer';
import {
  checkEmail,
  checkPersonFields,
  DEFAULT_LOCALE,
  resolveCountry,
  resolveLocale,
  REQUIRED_FIELDS,
  type FieldFailure,
} from './registration-rules';
import { PASSWORD_ERRORS, unmetPasswordRules } from './password-policy';

/** Spec §2 "6-character code"; letters and digits without the look-alikes 0/O and 1/I. */
export const CODE_LENGTH = 6;
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LIFETIME_MINUTES = 30;
export const CODE_MAX_WRONG_TRIES = 5;
/** Registration links (confirm, continue) stay valid for a day and work once. */
export const LINK_LIFETIME_HOURS = 24;
/** At most one "someone tried to register with your address" notice per account per hour. */
export const REGISTRATION_NOTICE_HOURS = 1;
const HOUR_SECONDS = 60 * 60;

export type RegistrationSource = 'portal' | 'gad' | 'social';

/** The registration payload (spec §3) as it arrives; the portal sends the language as `language`. */
export interface RegistrationInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly phoneNumber: string;
  readonly language?: string | undefined;
  readonly languagePreference?: string | undefined;
  readonly country?: string | undefined;
  readonly countryId?: string | undefined;
  readonly acceptTerms: boolean;
  readonly redirectUrl?: string | undefined;
  readonly encryptedDuns?: string | undefined;
  readonly plaVersion: 0 | 1;
}

/** Why a registration step is refused; registration-replies.ts says it in HTTP. */
export type RegistrationRefusal =
  /** A field breaks a rule of spec §5 (required, names, email, address, phone, retype). */
  | { readonly kind: 'invalidField'; readonly failure: FieldFailure }
  | { readonly kind: 'plaVersionMismatch' }
  | { readonly kind: 'userExists' }
  | { readonly kind: 'codeInvalid' }
  | { readonly kind: 'codeTriesExceeded' }
  | { readonly kind: 'codeExpired' }
  | { readonly kind: 'linkExpired' }
  | { readonly kind: 'passwordPolicy' };

export interface Failure {
  readonly ok: false;
  readonly refusal: RegistrationRefusal;
}

export type RegisterOutcome =
  { readonly ok: true; readonly email: string; readonly userId: string } | Failure;
export type VerifyOutcome =
  { readonly ok: true; readonly continueUrl: string; readonly token: string } | Failure;
export type ContinueOutcome =
  | {
      readonly ok: true;
      readonly email: string;
      readonly redirectUrl: string;
      readonly userId: string;
    }
  | Failure;

export type SendMail = (mail: OutgoingMail) => Promise<void>;

export interface RegistrationOptions {
  /**
   * Verification mails one account may be sent per hour (shared with reset mails); past it a
   * registration or resend answers as usual and no code is sent. Default:
   * DEFAULT_ABUSE_LIMITS.mailPerAccountPerHour.
   */
  readonly mailPerAccountPerHour?: number;
  /**
   * Where a stored `redirectUrl` may point (docs/decisions/abuse-limits.md D-ABUSE-5); default:
   * this site only.
   */
  readonly redirects?: RedirectAllowList;
}

const refused = (refusal: RegistrationRefusal): Failure => ({ ok: false, refusal });
const invalidField = (failure: FieldFailure): Failure =>
  refused({ kind: 'invalidField', failure: { error: failure.error, message: failure.message } });

/** Codes are short: salted with the account id so one table of hashes does not fit all accounts. */
const hashCode = (userId: string, code: string): string =>
  digestOf(`${userId}:${code.toUpperCase()}`);
const hashToken = digestOf;

export const generateCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () =>
    CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length)),
  ).join('');

const AccountRow = rowShape(
  'AccountRow',
  Type.Object({
    id: Type.String(),
    email: Type.String(),
    account_status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('verified'),
      Type.Literal('active'),
    ]),
    registration_redirect_url: Type.String(),
    password_hash: Type.String(),
  }),
);
type AccountRow = Static<typeof AccountRow.schema>;
const LanguageRow = rowShape('LanguageRow', Type.Object({ language_preference: Type.String() }));
const FirstNameRow = rowShape('FirstNameRow', Type.Object({ first_name: Type.String() }));
const CodeRow = rowShape(
  'CodeRow',
  Type.Object({
    code_hash: Type.String(),
    expires_at: Type.Integer(),
    failed_attempts: Type.Integer(),
  }),
);

/**
 * Registration with email verification (spec §2, §7): a pending account with no usable password,
 * a mailed 6-character code (or the confirm link in the same mail), then a single-use continue link
 * that sets the first password and activates the account.
 */
export class RegistrationService {
  private readonly events: AbuseEvents;
  private readonly redirects: RedirectAllowList;
  private readonly mailPerAccountPerHour: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sendMail: SendMail,
    private readonly publicUrl: string,
    options: RegistrationOptions = {},
  ) {
    this.events = new AbuseEvents(new SqlAbuseEventRepository(sqliteQueryLayer(db)), clock);
    this.redirects = options.redirects ?? new RedirectAllowList(publicUrl);
    this.mailPerAccountPerHour =
      options.mailPerAccountPerHour ?? DEFAULT_ABUSE_LIMITS.mailPerAccountPerHour;
  }

  private now(): number {
    return epochSeconds(this.clock);
  }

  /** The account's language preference: what its mail is written in. */
  private languageOf(userId: string): string {
    const row = LanguageRow.one(
      this.db.prepare('SELECT language_preference FROM users WHERE id = ?').get(userId),
    );
    return row?.language_preference ?? DEFAULT_LOCALE;
  }

  private account(email: string): AccountRow | undefined {
    return AccountRow.one(
      this.db
        .prepare(
          'SELECT id, email, account_status, registration_redirect_url, password_hash FROM users WHERE email = ?',
        )
        .get(email),
    );
  }

  async register(input: RegistrationInput, source: RegistrationSource): Promise<RegisterOutcome> {
    const country = resolveCountry(input.country ?? input.countryId);
    const email = checkEmail(input.email);
    const fields = checkPersonFields(country, input);
    if (!email.ok && email.error === 'FIELD_BLANK') return invalidField(REQUIRED_FIELDS);
    if (!fields.ok) return invalidField(fields);
    if (!email.ok) return invalidField(email);
    if (input.plaVersion !== (input.acceptTerms ? 1 : 0))
      return refused({ kind: 'plaVersionMismatch' });
    const language = resolveLocale(input.language ?? input.languagePreference);
    const now = this.now();
    const existing = this.account(email.value);
    // An account with a password (set here or by another flow, e.g. a password reset) is taken.
    // Its owner hears of the attempt (at most hourly), since the answer tells the caller too.
    if (existing && (existing.account_status === 'active' || existing.password_hash !== '')) {
      await this.noticeRegistrationAttempt(existing.id, existing.email);
      return refused({ kind: 'userExists' });
    }

    const { value } = fields;
    const columns = {
      email: email.value,
      first_name: value.firstName,
      last_name: value.lastName,
      country_code: country,
      language_preference: language,
      phone_number: value.phoneNumber,
      street: value.street,
      city: value.city,
      state: value.state,
      postal_code: value.postalCode,
      registration_source: source,
      terms_accepted_at: input.acceptTerms ? now : null,
      pla_version: input.plaVersion,
      // Stored only if allowed, else the portal home (D-ABUSE-5); handed back at continueRegistration.
      registration_redirect_url: this.redirects.resolve(input.redirectUrl),
      registration_encrypted_duns: input.encryptedDuns ?? '',
    };
    // A registration that never set a password (pending or verified) is replaced by a new one:
    // that is how the user corrects their details, and no one is locked out by an abandoned sign-up.
    const userId = existing?.id ?? `usr-${randomUUID()}`;
    this.db.transaction(() => {
      if (existing) {
        this.db
          .prepare(
            `UPDATE users SET email = @email, first_name = @first_name, last_name = @last_name,
               country_code = @country_code, language_preference = @language_preference,
               phone_number = @phone_number, street = @street, city = @city, state = @state,
               postal_code = @postal_code, registration_source = @registration_source,
               terms_accepted_at = @terms_accepted_at, pla_version = @pla_version,
               registration_redirect_url = @registration_redirect_url,
               registration_encrypted_duns = @registration_encrypted_duns,
               account_status = 'pending', password_hash = ''
             WHERE id = @id`,
          )
          .run({ ...columns, id: userId });
      } else {
        this.db
          .prepare(
            `INSERT INTO users (id, email, first_name, last_name, country_code, language_preference,
               phone_number, password_hash, password_changed_at, created_at, street, city, state,
               postal_code, account_status, registration_source, terms_accepted_at, pla_version,
               registration_redirect_url, registration_encrypted_duns, magento, eb_dashboard, customer_portal)
             VALUES (@id, @email, @first_name, @last_name, @country_code, @language_preference,
               @phone_number, '', 0, @now, @street, @city, @state, @postal_code, 'pending',
               @registration_source, @terms_accepted_at, @pla_version, @registration_redirect_url,
               @registration_encrypted_duns, 0, 1, 1)`,
          )
          .run({ ...columns, id: userId, now });
      }
    })();
    await this.sendCode(userId, email.value, value.firstName);
    return { ok: true, email: email.value, userId };
  }

  /**
   * A new code (and confirm link) for a pending account; the old ones stop working. Unknown and
   * already verified addresses get the same answer and no mail, so resend reveals nothing.
   */
  async resendCode(rawEmail: string): Promise<void> {
    const account = this.account(rawEmail.trim());
    if (account?.account_status !== 'pending') return;
    const { first_name: firstName } = FirstNameRow.only(
      this.db.prepare('SELECT first_name FROM users WHERE id = ?').get(account.id),
    );
    await this.sendCode(account.id, account.email, firstName);
  }

  /**
   * Mails a new code (and confirm link), replacing the old ones, unless the account was already
   * sent mailPerAccountPerHour mails this hour: then nothing changes and nothing is sent, and the
   * caller answers as usual (docs/decisions/abuse-limits.md D-ABUSE-3).
   */
  private async sendCode(userId: string, email: string, firstName: string): Promise<void> {
    const allowed = await this.events.take(
      'account-mail',
      email.toLowerCase(),
      this.mailPerAccountPerHour,
      HOUR_SECONDS,
    );
    if (allowed === undefined) return;
    const code = generateCode();
    const now = this.now();
    const token = newSecretToken();
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO registration_codes (user_id, code_hash, created_at, expires_at, failed_attempts)
           VALUES (?, ?, ?, ?, 0)
           ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
             expires_at = excluded.expires_at, failed_attempts = 0`,
        )
        .run(userId, hashCode(userId, code), now, now + CODE_LIFETIME_MINUTES * 60);
      this.db.prepare('DELETE FROM registration_tokens WHERE user_id = ?').run(userId);
      this.insertToken(userId, 'confirm', token, now);
    })();
    const link = `${this.publicUrl}/confirmRegistration?token=${encodeURIComponent(token)}`;
    await this.sendMail(
      localizedMail('verificationCode', {
        to: email,
        language: this.languageOf(userId),
        kind: 'verification-code',
        values: {
          firstName,
          code,
          minutes: CODE_LIFETIME_MINUTES,
          hours: LINK_LIFETIME_HOURS,
          link,
        },
      }),
    );
  }

  /**
   * Tells an account's owner that someone tried to register with their address (at most once per
   * REGISTRATION_NOTICE_HOURS), so a probe or a mistake does not go unnoticed.
   */
  private async noticeRegistrationAttempt(userId: string, email: string): Promise<void> {
    const allowed = await this.events.take(
      'registration-notice',
      email.toLowerCase(),
      1,
      REGISTRATION_NOTICE_HOURS * HOUR_SECONDS,
    );
    if (allowed === undefined) return;
    const { first_name: firstName } = FirstNameRow.only(
      this.db.prepare('SELECT first_name FROM users WHERE id = ?').get(userId),
    );
    await this.sendMail(
      localizedMail('registrationNotice', {
        to: email,
        language: this.languageOf(userId),
        kind: 'notice',
        values: { firstName, link: `${this.publicUrl}/forgot-password` },
      }),
    );
  }

  private insertToken(
    userId: string,
    purpose: 'confirm' | 'continue',
    token: string,
    now: number,
  ): void {
    this.db
      .prepare(
        'INSERT INTO registration_tokens (token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(hashToken(token), userId, purpose, now, now + LINK_LIFETIME_HOURS * 3600);
  }

  async verifyCode(rawEmail: string, rawCode: string): Promise<VerifyOutcome> {
    const account = this.account(rawEmail.trim());
    const row =
      account?.account_status === 'pending'
        ? CodeRow.one(
            this.db
              .prepare(
                'SELECT code_hash, expires_at, failed_attempts FROM registration_codes WHERE user_id = ?',
              )
              .get(account.id),
          )
        : undefined;
    if (!account || !row) return refused({ kind: 'codeInvalid' });
    if (row.failed_attempts >= CODE_MAX_WRONG_TRIES) {
      return refused({ kind: 'codeTriesExceeded' });
    }
    if (row.expires_at <= this.now()) return refused({ kind: 'codeExpired' });
    const presented = Buffer.from(hashCode(account.id, rawCode.replace(/\s+/g, '')));
    const expected = Buffer.from(row.code_hash);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      this.db
        .prepare(
          'UPDATE registration_codes SET failed_attempts = failed_attempts + 1 WHERE user_id = ?',
        )
        .run(account.id);
      return refused({ kind: 'codeInvalid' });
    }
    return this.markVerified(account);
  }

  /** The confirm link mailed with the code: verifies the email like the code does. */
  async confirmRegistration(token: string): Promise<VerifyOutcome> {
    const found = this.liveToken(token, 'confirm');
    const account =
      found &&
      AccountRow.one(
        this.db
          .prepare(
            'SELECT id, email, account_status, registration_redirect_url, password_hash FROM users WHERE id = ?',
          )
          .get(found),
      );
    if (!account || account.account_status !== 'pending') return refused({ kind: 'linkExpired' });
    return this.markVerified(account);
  }

  private liveToken(token: string, purpose: 'confirm' | 'continue'): string | undefined {
    const row = SingleUseTokenRow.one(
      this.db
        .prepare(
          'SELECT user_id, expires_at, used_at FROM registration_tokens WHERE token_hash = ? AND purpose = ?',
        )
        .get(hashToken(token), purpose),
    );
    return row && row.used_at === null && row.expires_at > this.now() ? row.user_id : undefined;
  }

  private async markVerified(account: AccountRow): Promise<VerifyOutcome> {
    const token = newSecretToken();
    const now = this.now();
    this.db.transaction(() => {
      this.db.prepare("UPDATE users SET account_status = 'verified' WHERE id = ?").run(account.id);
      this.db.prepare('DELETE FROM registration_codes WHERE user_id = ?').run(account.id);
      this.db.prepare('DELETE FROM registration_tokens WHERE user_id = ?').run(account.id);
      this.insertToken(account.id, 'continue', token, now);
    })();
    const continueUrl = `${this.publicUrl}/continueRegistration?token=${encodeURIComponent(token)}`;
    await this.sendMail(
      localizedMail('continueRegistration', {
        to: account.email,
        language: this.languageOf(account.id),
        kind: 'continue-registration',
        values: { hours: LINK_LIFETIME_HOURS, link: continueUrl },
      }),
    );
    return { ok: true, continueUrl, token };
  }

  async continueRegistration(
    token: string,
    password: string,
    retypePassword: string,
  ): Promise<ContinueOutcome> {
    const userId = this.liveToken(token, 'continue');
    const account =
      userId &&
      AccountRow.one(
        this.db
          .prepare(
            'SELECT id, email, account_status, registration_redirect_url, password_hash FROM users WHERE id = ?',
          )
          .get(userId),
      );
    if (!account || account.account_status !== 'verified') return refused({ kind: 'linkExpired' });
    if (password !== retypePassword) return invalidField(PASSWORD_ERRORS.retypeMismatch);
    if (unmetPasswordRules(password).length > 0) return refused({ kind: 'passwordPolicy' });
    const passwordHash = await hashPassword(password);
    const now = this.now();
    const activated = this.db.transaction(() => {
      // The link is spent in the same transaction that sets the password: two racing requests
      // cannot both use it.
      const spent = this.db
        .prepare(
          'UPDATE registration_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
        )
        .run(now, hashToken(token));
      if (spent.changes !== 1) return false;
      this.db
        .prepare(
          `UPDATE users SET password_hash = ?, password_changed_at = ?, password_is_temporary = 0,
             account_status = 'active' WHERE id = ?`,
        )
        .run(passwordHash, now, account.id);
      return true;
    })();
    if (!activated) return refused({ kind: 'linkExpired' });
    return {
      ok: true,
      email: account.email,
      // Checked again: a target stored before the allow-list existed is not handed back as it is.
      redirectUrl: this.redirects.resolve(account.registration_redirect_url),
      userId: account.id,
    };
  }
}
