import type { QueryLayer } from '../db/query-layer';
import type { Company } from '../notifications/notification-events';
import type { NotificationDraft } from '../notifications/notification-repository';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import type { DirectoryIn } from './directory-repository';
import type { Grant, GrantOutcome, GrantRepository } from './grant-repository';

/** The grants over the query layer, on either engine. */
export class SqlGrantRepository implements GrantRepository {
  constructor(
    private readonly db: QueryLayer,
    private readonly directoryIn: DirectoryIn,
  ) {}

  grant(
    grant: Grant,
    notices: (company: Company) => readonly NotificationDraft[],
  ): Promise<GrantOutcome> {
    return this.db.transaction().execute(async (trx): Promise<GrantOutcome> => {
      const company = await this.ensureCompany(trx, grant.dunsNumber);
      if (company === undefined) return 'dunsNotFound';
      const existing = await trx
        .selectFrom('entitlements')
        .select('id')
        .where('user_id', '=', grant.userId)
        .where('duns', '=', grant.dunsNumber)
        .where('app_id', '=', grant.appId)
        .executeTakeFirst();
      if (existing !== undefined) return 'alreadyHeld';
      if (grant.linkCompany) {
        await trx
          .insertInto('user_companies')
          .values({ user_id: grant.userId, duns: grant.dunsNumber, role: 'member' })
          .onConflict((conflict) => conflict.columns(['user_id', 'duns']).doNothing())
          .execute();
      }
      // Another process granting the same product at once inserts first: this one then refuses.
      const inserted = await trx
        .insertInto('entitlements')
        .values({
          user_id: grant.userId,
          duns: grant.dunsNumber,
          app_id: grant.appId,
          product_id: grant.productId,
          product_name: grant.productName,
          status: grant.status,
          pla_accepted: grant.plaAccepted ? 1 : 0,
          trial_ends_at: grant.trialEndsAt,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'duns', 'app_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) return 'alreadyHeld';
      const { origin } = grant;
      await trx
        .insertInto('gad_entitlement_origins')
        .values({
          entitlement_id: inserted.id,
          route: origin.route,
          sales_channel: origin.salesChannel,
          country_id: origin.countryId,
          created_at: origin.createdAt,
        })
        .execute();
      const notifications = new SqlNotificationRepository(trx);
      for (const notice of notices(company)) {
        await notifications.add(grant.userId, notice, origin.createdAt);
      }
      return 'granted';
    });
  }

  /** The company the portal knows by this DUNS, copied from the directory if need be. */
  private async ensureCompany(trx: QueryLayer, dunsNumber: string): Promise<Company | undefined> {
    const known = await trx
      .selectFrom('companies')
      .select('business_name')
      .where('duns', '=', dunsNumber)
      .executeTakeFirst();
    if (known !== undefined) return { dunsNumber, businessName: known.business_name };
    const listed = await this.directoryIn(trx).find(dunsNumber);
    if (!listed) return undefined;
    await trx
      .insertInto('companies')
      .values({
        duns: listed.dunsNumber,
        business_name: listed.businessName,
        trade_name: listed.tradeName,
        street_address: listed.streetAddress,
        town: listed.city,
        territory: listed.state,
        postal_code: listed.zipCode,
        country_code: 'US',
      })
      .execute();
    return { dunsNumber, businessName: listed.businessName };
  }
}
