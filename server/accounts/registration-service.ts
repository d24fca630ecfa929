import * as E from 'fp-ts/Either';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { digestOf, newSecretToken } from '../auth/secret-tokens';
import { epochSeconds, type Clock } from '../clock';
import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { RedirectAllowList } from '../http/redirect-allow-list';
import { hashPassword } from '../identity/password-hashing';
import { localizedMail } from '../mail/localized-mail';
import type { OutgoingMail } from '../mail/mailer';
import { AbuseEvents } from './abuse-events';
import type { AccountStores } from './account-stores';
import type {
  IssuedSecret,
  RegistrationAccount,
  RegistrationDetails,
  RegistrationRepository,
  RegistrationSource,
} from './registration-repository';
import { resolveCountry } from '../../src/domain/locale/country';
import { supportedLocaleOrDefault } from '../../src/domain/locale/locale';
import {
  checkEmail,
  checkPersonFields,
  REQUIRED_FIELDS,
  type FieldFailure,
} from './registration-rules';
import { validatePasswordPolicy } from '../../src/domain/accounts/password-policy';
import { PASSWORD_ERRORS } from './password-errors';

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

export type { RegistrationSource } from './registration-repository';

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
/** A code's outcome: as VerifyOutcome, or an account that has its password and is now active. */
export type CodeOutcome = VerifyOutcome | { readonly ok: true; readonly activeEmail: string };
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

/** How often a registration looks its address up again after losing a race for it. */
const REGISTRATION_ATTEMPTS = 2;

export class RegistrationService {
  private readonly events: AbuseEvents;
  private readonly registrations: RegistrationRepository;
  private readonly redirects: RedirectAllowList;
  private readonly mailPerAccountPerHour: number;

  constructor(
    stores: Pick<AccountStores, 'registrations' | 'abuseEvents'>,
    private readonly clock: Clock,
    private readonly sendMail: SendMail,
    private readonly publicUrl: string,
    options: RegistrationOptions = {},
  ) {
    this.events = new AbuseEvents(stores.abuseEvents, clock);
    this.registrations = stores.registrations;
    this.redirects = options.redirects ?? new RedirectAllowList(publicUrl);
    this.mailPerAccountPerHour =
      options.mailPerAccountPerHour ?? DEFAULT_ABUSE_LIMITS.mailPerAccountPerHour;
  }

  private now(): number {
    return epochSeconds(this.clock);
  }

  private secret(digest: string, lifetimeSeconds: number): IssuedSecret {
    const now = this.now();
    return { digest, createdAt: now, expiresAt: now + lifetimeSeconds };
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
    const now = this.now();
    const { value } = fields;
    const details: RegistrationDetails = {
      email: email.value,
      firstName: value.firstName,
      lastName: value.lastName,
      countryCode: country,
      languagePreference: supportedLocaleOrDefault(input.language ?? input.languagePreference),
      phoneNumber: value.phoneNumber,
      street: value.street,
      city: value.city,
      state: value.state,
      postalCode: value.postalCode,
      source,
      termsAcceptedAt: input.acceptTerms ? now : null,
      plaVersion: input.plaVersion,
      // Stored only if allowed, else the portal home (D-ABUSE-5); handed back at continueRegistration.
      redirectUrl: this.redirects.resolve(input.redirectUrl),
      encryptedDuns: input.encryptedDuns ?? '',
    };
    for (let attempt = 1; attempt <= REGISTRATION_ATTEMPTS; attempt += 1) {
      const existing = await this.registrations.findByEmail(email.value);
      // An account with a password (set here or by another flow, e.g. a password reset) is taken.
      // Its owner hears of the attempt (at most hourly), since the answer tells the caller too.
      if (existing && (existing.status === 'active' || existing.hasPassword)) {
        await this.noticeRegistrationAttempt(existing);
        return refused({ kind: 'userExists' });
      }
      // A registration that never set a password (pending or verified) is replaced by a new one:
      // that is how the user corrects their details, and no one is locked out by an abandoned
      // sign-up. A write that lost a race for the address (another registration, a password set)
      // looks again.
      const userId = existing?.id ?? `usr-${randomUUID()}`;
      const saved = existing
        ? await this.registrations.restartPending(userId, details)
        : await this.registrations.createPending(userId, details, now);
      if (saved) {
        await this.sendCode({ ...details, id: userId });
        return { ok: true, email: email.value, userId };
      }
    }
    return refused({ kind: 'userExists' });
  }

  /**
   * A new code (and confirm link) for a pending account; the old ones stop working. Unknown and
   * already verified addresses get the same answer and no mail, so resend reveals nothing.
   */
  async resendCode(rawEmail: string): Promise<void> {
    const account = await this.registrations.findByEmail(rawEmail.trim());
    if (account?.status !== 'pending') return;
    await this.sendCode(account);
  }

