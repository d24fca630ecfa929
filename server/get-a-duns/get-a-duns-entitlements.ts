import { epochSeconds, type Clock } from '../clock';
import { SECONDS_PER_DAY, trialDaysLeft } from '../entitlements/trials';
import {
  companyAssociated,
  termsPending,
  trialStarted,
  type Company,
} from '../notifications/notification-events';
import type { NotificationDraft } from '../notifications/notification-repository';
import { ASSOCIATE_A_DUNS_APP_ID } from './duns-associations';
import type { GrantRepository } from './grant-repository';

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

export const trialDaysFor = (appId: number, countryId: string): number =>
  appId === CREDIT_MONITOR_PREVIEW.appId && PREVIEW_COUNTRIES.has(countryId.toUpperCase())
    ? PREVIEW_TRIAL_DAYS
    : DEFAULT_TRIAL_DAYS;

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
