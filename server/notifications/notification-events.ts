import type { NotificationCta, NotificationDraft } from './notification-repository';

// The notifications the backend records, one function per kind. Those the user should act on or
// know at once are banners too (D-NOTIF-12): a DUNS number issued, terms to accept, a payment
// that failed and a card about to expire. Texts are translation keys of the portal's catalogue
// (translations/source/en-us/notifications.json) with string values, so each user reads them in
// their own language; test/server/notification-events.test.ts checks that
// every key has an English text whose placeholders are exactly the values sent.

const described = (
  id: string,
  values: Readonly<Record<string, string>> = {},
): NotificationDraft['text'] => ({
  description: `notifications.event.${id}`,
  values,
});

const link = (kind: NotificationCta['kind'], url: string, text: string): NotificationCta => ({
  kind,
  url,
  linkText: `notifications.link.${text}`,
});

const companyProfile = (dunsNumber: string): NotificationCta =>
  link('learn', `/companyDetails?duns=${encodeURIComponent(dunsNumber)}`, 'viewCompanyProfile');

export interface Company {
  readonly dunsNumber: string;
  readonly businessName: string;
}

/** A free DUNS application was started (getNewDFCCase). */
export const dunsApplicationReceived = (): NotificationDraft => ({
  type: 'info',
  key: 'duns-application-received',
  text: described('dunsApplicationReceived'),
});

/** A free DUNS application was issued: the company now exists and the user is its director. */
export const dunsNumberIssued = (company: Company): NotificationDraft => ({
  type: 'success',
  key: 'duns-number-issued',
  text: described('dunsNumberIssued', { ...company }),
  cta: companyProfile(company.dunsNumber),
  banner: true,
});

/** Associate-a-DUNS (entitleExistingDuns): an existing company is now linked to the user. */
export const companyAssociated = (company: Company, productName: string): NotificationDraft => ({
  type: 'success',
  key: 'company-associated',
  text: described('companyAssociated', { ...company, productName }),
  cta: companyProfile(company.dunsNumber),
  productTitle: productName,
});

/** A free trial started (entitleFreemium). */
export const trialStarted = (
  company: Company,
  productName: string,
  days: number,
): NotificationDraft => ({
  type: 'info',
  key: 'trial-started',
  text: described('trialStarted', {
    businessName: company.businessName,
    productName,
    days: String(days),
  }),
  productTitle: productName,
});

/** A product was entitled whose terms the user must accept before opening it (D-API-8). */
export const termsPending = (company: Company, productName: string): NotificationDraft => ({
  type: 'warning',
  key: 'terms-pending',
  text: described('termsPending', { businessName: company.businessName, productName }),
  cta: link('learn', '/agreement', 'reviewTerms'),
  productTitle: productName,
  banner: true,
});

// Kinds this backend has no event for yet; the demo seed gives them to personas (D-NOTIF-5).

export const orderCompleted = (orderNumber: string, productName: string): NotificationDraft => ({
  type: 'success',
  key: 'order-completed',
  text: described('orderCompleted', { orderNumber, productName }),
  cta: link('learn', '/accountInfo/orders', 'viewOrders'),
  productTitle: productName,
});

export const autoRenewalOff = (company: Company, productName: string): NotificationDraft => ({
  type: 'info',
  key: 'auto-renewal-off',
  text: described('autoRenewalOff', { businessName: company.businessName, productName }),
  cta: link('learn', '/accountInfo/subscriptions', 'manageSubscriptions'),
  productTitle: productName,
});

export const creditFileActivity = (company: Company): NotificationDraft => ({
  type: 'warning',
  key: 'credit-file-activity',
  text: described('creditFileActivity', { businessName: company.businessName }),
  cta: companyProfile(company.dunsNumber),
  productTitle: 'Credit Monitor',
});

const manageSubscriptions = (): NotificationCta =>
  link('learn', '/accountInfo/subscriptions', 'manageSubscriptions');

export const paymentFailed = (productName: string): NotificationDraft => ({
  type: 'error',
  key: 'payment-failed',
  text: described('paymentFailed', { productName }),
  cta: manageSubscriptions(),
  productTitle: productName,
  banner: true,
});

export const paymentCardExpiring = (productName: string): NotificationDraft => ({
  type: 'warning',
  key: 'payment-card-expiring',
  text: described('paymentCardExpiring', { productName }),
  cta: manageSubscriptions(),
  productTitle: productName,
  banner: true,
});

export const profileUpdateRejected = (company: Company): NotificationDraft => ({
  type: 'error',
  key: 'profile-update-rejected',
  text: described('profileUpdateRejected', { businessName: company.businessName }),
  cta: companyProfile(company.dunsNumber),
});

/**
 * One draft of every kind.
 * @internal For the test that every key has its English text.
 */
export const everyNotificationKind = (): readonly NotificationDraft[] => {
  const company = { dunsNumber: '804735132', businessName: 'Acme Analytics LLC' };
  return [
    dunsApplicationReceived(),
    dunsNumberIssued(company),
    companyAssociated(company, 'Credit Insights Free'),
    trialStarted(company, 'Credit Monitor Preview', 14),
    termsPending(company, 'Credit Insights Free'),
    orderCompleted('ORD-2026-000517', 'AAA Diploma'),
    autoRenewalOff(company, 'Registered Seal'),
    creditFileActivity(company),
    paymentFailed('Credit Monitor'),
    paymentCardExpiring('Credit Insights'),
    profileUpdateRejected(company),
  ];
};
