import type { QueryLayer } from '../db/query-layer';
import { DEFAULT_TERMS_VERSION } from '../terms/terms-service';
import type { SeedPersona } from './seed-types';

const DAY = 86_400;

/** The current version of each agreement the personas hold and of each legal document. */
export interface PublishedVersions {
  readonly products: ReadonlyMap<number, string>;
  readonly legalDocuments: readonly { readonly code: string; readonly version: string }[];
}

/**
 * A persona's credibility and credit-file entitlements, DUNS application, terms decisions, orders
 * and subscriptions, replacing what an earlier seed left (`npm run seed` again gives the same state).
 */
export const seedPersonaHistory = async (
  trx: QueryLayer,
  published: PublishedVersions,
  persona: SeedPersona,
  now: number,
): Promise<void> => {
  for (const table of [
    'credibility_entitlements',
    'dfc_entitlements',
    'terms_decisions',
    'orders',
    'subscriptions',
    'gad_duns_applications',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', persona.id).execute();
  }
  for (const c of persona.credibilityEntitlements ?? []) {
    await trx
      .insertInto('credibility_entitlements')
      .values({
        user_id: persona.id,
        duns: c.duns,
        type: c.type,
        display_duns: c.displayDuns,
        title: c.title,
      })
      .execute();
  }
  for (const d of persona.dfcEntitlements ?? []) {
    await trx
      .insertInto('dfc_entitlements')
      .values({
        user_id: persona.id,
        case_id: d.caseId,
        duns: d.duns,
        product_name: d.productName,
        status: d.status,
        created_at: now - d.daysAgo * DAY,
      })
      .execute();
  }
  const application = persona.dunsApplication;
  if (application) {
    const zipCode = application.zipCode ?? '';
    await trx
      .insertInto('gad_duns_applications')
      .values({
        case_id: application.caseId,
        user_id: persona.id,
        flow: 'GAD',
        business_name: application.businessName ?? '',
        zip_code: zipCode,
        submitted_at: now - application.hoursAgo * 3600,
        // As getNewDFCCase stores it: submitted once it has a ZIP Code (D-API-15).
        complete: zipCode === '' ? 0 : 1,
      })
      .execute();
  }
  await seedTermsDecisions(trx, published, persona, now);
  for (const o of persona.orders ?? []) {
    await trx
      .insertInto('orders')
      .values({
        order_number: o.orderNumber,
        user_id: persona.id,
        placed_at: now - o.daysAgo * DAY,
        status: o.status,
        app_id: o.appId,
        product_name: o.productName,
        duns: o.duns,
        amount_cents: o.amountCents,
        currency: o.currency,
      })
      .execute();
  }
  for (const sub of persona.subscriptions ?? []) {
    await trx
      .insertInto('subscriptions')
      .values({
        subscriber_number: sub.subscriberNumber,
        user_id: persona.id,
        app_id: sub.appId,
        product_name: sub.productName,
        duns: sub.duns,
        status: sub.status,
        started_at: now - sub.startedDaysAgo * DAY,
        renews_at: sub.renewsInDays === undefined ? null : now + sub.renewsInDays * DAY,
        auto_renew: sub.autoRenew ? 1 : 0,
        price_cents: sub.priceCents,
        currency: sub.currency,
      })
      .execute();
  }
};

/** The agreements and legal documents a persona accepted, a month before seeding. */
const seedTermsDecisions = async (
  trx: QueryLayer,
  published: PublishedVersions,
  persona: SeedPersona,
  now: number,
): Promise<void> => {
  const acceptedAt = now - 30 * DAY;
  const decisions = [
    ...persona.entitlements
      .filter((e) => e.plaAccepted !== false)
      .map((e) => ({
        kind: 'product' as const,
        document: String(e.appId),
        duns: e.duns,
        version: published.products.get(e.appId) ?? DEFAULT_TERMS_VERSION,
      })),
    ...(persona.legalTermsAccepted === false ? [] : published.legalDocuments).map((document) => ({
      kind: 'legal' as const,
      document: document.code,
      duns: null,
      version: document.version,
    })),
  ];
  if (decisions.length === 0) return;
  await trx
    .insertInto('terms_decisions')
    .values(
      decisions.map((decision) => ({
        ...decision,
        user_id: persona.id,
        accepted: 1,
        decided_at: acceptedAt,
      })),
    )
    .execute();
};
