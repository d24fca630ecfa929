import { randomInt, randomUUID } from 'node:crypto';
import { epochSeconds, type Clock } from '../clock';
import { dunsApplicationReceived, dunsNumberIssued } from '../notifications/notification-events';
import type { DunsApplicationRepository, StoredApplication } from './duns-application-repository';

/** notComplete: started without a ZIP Code and not submitted (D-API-15); then by the clock. */
export type DunsApplicationStatus = 'notComplete' | 'pending' | 'processing' | 'issued';

/**
 * How a submitted free DUNS application moves on (spec §9: "takes up to 30 business days"),
 * measured in business time: only Monday–Friday (UTC) counts, weekends do not, public holidays are
 * ignored.
 * - pending: during the first business day after submission (less than 1 business day elapsed);
 * - processing: from 1 business day until 30 business days have elapsed;
 * - issued: once 30 business days have elapsed; a DUNS number is then allocated and the company
 *   linked to the applicant as 'director'.
 */
export const PROCESSING_AFTER_BUSINESS_DAYS = 1;
export const ISSUED_AFTER_BUSINESS_DAYS = 30;

const DAY = 86_400;

/** Seconds between two instants (epoch seconds) that fall on a weekday (UTC). */
export const businessSecondsBetween = (from: number, to: number): number => {
  let total = 0;
  if (to <= from) return 0;
  for (let dayStart = Math.floor(from / DAY) * DAY; dayStart < to; dayStart += DAY) {
    const weekday = new Date(dayStart * 1000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    total += Math.min(to, dayStart + DAY) - Math.max(from, dayStart);
  }
  return total;
};

export const businessDaysElapsed = (submittedAt: number, now: number): number =>
  Math.floor(businessSecondsBetween(submittedAt, now) / DAY);

export const applicationStatusAt = (
  submittedAt: number,
  now: number,
): Exclude<DunsApplicationStatus, 'notComplete'> => {
  const days = businessDaysElapsed(submittedAt, now);
  if (days < PROCESSING_AFTER_BUSINESS_DAYS) return 'pending';
  if (days < ISSUED_AFTER_BUSINESS_DAYS) return 'processing';
  return 'issued';
};

/** A stored application's status now: issued once it has a number, else by completeness and time. */
const statusOf = (application: StoredApplication, now: number): DunsApplicationStatus => {
  if (application.duns !== null) return 'issued';
  return application.complete ? applicationStatusAt(application.submittedAt, now) : 'notComplete';
};

export interface DunsApplication {
  readonly caseId: string;
  readonly status: DunsApplicationStatus;
  /** Epoch seconds: when it was submitted, or started while it is not complete. */
  readonly submittedAt: number;
  readonly businessName: string;
  readonly zipCode: string;
  readonly dunsNumber?: string;
}

export interface ApplicationDetails {
  readonly flow: string;
  readonly businessName?: string;
  readonly zipCode?: string;
}

/**
 * Free DUNS applications, one per user. One is submitted once it has a ZIP Code, which places the
 * company the number is for; started without one, it is kept, not complete, until applying again
 * with a ZIP Code completes it (D-API-15). A submitted one's status follows the server clock.
 */
export class DunsApplications {
  constructor(
    private readonly applications: DunsApplicationRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The user's application, started now if there is none, and submitted now if it was not
   * complete and `details` complete it; issued when its time has come.
   */
  async startOrGet(userId: string, details: ApplicationDetails): Promise<DunsApplication> {
    const now = epochSeconds(this.clock);
    const businessName = details.businessName?.trim() ?? '';
    const zipCode = details.zipCode ?? '';
    const completes = zipCode !== '';
    await this.applications.startUnlessStarted(
      {
        caseId: `DFC-${randomUUID()}`,
        userId,
        flow: details.flow,
        businessName,
        zipCode,
        submittedAt: now,
        complete: completes,
      },
      completes ? dunsApplicationReceived() : undefined,
    );
    const application = await this.find(userId);
    if (!application) throw new Error('the DUNS application was not stored');
    if (application.status !== 'notComplete' || !completes) return application;
    // A name given now replaces the one given at the start; none given keeps it.
    await this.applications.complete(
      application.caseId,
      { businessName: businessName === '' ? application.businessName : businessName, zipCode },
      now,
      dunsApplicationReceived(),
    );
    return (await this.find(userId)) ?? application;
  }

  /** The user's application if any, brought up to date with the clock. */
  async find(userId: string): Promise<DunsApplication | undefined> {
    const row = await this.applications.find(userId);
    if (!row) return undefined;
    const now = epochSeconds(this.clock);
    const status = statusOf(row, now);
    const dunsNumber = status === 'issued' ? (row.duns ?? (await this.issue(row, now))) : undefined;
    return {
      caseId: row.caseId,
      status,
      submittedAt: row.submittedAt,
      businessName: row.businessName,
      zipCode: row.zipCode,
      ...(dunsNumber === undefined ? {} : { dunsNumber }),
    };
  }

  /**
   * Issues every application whose time has come (as `find` does for one user), so their users
   * are notified without visiting the application first; answers how many were issued.
   */
  async issueDue(): Promise<number> {
    let issued = 0;
    for (const userId of await this.applications.waitingUserIds()) {
      if ((await this.find(userId))?.status === 'issued') issued += 1;
    }
    return issued;
  }

  /**
   * Moves every submitted application not yet issued back by `days` calendar days (npm run
   * demo:advance); one not complete waits for its ZIP Code, not for time.
   */
  moveBack(days: number): Promise<number> {
    return this.applications.moveBack(days * DAY);
  }

  /**
   * A new DUNS number, a company named as applied for (or after the applicant when the name was
   * left empty), linked to the applicant as director; the number is mailed (spec §4 "the number
   * emailed after validation").
   */
  private issue(application: StoredApplication, now: number): Promise<string> {
    return this.applications.issue(application, {
      now,
      candidateDuns: () => String(randomInt(100_000_000, 1_000_000_000)),
      companyName: ({ firstName, lastName }) =>
        application.businessName !== ''
          ? application.businessName
          : `${firstName} ${lastName}`.trim(),
      notice: dunsNumberIssued,
      mail: 'dunsNumberIssued',
    });
  }
}
