import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { epochSeconds, type Clock } from '../clock';
import type { QueryLayer } from '../db/query-layer';
import { dunsApplicationReceived, dunsNumberIssued } from '../notifications/notification-events';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import type { DirectoryIn } from './directory-repository';

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

interface ApplicationRow {
  readonly caseId: string;
  readonly userId: string;
  readonly businessName: string;
  readonly zipCode: string;
  readonly submittedAt: number;
  readonly duns: string | null;
}

/** Free DUNS applications, one per user; their status is derived from the server clock. */
export class DunsApplications {
  constructor(
    private readonly db: QueryLayer,
    private readonly clock: Clock,
    private readonly directoryIn: DirectoryIn,
  ) {}

  /** The user's application, started now if there is none; issued when its time has come. */
  async startOrGet(userId: string, details: ApplicationDetails): Promise<DunsApplication> {
    const now = epochSeconds(this.clock);
    await this.db.transaction().execute(async (trx) => {
      const started = await trx
        .insertInto('gad_duns_applications')
        .values({
          case_id: `DFC-${randomUUID()}`,
          user_id: userId,
          flow: details.flow,
          business_name: details.businessName?.trim() ?? '',
          zip_code: details.zipCode ?? '',
          submitted_at: now,
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      if (started.numInsertedOrUpdatedRows === 1n) {
        await new SqlNotificationRepository(trx).add(userId, dunsApplicationReceived(), now);
      }
    });
    const application = await this.find(userId);
    if (!application) throw new Error('the DUNS application was not stored');
    return application;
  }

  /** The user's application if any, brought up to date with the clock. */
  async find(userId: string): Promise<DunsApplication | undefined> {
    const row = await this.row(this.db, userId);
    if (!row) return undefined;
    const now = epochSeconds(this.clock);
    const status = row.duns === null ? applicationStatusAt(row.submittedAt, now) : 'issued';
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
    const waiting = await this.db
      .selectFrom('gad_duns_applications')
      .select('user_id')
      .where('duns', 'is', null)
      .execute();
    let issued = 0;
    for (const { user_id } of waiting) {
      if ((await this.find(user_id))?.status === 'issued') issued += 1;
    }
    return issued;
  }

  private async row(db: QueryLayer, userId: string): Promise<ApplicationRow | undefined> {
    return db
      .selectFrom('gad_duns_applications')
      .select([
        'case_id as caseId',
        'user_id as userId',
        'business_name as businessName',
        'zip_code as zipCode',
        'submitted_at as submittedAt',
        'duns',
      ])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Allocates a new DUNS number, creates the company, links it to the applicant as director. */
  private async issue(row: ApplicationRow, now: number): Promise<string> {
    return this.db.transaction().execute(async (trx): Promise<string> => {
      // Only one of two processes issuing at once claims the row; the other waits for its commit
      // and answers the number it issued, so one company, one notification and one mail result.
      const claimed = await trx
        .updateTable('gad_duns_applications')
        .set({ issued_at: now })
        .where('case_id', '=', row.caseId)
        .where('duns', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) {
        const issued = (await this.row(trx, row.userId))?.duns;
        if (issued === undefined || issued === null)
          throw new Error('the DUNS application is gone');
        return issued;
      }
      const dunsNumber = await this.unusedDuns(trx);
      const user = await trx
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', row.userId)
        .executeTakeFirst();
      const businessName =
        row.businessName !== ''
          ? row.businessName
          : `${user?.first_name ?? ''} ${user?.last_name ?? ''}`.trim();
      const place =
        row.zipCode === ''
          ? undefined
          : await trx
              .selectFrom('gad_directory')
              .select(['city', 'state'])
              .where('zip_code', '=', row.zipCode)
              .limit(1)
              .executeTakeFirst();
      await trx
        .insertInto('companies')
        .values({
          duns: dunsNumber,
          business_name: businessName,
          trade_name: businessName,
          street_address: '',
          town: place?.city ?? '',
          territory: place?.state ?? '',
          postal_code: row.zipCode,
          country_code: 'US',
        })
        .execute();
      await trx
        .insertInto('user_companies')
        .values({ user_id: row.userId, duns: dunsNumber, role: 'director' })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'duns']).doUpdateSet({ role: 'director' }),
        )
        .execute();
      if (row.zipCode !== '') {
        await this.directoryIn(trx).add({
          dunsNumber,
          businessName,
          tradeName: businessName,
          streetAddress: '',
          city: place?.city ?? '',
          state: place?.state ?? '',
          zipCode: row.zipCode,
        });
      }
      await trx
        .updateTable('gad_duns_applications')
        .set({ duns: dunsNumber, issued_at: now })
        .where('case_id', '=', row.caseId)
        .execute();
      // Spec §4 "the number emailed after validation": the mail is recorded with the
      // notification, in this transaction, and sent once it is done (NotificationMail, D-NOTIF-9).
      await new SqlNotificationRepository(trx).add(
        row.userId,
        dunsNumberIssued({ dunsNumber, businessName }),
        now,
        { mail: 'dunsNumberIssued' },
      );
      return dunsNumber;
    });
  }

  private async unusedDuns(db: QueryLayer): Promise<string> {
    for (;;) {
      const candidate = String(randomInt(100_000_000, 1_000_000_000));
      const inUse = await db
        .selectFrom('companies')
        .select('duns')
        .where('duns', '=', candidate)
        .unionAll(db.selectFrom('gad_directory').select('duns').where('duns', '=', candidate))
        .executeTakeFirst();
      if (inUse === undefined) return candidate;
    }
  }
}

/** Moves every application not yet issued back by `days` calendar days (npm run demo:advance). */
export const advanceApplications = async (db: QueryLayer, days: number): Promise<number> => {
  const moved = await db
    .updateTable('gad_duns_applications')
    .set({ submitted_at: sql<number>`submitted_at - ${Math.round(days * DAY)}` })
    .where('duns', 'is', null)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
};
