import { sql } from 'kysely';
import type { QueryLayer } from '../db/query-layer';
import type { NotificationDraft } from '../notifications/notification-repository';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import type {
  ApplicationStart,
  CompletingDetails,
  DunsApplicationRepository,
  Issuance,
  StoredApplication,
} from './duns-application-repository';
import type { DirectoryIn } from './directory-repository';

const findIn = async (db: QueryLayer, userId: string): Promise<StoredApplication | undefined> => {
  const row = await db
    .selectFrom('gad_duns_applications')
    .select([
      'case_id as caseId',
      'user_id as userId',
      'business_name as businessName',
      'zip_code as zipCode',
      'submitted_at as submittedAt',
      'complete',
      'duns',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { ...row, complete: row.complete === 1 };
};

const unusedDuns = async (db: QueryLayer, candidate: () => string): Promise<string> => {
  for (;;) {
    const duns = candidate();
    const inUse = await db
      .selectFrom('companies')
      .select('duns')
      .where('duns', '=', duns)
      .unionAll(db.selectFrom('gad_directory').select('duns').where('duns', '=', duns))
      .executeTakeFirst();
    if (inUse === undefined) return duns;
  }
};

/** The DUNS applications over the query layer, on either engine (D-STORE-10, D-STORE-13). */
export class SqlDunsApplicationRepository implements DunsApplicationRepository {
  constructor(
    private readonly db: QueryLayer,
    private readonly directoryIn: DirectoryIn,
  ) {}

  async startUnlessStarted(
    start: ApplicationStart,
    received: NotificationDraft | undefined,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const started = await trx
        .insertInto('gad_duns_applications')
        .values({
          case_id: start.caseId,
          user_id: start.userId,
          flow: start.flow,
          business_name: start.businessName,
          zip_code: start.zipCode,
          submitted_at: start.submittedAt,
          complete: start.complete ? 1 : 0,
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      if (started.numInsertedOrUpdatedRows !== 1n) return false;
      if (received !== undefined) {
        await new SqlNotificationRepository(trx).add(start.userId, received, start.submittedAt);
      }
      return true;
    });
  }

  async complete(
    caseId: string,
    details: CompletingDetails,
    submittedAt: number,
    received: NotificationDraft,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const completed = await trx
        .updateTable('gad_duns_applications')
        .set({
          business_name: details.businessName,
          zip_code: details.zipCode,
          submitted_at: submittedAt,
          complete: 1,
        })
        .where('case_id', '=', caseId)
        .where('complete', '=', 0)
        .returning('user_id')
        .executeTakeFirst();
      if (completed === undefined) return false;
      await new SqlNotificationRepository(trx).add(completed.user_id, received, submittedAt);
      return true;
    });
  }

  find(userId: string): Promise<StoredApplication | undefined> {
    return findIn(this.db, userId);
  }

  async waitingUserIds(): Promise<readonly string[]> {
    const rows = await this.db
      .selectFrom('gad_duns_applications')
      .select('user_id')
      .where('duns', 'is', null)
      .where('complete', '=', 1)
      .execute();
    return rows.map((row) => row.user_id);
  }

  async issue(application: StoredApplication, issuance: Issuance): Promise<string> {
    const { now } = issuance;
    return this.db.transaction().execute(async (trx): Promise<string> => {
      // Only one of two processes issuing at once claims the row; the other waits for its commit
      // and answers the number it issued, so one company, one notification and one mail result.
      const claimed = await trx
        .updateTable('gad_duns_applications')
        .set({ issued_at: now })
        .where('case_id', '=', application.caseId)
        .where('duns', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) {
        const issued = (await findIn(trx, application.userId))?.duns;
        if (issued === undefined || issued === null)
          throw new Error('the DUNS application is gone');
        return issued;
      }
      const dunsNumber = await unusedDuns(trx, issuance.candidateDuns);
      const user = await trx
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', application.userId)
        .executeTakeFirst();
      const businessName = issuance.companyName({
        firstName: user?.first_name ?? '',
        lastName: user?.last_name ?? '',
      });
      const { zipCode } = application;
      const place =
        zipCode === ''
          ? undefined
          : await trx
              .selectFrom('gad_directory')
              .select(['city', 'state'])
              .where('zip_code', '=', zipCode)
              .limit(1)
              .executeTakeFirst();
      const [city, state] = [place?.city ?? '', place?.state ?? ''];
      await trx
        .insertInto('companies')
        .values({
          duns: dunsNumber,
          business_name: businessName,
          trade_name: businessName,
          street_address: '',
          town: city,
          territory: state,
          postal_code: zipCode,
          country_code: 'US',
        })
        .execute();
      await trx
        .insertInto('user_companies')
        .values({ user_id: application.userId, duns: dunsNumber, role: 'director' })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'duns']).doUpdateSet({ role: 'director' }),
        )
        .execute();
      if (zipCode !== '') {
        const listed = { dunsNumber, businessName, tradeName: businessName, streetAddress: '' };
        await this.directoryIn(trx).add({ ...listed, city, state, zipCode });
      }
      await trx
        .updateTable('gad_duns_applications')
        .set({ duns: dunsNumber, issued_at: now })
        .where('case_id', '=', application.caseId)
        .execute();
      // Recorded in this transaction, mailed once it is done (NotificationMail, D-NOTIF-9).
      await new SqlNotificationRepository(trx).add(
        application.userId,
        issuance.notice({ dunsNumber, businessName }),
        now,
        { mail: issuance.mail },
      );
      return dunsNumber;
    });
  }

  async moveBack(seconds: number): Promise<number> {
    const moved = await this.db
      .updateTable('gad_duns_applications')
      .set({ submitted_at: sql<number>`submitted_at - ${Math.round(seconds)}` })
      .where('duns', 'is', null)
      .where('complete', '=', 1)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows);
  }
}
