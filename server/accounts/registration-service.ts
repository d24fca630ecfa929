import { randomUUID } from 'node:crypto';
import { epochSeconds, type Clock } from '../clock';
import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { RedirectAllowList } from '../http/redirect-allow-list';
import { AbuseEvents } from './abuse-events';
import type { AccountStores } from './account-stores';
import { RegistrationConfirmation } from './registration-confirmation';
import {
  invalidField,
  refused,
  type CodeOutcome,
  type ContinueOutcome,
  type RegisterOutcome,
  type VerifyOutcome,
} from './registration-outcomes';
import type {
  RegistrationDetails,
  RegistrationRepository,
  RegistrationSource,
} from './registration-repository';
import { checkEmail, checkPersonFields, REQUIRED_FIELDS } from './registration-rules';
import { VerificationMail, type SendMail } from './verification-mail';
import { resolveCountry } from '../../src/domain/locale/country';
import { supportedLocaleOrDefault } from '../../src/domain/locale/locale';

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

/** How often a registration looks its address up again after losing a race for it. */
const REGISTRATION_ATTEMPTS = 2;

/**
 * Registration (spec §2, §3, §5): the sign-up and its resend here, the verification mails in
 * VerificationMail, and the code, confirm and continue steps in RegistrationConfirmation.
 */
export class RegistrationService {
  private readonly registrations: RegistrationRepository;
  private readonly redirects: RedirectAllowList;
  private readonly mail: VerificationMail;
  private readonly confirmation: RegistrationConfirmation;

  constructor(
    stores: Pick<AccountStores, 'registrations' | 'abuseEvents'>,
    private readonly clock: Clock,
    sendMail: SendMail,
    publicUrl: string,
    options: RegistrationOptions = {},
  ) {
    this.registrations = stores.registrations;
    this.redirects = options.redirects ?? new RedirectAllowList(publicUrl);
    this.mail = new VerificationMail(
      stores.registrations,
      new AbuseEvents(stores.abuseEvents, clock),
      clock,
      sendMail,
      publicUrl,
      options.mailPerAccountPerHour ?? DEFAULT_ABUSE_LIMITS.mailPerAccountPerHour,
    );
    this.confirmation = new RegistrationConfirmation(
      stores.registrations,
      clock,
      sendMail,
      publicUrl,
      this.redirects,
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
    const now = epochSeconds(this.clock);
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
        await this.mail.noticeRegistrationAttempt(existing);
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
        await this.mail.sendCode({ ...details, id: userId });
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
    await this.mail.sendCode(account);
  }

  verifyCode(rawEmail: string, rawCode: string): Promise<CodeOutcome> {
    return this.confirmation.verifyCode(rawEmail, rawCode);
  }

  confirmRegistration(token: string): Promise<VerifyOutcome> {
    return this.confirmation.confirmRegistration(token);
  }

  continueRegistration(
    token: string,
    password: string,
    retypePassword: string,
  ): Promise<ContinueOutcome> {
    return this.confirmation.continueRegistration(token, password, retypePassword);
  }
}
