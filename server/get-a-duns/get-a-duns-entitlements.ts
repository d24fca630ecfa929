import { epochSeconds, type Clock } from '../clock';
import { SECONDS_PER_DAY, trialDaysLeft } from '../entitlements/trials';
import {
  companyAssociated,
  termsPending,
  trialStarted,
  type Company,
} from '../notifications/notification-events';
import type { NotificationDraft } from '../notifications/notification-repository';
import type { GrantRepository } from './grant-repository';
import {
  ASSOCIATE_A_DUNS_APP_ID,
  CREDIT_INSIGHTS_APP_ID,
  CREDIT_MONITOR_APP_ID,
  CREDIT_MONITOR_PREVIEW_PRODUCT_ID,
  PRODUCT_CATALOGUE,
  type ProductKey,
} from '../../src/domain/entitlements/product-catalogue';
import { isSupportedCountry } from '../../src/domain/locale/country';
import {
  CREDIT_MONITOR_PREVIEW_DAYS,
  isCreditMonitorPreviewCountry,
} from '../../src/domain/trials/trial-status';

export interface CatalogueProduct {
  readonly appId: number;
  readonly productId: number | null;
  readonly productName: string;
}

/**
 * Where one app id has several products in the domain's catalogue (spec §3), the free or base
 * product of the Get-a-DUNS flow is the one entitled: Duns Manager and Profile Manager for 154
 * (not EB Dashboard, Small Business Solutions or Business Credit Platform), Credit Insights Free
 * for 294.
 */
const ENTITLED_OF_SHARED_APP_IDS: readonly ProductKey[] = [
  'dunsManagerAndProfileManager',
  'creditInsightsFree',
];

/** The product a DUNS is entitled to for an application id, or undefined for an unknown one. */
const entitledProduct = (appId: number): CatalogueProduct | undefined => {
  const products = PRODUCT_CATALOGUE.filter((entry) => entry.appId === appId);
  const product =
    products.length > 1
      ? products.find((entry) => ENTITLED_OF_SHARED_APP_IDS.includes(entry.key))
      : products[0];
  return product && { appId, productId: product.productId ?? null, productName: product.name };
};

/** The credit-monitor preview (spec §4, §9): a trial of Credit Monitor under its own product id. */
const CREDIT_MONITOR_PREVIEW: CatalogueProduct = {
  appId: CREDIT_MONITOR_APP_ID,
  productId: CREDIT_MONITOR_PREVIEW_PRODUCT_ID,
  productName: 'Credit Monitor Preview',
};
export const DEFAULT_TRIAL_DAYS = 30;

/** Credit products come with a product licence agreement the user accepts in the portal first. */
const PRODUCTS_WITH_AGREEMENT: ReadonlySet<number> = new Set([
  CREDIT_MONITOR_APP_ID,
  CREDIT_INSIGHTS_APP_ID,
]);

export type GetADunsRoute = 'entitleExistingDuns' | 'entitleProduct' | 'entitleFreemium';

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

/** Why a product is not entitled; the route says it in HTTP (get-a-duns-replies.ts). */
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
  readonly route: GetADunsRoute;
  /** For a free trial (entitleFreemium): the user's country. */
  readonly trialCountry?: string;
}

/** §1 "a 14-day credit-monitor preview in UK and Ireland"; other free trials last 30 days. */
export const trialDaysFor = (appId: number, countryId: string): number => {
  const country = countryId.toUpperCase();
  return appId === CREDIT_MONITOR_APP_ID &&
    isSupportedCountry(country) &&
    isCreditMonitorPreviewCountry(country)
    ? CREDIT_MONITOR_PREVIEW_DAYS
    : DEFAULT_TRIAL_DAYS;
};

/** The notifications of an entitlement just granted (D-NOTIF-4), for the company it names. */
const grantNotices = (
  request: EntitleRequest,
  granted: {
    readonly productName: string;
    readonly trialDays: number | undefined;
    readonly plaAccepted: boolean;
  },
  company: Company,
): NotificationDraft[] => {
  const { productName, trialDays } = granted;
  return [
    // Both GAD routes link the company; a pending association notifies once it is verified
    // (DunsAssociations.resolveDue).
    ...(request.route !== 'entitleFreemium' && request.appId !== ASSOCIATE_A_DUNS_APP_ID
      ? [companyAssociated(company, productName)]
      : []),
    ...(trialDays === undefined ? [] : [trialStarted(company, productName, trialDays)]),
    ...(granted.plaAccepted ? [] : [termsPending(company, productName)]),
  ];
};

/**
 * Entitling a DUNS to a product: links the company to the user and adds the entitlement. An
 * Associate-a-DUNS association (app 283, not a trial) is different (D-ASSOC-1): it starts
 * pending, and the company is linked, and the user notified, only once the provider has verified
 * it (DunsAssociations).
 */
export class GetADunsEntitlements {
  constructor(
    private readonly grants: GrantRepository,
    private readonly clock: Clock,
  ) {}

  async entitle(request: EntitleRequest): Promise<Granted | Refused> {
    const catalogued = entitledProduct(request.appId);
    if (!catalogued) return refused({ kind: 'unknownApp', appId: request.appId });
    const trialDays =
      request.trialCountry === undefined
        ? undefined
        : trialDaysFor(request.appId, request.trialCountry);
    const product =
      trialDays === CREDIT_MONITOR_PREVIEW_DAYS && request.appId === CREDIT_MONITOR_APP_ID
        ? CREDIT_MONITOR_PREVIEW
        : catalogued;
    const now = epochSeconds(this.clock);
    const trialEndsAt = trialDays === undefined ? null : now + trialDays * SECONDS_PER_DAY;
    const pendingAssociation = request.appId === ASSOCIATE_A_DUNS_APP_ID && trialEndsAt === null;
    const plaAccepted = !PRODUCTS_WITH_AGREEMENT.has(request.appId);
    const status: Granted['entitlementStatus'] = pendingAssociation
      ? 'pending'
      : trialEndsAt === null
        ? 'active'
        : 'trial';
    const outcome = await this.grants.grant(
      {
        userId: request.userId,
        dunsNumber: request.dunsNumber,
        appId: product.appId,
        productId: product.productId,
        productName: product.productName,
        status,
        plaAccepted,
        trialEndsAt,
        linkCompany: !pendingAssociation,
        origin: {
          route: request.route,
          salesChannel: request.salesChannel,
          countryId: request.trialCountry?.toUpperCase() ?? null,
          createdAt: now,
        },
      },
      (company) =>
        grantNotices(
          request,
          { productName: product.productName, trialDays, plaAccepted },
          company,
        ),
    );
    if (outcome === 'dunsNotFound') return refused({ kind: 'dunsNotFound' });
    if (outcome === 'alreadyHeld') {
      return refused({ kind: 'alreadyEntitled', productName: catalogued.productName });
    }
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
  }
}
