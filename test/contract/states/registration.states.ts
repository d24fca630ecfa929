import { sqlAccountStores } from '../../../server/accounts/sql-account-stores';
import { randomUUID } from 'node:crypto';
import {
  RegistrationService,
  type RegistrationInput,
} from '../../../server/accounts/registration-service';
import { systemClock } from '../../../server/clock';
import type { QueryLayer } from '../../../server/db/query-layer';
import type { OutgoingMail } from '../../../server/mail/mailer';
import { ProviderStateValues } from '../provider-states';
import {
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

/** The addresses the registration contracts use (none is a seeded persona). */
export const REGISTRANT_EMAILS = {
  new: 'new.registrant@example.com',
  pending: 'pending.registrant@example.com',
  active: 'us.owner@example.com',
} as const;

/** Provider states of the registration calls, named once for the consumer tests and the verification. */
export const RegistrationStates = {
  /**
   * new.registrant@example.com has no active account (at most a pending registration, which a new
   * registration replaces), so registering it succeeds. Nothing to set up on a fresh database.
   */
  EMAIL_NOT_REGISTERED: 'no active account is registered for new.registrant@example.com',
  /** The seeded persona us.owner@example.com has an active account: registering it again is a 409. */
  EMAIL_HAS_ACTIVE_ACCOUNT: 'us.owner@example.com has an active account',
  /**
   * pending.registrant@example.com has just registered (RegistrationService.register) and was
   * mailed a code and a confirm link: the handler returns them as `verificationCode` and
   * `confirmToken`.
   */
  REGISTRATION_AWAITS_CODE:
    'a registration for pending.registrant@example.com awaits its mailed code',
  /**
   * A new registrant (a fresh address each time) has verified their email with the mailed code:
   * the handler returns the unused continue-registration token as `continueToken`.
   */
  REGISTRATION_VERIFIED: 'a registrant has verified their email and holds an unused continue link',
  /** The registration link presented is unknown (as an expired or used one: 410). Nothing to set up. */
  REGISTRATION_LINK_EXPIRED: 'the registration link is unknown, used or expired',
} as const;

/** A registrant's details, as the registration form sends them. */
const registrant = (email: string): RegistrationInput => ({
  firstName: 'Jordan',
  lastName: 'Lee',
  email,
  street: '100 Market Street',
  city: 'Berkeley Heights',
  state: 'NJ',
  postalCode: '07078',
  phoneNumber: '9735550142',
  language: 'en-us',
  country: 'US',
  countryId: 'US',
  acceptTerms: true,
  redirectUrl: '',
  encryptedDuns: '',
  plaVersion: 1,
});

const mailed = (mails: readonly OutgoingMail[], pattern: RegExp): string => {
  const found = mails
    .map((mail) => pattern.exec(mail.text)?.[1])
    .find((value) => value !== undefined);
  if (found === undefined) throw new Error(`no mail the provider sent matches ${String(pattern)}`);
  return decodeURIComponent(found);
};

/** The backend's own RegistrationService on the provider's database, its mails kept in `mails`. */
export const registrationService = (
  provider: ProviderUnderTest,
  db: QueryLayer,
  mails: OutgoingMail[],
): RegistrationService =>
  new RegistrationService(
    sqlAccountStores(db),
    systemClock,
    (mail) => {
      mails.push(mail);
      return Promise.resolve();
    },
    provider.issuer.replace(/\/oidc$/, ''),
    // Setting up a state re-registers the same address for each interaction that uses it; the
    // hourly mail cap (tested in test/server/abuse-limits.test.ts) must not stop the set-up.
    { mailPerAccountPerHour: Number.MAX_SAFE_INTEGER },
  );

/** Registers `email` as the portal does and answers the code and confirm token the provider mailed. */
const registerPending = (provider: ProviderUnderTest, email: string) =>
  withProviderDbAsync(provider, async (db) => {
    const mails: OutgoingMail[] = [];
    const outcome = await registrationService(provider, db, mails).register(
      registrant(email),
      'portal',
    );
    if (!outcome.ok) throw new Error(`could not register ${email}: ${outcome.refusal.kind}`);
    return {
      code: mailed(mails, /verification code is ([A-Z0-9]+)/),
      confirmToken: mailed(mails, /confirmRegistration\?token=(\S+)/),
    };
  });

/** How the reference backend sets up each state of `RegistrationStates`. */
export const registrationStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => ({
  [RegistrationStates.EMAIL_NOT_REGISTERED]: () => Promise.resolve(undefined),
  [RegistrationStates.EMAIL_HAS_ACTIVE_ACCOUNT]: () => Promise.resolve(undefined),
  [RegistrationStates.REGISTRATION_AWAITS_CODE]: async () => {
    const { code, confirmToken } = await registerPending(provider, REGISTRANT_EMAILS.pending);
    return {
      [ProviderStateValues.verificationCode]: code,
      [ProviderStateValues.confirmToken]: confirmToken,
    };
  },
  [RegistrationStates.REGISTRATION_VERIFIED]: async () => {
    // A fresh address each time: continueRegistration activates it, and an active account cannot register again.
    const email = `registrant-${randomUUID()}@example.com`;
    const { code } = await registerPending(provider, email);
    const verified = await withProviderDbAsync(provider, (db) =>
      registrationService(provider, db, []).verifyCode(email, code),
    );
    if (!verified.ok) throw new Error(`could not verify ${email}: ${verified.refusal.kind}`);
    if ('activeEmail' in verified) throw new Error(`${email} had a password already`);
    return { [ProviderStateValues.continueToken]: verified.token };
  },
  [RegistrationStates.REGISTRATION_LINK_EXPIRED]: () => Promise.resolve(undefined),
});
