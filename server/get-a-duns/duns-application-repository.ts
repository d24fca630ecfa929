import type { MailTemplate } from '../mail/localized-mail';
import type { Company } from '../notifications/notification-events';
import type { NotificationDraft } from '../notifications/notification-repository';

/** A free DUNS application as stored: one per user, a DUNS number once issued. */
export interface StoredApplication {
  readonly caseId: string;
  readonly userId: string;
  readonly businessName: string;
  readonly zipCode: string;
  /** Epoch seconds: when it was submitted, or, while it is not complete, started. */
  readonly submittedAt: number;
  /** False while it was started without a ZIP Code and is not submitted (D-API-15). */
  readonly complete: boolean;
  readonly duns: string | null;
}

/** What completes an application started without a ZIP Code. */
export interface CompletingDetails {
  readonly businessName: string;
  readonly zipCode: string;
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
  /**
   * Stores the application unless the user has one, recording `received` with it when there is
   * one (a complete application's); true if stored.
   */
  startUnlessStarted(
    start: ApplicationStart,
    received: NotificationDraft | undefined,
  ): Promise<boolean>;
  /**
   * Submits the application `caseId` if it is not complete: its details, submitted at
   * `submittedAt` (epoch seconds), with `received` recorded in the same transaction. True if it
   * was not complete (another process may have completed it first).
   */
  complete(
    caseId: string,
    details: CompletingDetails,
    submittedAt: number,
    received: NotificationDraft,
  ): Promise<boolean>;
  find(userId: string): Promise<StoredApplication | undefined>;
  /** The users whose application is submitted and has no DUNS number yet. */
  waitingUserIds(): Promise<readonly string[]>;
  /**
   * Issues the application in one transaction: claims it (when another process claimed it first,
   * answers the number that one issued), takes an unused DUNS number, creates the company in the
   * ZIP Code's city and state, links it to the applicant as director, lists it in the directory
   * and records the notice with its mail. Answers the DUNS number.
   */
  issue(application: StoredApplication, issuance: Issuance): Promise<string>;
  /**
   * Moves every submitted application not yet issued `seconds` into the past (demo:advance); how
   * many. One not complete does not move on with time, so it is left as it is.
   */
  moveBack(seconds: number): Promise<number>;
}
