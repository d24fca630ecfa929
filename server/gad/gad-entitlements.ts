import { epochSeconds, type Clock } from '../clock';
import type { QueryLayer } from '../db/query-layer';
import type { DirectoryIn } from './directory-repository';
import { SECONDS_PER_DAY, trialDaysLeft } from '../entitlements/trials';
import {
  companyAssociated,
  termsPending,
  trialStarted,
} from '../notifications/notification-events';
import { SqlNotificationRepository } from '../notifications/sql-notification-repository';
import { ASSOCIATE_A_DUNS_APP_ID } from './duns-associations';

export interface CatalogueProduct {
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
}

/**
 * The products a DUNS can be entitled to, by application id (spec §3 catalogue). Where one app
 * id has several products, the free or base product of the Get-a-DUNS flow is the one entitled:
 * 154 → Duns Manager and Profile Manager (14624), 294 → Credit Insights Free (14706).
 */
export const PRODUCT_CATALOGUE: ReadonlyMap<number, CatalogueProduct> = new Map(
  (
    [
      [154, 14624, 'Duns Manager and Profile Manager'],
      [253, 17, 'ZETA'],
      [231, 15, 'SSVI'],
      [216, null, 'Analytics STD Trial'],
      [179, 8, 'Finance Analytics'],
      [27, 13, 'Hoovers'],
      [294, 14706, 'Credit Insights Free'],
      [252, 14176, 'Credit Monitor'],
      [274, 28, 'Registered Seal'],
      [283, null, 'Associate-a-DUNS'],
      [288, 24, 'Livelogo'],
      [306, 31, 'AAA Diploma'],
      [337, 162, 'AAA Digital'],
      [338, 163, 'AAA Physical'],
    ] as const
  ).map(([appId, productId, productName]) => [appId, { appId, productId, productName }]),
);

/** The credit-monitor preview (spec §4, §9): app 252 as product 14707, a 14-day trial in GB and IE. */
export const CREDIT_MONITOR_PREVIEW: CatalogueProduct = {
  appId: 252,
  productId: 14707,
  productName: 'Credit Monitor Preview',
};
export const PREVIEW_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'IE']);
export const PREVIEW_TRIAL_DAYS = 14;
export const DEFAULT_TRIAL_DAYS = 30;

/** Credit products come with a product licence agreement the user accepts in the portal first. */
const PRODUCTS_WITH_AGREEMENT: ReadonlySet<number> = new Set([252, 294]);

export type GadRoute = 'entitleExistingDuns' | 'entitleProduct' | 'entitleFreemium';

export interface Granted {
  readonly ok: true;
  readonly dunsNumber: string;
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
  /** 'pending': an Associate-a-DUNS association waiting for verification (D-ASSOC-1). */
  readonly entitlementStatus: 'active' | 'trial' | 'pending';
  readonly plaAccepted: boolean;
  /** Trials only. */
  readonly trialEndsAt?: number;
  readonly daysLeft?: number;
}

/** Why a product is not entitled; the route says it in HTTP (gad-replies.ts). */
export type EntitleRefusal =
  | { readonly kind: 'unknownApp'; readonly appId: number }
  | { readonly kind: 'dunsNotFound' }
  /** The catalogue's name of the product the user already has for this company. */
  | { readonly kind: 'alreadyEntitled'; readonly productName: string };

export interface Refused {
  readonly ok: false;
  readonly refusal: EntitleRefusal;
}

const refused = (refusal: EntitleRefusal): Refused => ({ ok: false, refusal });

export interface EntitleRequest {
  readonly userId: string;
  readonly dunsNumber: string;
  readonly appId: number;
  readonly salesChannel: string;
  readonly route: GadRoute;
  /** For a free trial (entitleFreemium): the user's country. */
  readonly trialCountry?: string;
}

export const trialDaysFor = (appId: number, countryId: string): number =>
  appId === CREDIT_MONITOR_PREVIEW.appId && PREVIEW_COUNTRIES.has(countryId.toUpperCase())
    ? PREVIEW_TRIAL_DAYS
    : DEFAULT_TRIAL_DAYS;

/**
 * Entitling a DUNS to a product: links the company to the user and adds the entitlement. An
 * Associate-a-DUNS association (app 283, not a trial) is different (D-ASSOC-1): it starts
 * pending, and the company is linked, and the user notified, only once the provider has verified
 * it (DunsAssociations).
 */

export class GadEntitlements {
  constructor(
    private readonly db: QueryLayer,
    private readonly clock: Clock,
    private readonly directoryIn: DirectoryIn,
  ) {}