  /**
   * Mails a new code (and confirm link), replacing the old ones, unless the account was already
   * sent mailPerAccountPerHour mails this hour: then nothing changes and nothing is sent, and the
   * caller answers as usual (docs/decisions/abuse-limits.md D-ABUSE-3).
   */
  private async sendCode(
    account: Pick<RegistrationAccount, 'id' | 'email' | 'firstName' | 'languagePreference'>,
  ): Promise<void> {
    const allowed = await this.events.take(
      'account-mail',
      account.email.toLowerCase(),
      this.mailPerAccountPerHour,
      HOUR_SECONDS,
    );
    if (allowed === undefined) return;
    const code = generateCode();
    const token = newSecretToken();
    await this.registrations.issueCode(
      account.id,
      this.secret(hashCode(account.id, code), CODE_LIFETIME_MINUTES * 60),
      this.secret(hashToken(token), LINK_LIFETIME_HOURS * HOUR_SECONDS),
    );
    const link = `${this.publicUrl}/confirmRegistration?token=${encodeURIComponent(token)}`;
    await this.sendMail(
      localizedMail('verificationCode', {
        to: account.email,
        language: account.languagePreference,
        kind: 'verification-code',
        values: {
          firstName: account.firstName,
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
  private async noticeRegistrationAttempt(account: RegistrationAccount): Promise<void> {
    const allowed = await this.events.take(
      'registration-notice',
      account.email.toLowerCase(),
      1,
      REGISTRATION_NOTICE_HOURS * HOUR_SECONDS,
    );
    if (allowed === undefined) return;
    await this.sendMail(
      localizedMail('registrationNotice', {
        to: account.email,
        language: account.languagePreference,
        kind: 'notice',
        values: { firstName: account.firstName, link: `${this.publicUrl}/forgot-password` },
      }),
    );
  }

  async verifyCode(rawEmail: string, rawCode: string): Promise<CodeOutcome> {
    const account = await this.registrations.findByEmail(rawEmail.trim());
    const stored =
      account?.status === 'pending' ? await this.registrations.findCode(account.id) : undefined;
    if (!account || !stored) return refused({ kind: 'codeInvalid' });
    if (stored.failedAttempts >= CODE_MAX_WRONG_TRIES) {
      return refused({ kind: 'codeTriesExceeded' });
    }
    if (stored.expiresAt <= this.now()) return refused({ kind: 'codeExpired' });
    const presented = Buffer.from(hashCode(account.id, rawCode.replace(/\s+/g, '')));
    const expected = Buffer.from(stored.digest);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      await this.registrations.countWrongCode(account.id);
      return refused({ kind: 'codeInvalid' });
    }
    // An account made with its password (by the provider's staff) needs no first password: the
    // code was all that stopped its sign-in (D-AUTH-8).
    if (account.hasPassword) {
      await this.registrations.activateVerified(account.id);
      return { ok: true, activeEmail: account.email };
    }
    return this.markVerified(account);
  }

  /** The confirm link mailed with the code: verifies the email like the code does. */
  async confirmRegistration(token: string): Promise<VerifyOutcome> {
    const userId = await this.liveLink(token, 'confirm');
    const account = userId === undefined ? undefined : await this.registrations.findById(userId);
    if (account?.status !== 'pending') return refused({ kind: 'linkExpired' });
    return this.markVerified(account);
  }

  private async liveLink(
    token: string,
    purpose: 'confirm' | 'continue',
  ): Promise<string | undefined> {
    const link = await this.registrations.findLink(hashToken(token), purpose);
    return link && link.usedAt === undefined && link.expiresAt > this.now()
      ? link.userId
      : undefined;
  }

  private async markVerified(account: RegistrationAccount): Promise<VerifyOutcome> {
    const token = newSecretToken();
    await this.registrations.markVerified(
      account.id,
      this.secret(hashToken(token), LINK_LIFETIME_HOURS * HOUR_SECONDS),
    );
    const continueUrl = `${this.publicUrl}/continueRegistration?token=${encodeURIComponent(token)}`;
    await this.sendMail(
      localizedMail('continueRegistration', {
        to: account.email,
        language: account.languagePreference,
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
    const userId = await this.liveLink(token, 'continue');
    const account = userId === undefined ? undefined : await this.registrations.findById(userId);
    if (account?.status !== 'verified') return refused({ kind: 'linkExpired' });
    if (password !== retypePassword) return invalidField(PASSWORD_ERRORS.retypeMismatch);
    if (E.isLeft(validatePasswordPolicy(password))) return refused({ kind: 'passwordPolicy' });
    const passwordHash = await hashPassword(password);
    const activated = await this.registrations.activate(
      account.id,
      hashToken(token),
      passwordHash,
      this.now(),
    );
    if (!activated) return refused({ kind: 'linkExpired' });
    return {
      ok: true,
      email: account.email,
      // Checked again: a target stored before the allow-list existed is not handed back as it is.
      redirectUrl: this.redirects.resolve(account.redirectUrl),
      userId: account.id,
    };
  }
}
