import { randomInt, randomUUID } from 'node:crypto';
import { Type, type Static } from 'typebox';
import { epochSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { dunsApplicationReceived, dunsNumberIssued } from '../notifications/notification-events';
import { NotificationStore } from '../notifications/notification-store';
import { addToDirectory } from './company-directory';

export type DunsApplicationStatus = 'pending' | 'processing' | 'issued';

/**
 * How a free DUNS application moves on (spec §9: "takes up to 30 business days"), measured in
 * business time: only Monday–Friday (UTC) counts, weekends do not, public holidays are ignored.
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

export const applicationStatusAt = (submittedAt: number, now: number): DunsApplicationStatus => {
  const days = businessDaysElapsed(submittedAt, now);
  if (days < PROCESSING_AFTER_BUSINESS_DAYS) return 'pending';
  if (days < ISSUED_AFTER_BUSINESS_DAYS) return 'processing';
  return 'issued';
};

export interface DunsApplication {
  readonly caseId: string;
  readonly status: DunsApplicationStatus;
  /** Epoch seconds. */
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

const ApplicationRow = rowShape(
  'ApplicationRow',
  Type.Object({
    case_id: Type.String(),
    user_id: Type.String(),
    business_name: Type.String(),
    zip_code: Type.String(),
    submitted_at: Type.Integer(),
    duns: Type.Union([Type.String(), Type.Null()]),
  }),
);
type ApplicationRow = Static<typeof ApplicationRow.schema>;
const WaitingRow = rowShape('WaitingRow', Type.Object({ user_id: Type.String() }));
const ApplicantNameRow = rowShape(
  'ApplicantNameRow',
  Type.Object({ first_name: Type.String(), last_name: Type.String() }),
);
const PlaceRow = rowShape('PlaceRow', Type.Object({ city: Type.String(), state: Type.String() }));

/** Free DUNS applications, one per user; their status is derived from the server clock. */
export class DunsApplications {
  private readonly notifications: NotificationStore;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.notifications = new NotificationStore(db, clock);
  }

  /** The user's application, started now if there is none; issued when its time has come. */
  startOrGet(userId: string, details: ApplicationDetails): DunsApplication {
    this.db.transaction(() => {
      const started = this.db
        .prepare(
          `INSERT OR IGNORE INTO gad_duns_applications (case_id, user_id, flow, business_name, zip_code, submitted_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          `DFC-${randomUUID()}`,
          userId,
          details.flow,
          details.businessName?.trim() ?? '',
          details.zipCode ?? '',
          epochSeconds(this.clock),
        ).changes;
      if (started === 1) this.notifications.add(userId, dunsApplicationReceived());
    })();
    const application = this.find(userId);
    if (!application) throw new Error('the DUNS application was not stored');
    return application;
  }

  /** The user's application if any, brought up to date with the clock. */
  find(userId: string): DunsApplication | undefined {
    const row = this.row(userId);
    if (!row) return undefined;
    const now = epochSeconds(this.clock);
    const status = row.duns === null ? applicationStatusAt(row.submitted_at, now) : 'issued';
    const dunsNumber = status === 'issued' ? (row.duns ?? this.issue(row, now)) : undefined;
    return {
      caseId: row.case_id,
      status,
      submittedAt: row.submitted_at,
      businessName: row.business_name,
      zipCode: row.zip_code,
      ...(dunsNumber === undefined ? {} : { dunsNumber }),
    };
  }

  /**
   * Issues every application whose time has come (as `find` does for one user), so their users
   * are notified without visiting the application first; answers how many were issued.
   */
  issueDue(): number {
    const waiting = WaitingRow.all(
      this.db.prepare('SELECT user_id FROM gad_duns_applications WHERE duns IS NULL').all(),
    );
    return waiting.filter(({ user_id }) => this.find(user_id)?.status === 'issued').length;
  }

  private row(userId: string): ApplicationRow | undefined {
    return ApplicationRow.one(
      this.db
        .prepare(
          `SELECT case_id, user_id, business_name, zip_code, submitted_at, duns
           FROM gad_duns_applications WHERE user_id = ?`,
        )
        .get(userId),
    );
  }

  /** Allocates a new DUNS number, creates the company, links it to the applicant as director. */
  private issue(row: ApplicationRow, now: number): string {
    return this.db.transaction((): string => {
      const current = this.row(row.user_id);
      if (current?.duns) return current.duns;
      const dunsNumber = this.unusedDuns();
      const user = ApplicantNameRow.one(
        this.db.prepare('SELECT first_name, last_name FROM users WHERE id = ?').get(row.user_id),
      );
      const businessName =
        row.business_name !== ''
          ? row.business_name
          : `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
      const place =
        row.zip_code === ''
          ? undefined
          : PlaceRow.one(
              this.db
                .prepare('SELECT city, state FROM gad_directory WHERE zip_code = ? LIMIT 1')
                .get(row.zip_code),
            );
      this.db
        .prepare(
          `INSERT INTO companies (duns, business_name, trade_name, street_address, town, territory, postal_code, country_code)
           VALUES (?, ?, ?, '', ?, ?, ?, 'US')`,
        )
        .run(
          dunsNumber,
          businessName,
          businessName,
          place?.city ?? '',
          place?.state ?? '',
          row.zip_code,
        );
      this.db
        .prepare(
          `INSERT OR REPLACE INTO user_companies (user_id, duns, role) VALUES (?, ?, 'director')`,
        )
        .run(row.user_id, dunsNumber);
      if (row.zip_code !== '') {
        addToDirectory(this.db, {
          dunsNumber,
          businessName,
          tradeName: businessName,
          streetAddress: '',
          city: place?.city ?? '',
          state: place?.state ?? '',
          zipCode: row.zip_code,
        });
      }
      this.db
        .prepare('UPDATE gad_duns_applications SET duns = ?, issued_at = ? WHERE case_id = ?')
        .run(dunsNumber, now, row.case_id);
      // Spec §4 "the number emailed after validation": the mail is recorded with the
      // notification, in this transaction, and sent once it is done (NotificationMail, D-NOTIF-9).
      this.notifications.add(row.user_id, dunsNumberIssued({ dunsNumber, businessName }), {
        mail: 'dunsNumberIssued',
      });
      return dunsNumber;
    })();
  }

  private unusedDuns(): string {
    const inUse = this.db.prepare(
      'SELECT 1 FROM companies WHERE duns = @duns UNION ALL SELECT 1 FROM gad_directory WHERE duns = @duns',
    );
    for (;;) {
      const candidate = String(randomInt(100_000_000, 1_000_000_000));
      if (inUse.get({ duns: candidate }) === undefined) return candidate;
    }
  }
}

/** Moves every application not yet issued back by `days` calendar days (npm run demo:advance). */
export const advanceApplications = (db: Db, days: number): number =>
  db
    .prepare('UPDATE gad_duns_applications SET submitted_at = submitted_at - ? WHERE duns IS NULL')
    .run(Math.round(days * DAY)).changes;
