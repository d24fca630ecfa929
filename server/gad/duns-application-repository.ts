import type { MailTemplate } from '../mail/localized-mail';
import type { Company } from '../notifications/notification-events';
import type { NotificationDraft } from '../notifications/notification-repository';

/** A free DUNS application as stored: one per user, a DUNS number once issued. */
export interface StoredApplication {
  readonly caseId: string;
  readonly userId: string;
  readonly businessName: string;
  readonly zipCode: string;
  /** Epoch seconds. */
  readonly submittedAt: number;
  readonly duns: string | null;
}

export interface ApplicationStart extends Omit<StoredApplication, 'duns'> {
  readonly flow: string;
}

/** What issuing an application asks of the service: its rules, not its data. */
export interface Issuance {
  /** Epoch seconds. */
  readonly now: number;
  /** A DUNS number to try; asked again while the one it gave is in use. */
  readonly candidateDuns: () => string;
  /** The new company's name, given the applicant's names (empty when the user is gone). */
  readonly companyName: (applicant: {
    readonly firstName: string;
    readonly lastName: string;
  }) => string;
  /** The notification of the number issued, and the mail that goes with it. */
  readonly notice: (company: Company) => NotificationDraft;
  readonly mail: MailTemplate;
}

/** The free DUNS applications (D-API-7), each write with its notification in one transaction. */
export interface DunsApplicationRepository {
  /** Stores the application unless the user has one, recording `received` with it; true if stored. */
  startUnlessStarted(start: ApplicationStart, received: NotificationDraft): Promise<boolean>;
  find(userId: string): Promise<StoredApplication | undefined>;
  /** The users whose application has no DUNS number yet. */
  waitingUserIds(): Promise<readonly string[]>;
  /**
   * Issues the application in one transaction: claims it (when another process claimed it first,
   * answers the number that one issued), takes an unused DUNS number, creates the company in the
   * ZIP Code's city and state, links it to the applicant as director, lists it in the directory
   * and records the notice with its mail. Answers the DUNS number.
   */
  issue(application: StoredApplication, issuance: Issuance): Promise<string>;
  /** Moves every application not yet issued `seconds` into the past (demo:advance); how many. */
  moveBack(seconds: number): Promise<number>;
}
