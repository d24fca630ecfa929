import { Type } from 'typebox';
import { epochSeconds, type Clock } from '../clock';
import type { Db } from '../db/database';
import { rowShape } from '../db/rows';
import { findInDirectory } from './company-directory';
import { SECONDS_PER_DAY, trialDaysLeft } from '../entitlements/trials';
import {
  companyAssociated,
  termsPending,
  trialStarted,
} from '../notifications/notification-events';
import { NotificationStore } from '../notifications/notification-store';
import { ASSOCIATE_A_DUNS_APP_ID } from './duns-associations';

const BusinessNameRow = rowShape('BusinessNameRow', Type.Object({ business_name: Type.String() }));

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
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  entitle(request: EntitleRequest): Granted | Refused {
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

    return this.db.transaction((): Granted | Refused => {
      if (!this.ensureCompany(request.dunsNumber)) return refused({ kind: 'dunsNotFound' });
      const existing = this.db
        .prepare('SELECT 1 FROM entitlements WHERE user_id = ? AND duns = ? AND app_id = ?')
        .get(request.userId, request.dunsNumber, request.appId);
      if (existing !== undefined) {
        return refused({ kind: 'alreadyEntitled', productName: catalogued.productName });
      }
      const trialEndsAt = trialDays === undefined ? null : now + trialDays * SECONDS_PER_DAY;
      const pendingAssociation = request.appId === ASSOCIATE_A_DUNS_APP_ID && trialEndsAt === null;
      if (!pendingAssociation) {
        this.db
          .prepare(
            `INSERT OR IGNORE INTO user_companies (user_id, duns, role) VALUES (?, ?, 'member')`,
          )
          .run(request.userId, request.dunsNumber);
      }
      const plaAccepted = !PRODUCTS_WITH_AGREEMENT.has(request.appId);
      const status: Granted['entitlementStatus'] = pendingAssociation
        ? 'pending'
        : trialEndsAt === null
          ? 'active'
          : 'trial';
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO entitlements (user_id, duns, app_id, product_id, product_name, status, pla_accepted, trial_ends_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          request.userId,
          request.dunsNumber,
          product.appId,
          product.productId,
          product.productName,
          status,
          plaAccepted ? 1 : 0,
          trialEndsAt,
        );
      this.db
        .prepare(
          `INSERT INTO gad_entitlement_origins (entitlement_id, route, sales_channel, country_id, created_at)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .run(
          lastInsertRowid,
          request.route,
          request.salesChannel,
          request.trialCountry?.toUpperCase() ?? null,
          now,
        );
      this.notify(request, product.productName, trialDays, plaAccepted);
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
    })();
  }

  /** The notifications of an entitlement just granted (D-NOTIF-4). */
  private notify(
    request: EntitleRequest,
    productName: string,
    trialDays: number | undefined,
    plaAccepted: boolean,
  ): void {
    const named = BusinessNameRow.one(
      this.db.prepare('SELECT business_name FROM companies WHERE duns = ?').get(request.dunsNumber),
    );
    const company = { dunsNumber: request.dunsNumber, businessName: named?.business_name ?? '' };
    const notifications = new NotificationStore(this.db, this.clock);
    // A pending association notifies once it is verified (DunsAssociations.resolveDue).
    if (request.route === 'entitleExistingDuns' && request.appId !== ASSOCIATE_A_DUNS_APP_ID) {
      notifications.add(request.userId, companyAssociated(company, productName));
    }
    if (trialDays !== undefined) {
      notifications.add(request.userId, trialStarted(company, productName, trialDays));
    }
    if (!plaAccepted) notifications.add(request.userId, termsPending(company, productName));
  }

  /** Makes sure `companies` holds the DUNS, copying it from the directory; false if unknown. */
  private ensureCompany(dunsNumber: string): boolean {
    if (this.db.prepare('SELECT 1 FROM companies WHERE duns = ?').get(dunsNumber) !== undefined)
      return true;
    const listed = findInDirectory(this.db, dunsNumber);
    if (!listed) return false;
    this.db
      .prepare(
        `INSERT INTO companies (duns, business_name, trade_name, street_address, town, territory, postal_code, country_code)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'US')`,
      )
      .run(
        listed.dunsNumber,
        listed.businessName,
        listed.tradeName,
        listed.streetAddress,
        listed.city,
        listed.state,
        listed.zipCode,
      );
    return true;
  }
}