  async entitle(request: EntitleRequest): Promise<Granted | Refused> {
    const catalogued = PRODUCT_CATALOGUE.get(request.appId);
    if (!catalogued) return refused({ kind: 'unknownApp', appId: request.appId });
    const trialDays =
      request.trialCountry === undefined
        ? undefined
        : trialDaysFor(request.appId, request.trialCountry);
    const product =
      trialDays === PREVIEW_TRIAL_DAYS && request.appId === CREDIT_MONITOR_PREVIEW.appId
        ? CREDIT_MONITOR_PREVIEW
        : catalogued;
    const now = epochSeconds(this.clock);

    return this.db.transaction().execute(async (trx): Promise<Granted | Refused> => {
      if (!(await this.ensureCompany(trx, request.dunsNumber))) {
        return refused({ kind: 'dunsNotFound' });
      }
      const existing = await trx
        .selectFrom('entitlements')
        .select('id')
        .where('user_id', '=', request.userId)
        .where('duns', '=', request.dunsNumber)
        .where('app_id', '=', request.appId)
        .executeTakeFirst();
      if (existing !== undefined) {
        return refused({ kind: 'alreadyEntitled', productName: catalogued.productName });
      }
      const trialEndsAt = trialDays === undefined ? null : now + trialDays * SECONDS_PER_DAY;
      const pendingAssociation = request.appId === ASSOCIATE_A_DUNS_APP_ID && trialEndsAt === null;
      if (!pendingAssociation) {
        await trx
          .insertInto('user_companies')
          .values({ user_id: request.userId, duns: request.dunsNumber, role: 'member' })
          .onConflict((conflict) => conflict.columns(['user_id', 'duns']).doNothing())
          .execute();
      }
      const plaAccepted = !PRODUCTS_WITH_AGREEMENT.has(request.appId);
      const status: Granted['entitlementStatus'] = pendingAssociation
        ? 'pending'
        : trialEndsAt === null
          ? 'active'
          : 'trial';
      // Another process granting the same product at once inserts first: this one then refuses.
      const inserted = await trx
        .insertInto('entitlements')
        .values({
          user_id: request.userId,
          duns: request.dunsNumber,
          app_id: product.appId,
          product_id: product.productId,
          product_name: product.productName,
          status,
          pla_accepted: plaAccepted ? 1 : 0,
          trial_ends_at: trialEndsAt,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'duns', 'app_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted === undefined) {
        return refused({ kind: 'alreadyEntitled', productName: catalogued.productName });
      }
      await trx
        .insertInto('gad_entitlement_origins')
        .values({
          entitlement_id: inserted.id,
          route: request.route,
          sales_channel: request.salesChannel,
          country_id: request.trialCountry?.toUpperCase() ?? null,
          created_at: now,
        })
        .execute();
      await this.notify(trx, request, now, {
        productName: product.productName,
        trialDays,
        plaAccepted,
      });
      return {
        ok: true,
        dunsNumber: request.dunsNumber,
        appId: product.appId,
        productId: product.productId,
        productName: product.productName,
        entitlementStatus: status,
        plaAccepted,
        ...(trialEndsAt === null ? {} : { trialEndsAt, daysLeft: trialDaysLeft(trialEndsAt, now) }),
      };
    });
  }

  /** The notifications of an entitlement just granted (D-NOTIF-4), in its transaction. */
  private async notify(
    trx: QueryLayer,
    request: EntitleRequest,
    now: number,
    granted: {
      readonly productName: string;
      readonly trialDays: number | undefined;
      readonly plaAccepted: boolean;
    },
  ): Promise<void> {
    const named = await trx
      .selectFrom('companies')
      .select('business_name')
      .where('duns', '=', request.dunsNumber)
      .executeTakeFirst();
    const company = { dunsNumber: request.dunsNumber, businessName: named?.business_name ?? '' };
    const notifications = new SqlNotificationRepository(trx);
    const { productName, trialDays } = granted;
    // A pending association notifies once it is verified (DunsAssociations.resolveDue).
    if (request.route === 'entitleExistingDuns' && request.appId !== ASSOCIATE_A_DUNS_APP_ID) {
      await notifications.add(request.userId, companyAssociated(company, productName), now);
    }
    if (trialDays !== undefined) {
      await notifications.add(request.userId, trialStarted(company, productName, trialDays), now);
    }
    if (!granted.plaAccepted) {
      await notifications.add(request.userId, termsPending(company, productName), now);
    }
  }

  /** Makes sure `companies` holds the DUNS, copying it from the directory; false if unknown. */
  private async ensureCompany(trx: QueryLayer, dunsNumber: string): Promise<boolean> {
    const known = await trx
      .selectFrom('companies')
      .select('duns')
      .where('duns', '=', dunsNumber)
      .executeTakeFirst();
    if (known !== undefined) return true;
    const listed = await this.directoryIn(trx).find(dunsNumber);
    if (!listed) return false;
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
    return true;
  }
}
