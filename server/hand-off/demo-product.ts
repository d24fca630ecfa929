import { escapeHtml, htmlPage } from '../http/html-page';
import { appNameOf, PRODUCT_CATALOGUE } from '../../src/domain/entitlements/product-catalogue';

/**
 * Every product hand-off (getNavigateUrl, Marketing Hub single sign-on, accessSubscriptions) points
 * to the local page /demo-product/<appId>, which says which product was opened for which company.
 */

export const MARKETING_HUB = 'marketing-hub';
/** The small-business lender's page that POST /auth/lendioAuth hands the user to. */
export const LENDER = 'lendio';

/** Each application id's first product in the domain's catalogue (spec §3). */
const firstOfEachApp = PRODUCT_CATALOGUE.filter(
  (entry, index) => PRODUCT_CATALOGUE.findIndex((other) => other.appId === entry.appId) === index,
);

/**
 * The name each application id goes by (app 294: Credit Insights), or for one whose products share
 * no name (app 154) its first product's; then the hand-offs that are not catalogue products.
 */
const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    firstOfEachApp.map(({ appId, name }) => [String(appId), appNameOf(appId) ?? name]),
  ),
  [MARKETING_HUB]: 'Marketing Hub',
  [LENDER]: 'Lendio small-business financing',
};

export const demoProductName = (appId: string): string | undefined =>
  Object.hasOwn(PRODUCT_NAMES, appId) ? PRODUCT_NAMES[appId] : undefined;

export type HandOffFlow = 'duns' | 'noDuns' | 'pendingDuns';

export const demoProductUrl = (
  publicUrl: string,
  appId: string,
  target: { readonly flow: HandOffFlow; readonly duns?: string; readonly subscriber?: string },
): string => {
  const query = new URLSearchParams();
  if (target.flow === 'duns' && target.duns !== undefined) query.set('duns', target.duns);
  else query.set('flow', target.flow);
  if (target.subscriber !== undefined) query.set('subscriber', target.subscriber);
  return `${publicUrl}/demo-product/${encodeURIComponent(appId)}?${query.toString()}`;
};

export interface DemoPage {
  readonly productName: string;
  readonly appId: string;
  /** "for which company": a company name and DUNS, or the no-company / pending-DUNS flows. */
  readonly company:
    | { readonly kind: 'company'; readonly duns: string; readonly businessName?: string }
    | { readonly kind: 'noDuns' }
    | { readonly kind: 'pendingDuns' };
  readonly subscriber?: string;
  readonly signedInAs?: string;
}

const companyLine = (company: DemoPage['company']): string => {
  switch (company.kind) {
    case 'company':
      return company.businessName === undefined
        ? `for the company with DUNS number ${company.duns}`
        : `for ${company.businessName} (DUNS number ${company.duns})`;
    case 'noDuns':
      return 'without a company (no DUNS number selected)';
    case 'pendingDuns':
      return 'for your company whose DUNS number is pending';
  }
};

export const renderDemoPage = (page: DemoPage): string => {
  const title = `${page.productName} (demo)`;
  const lines = [
    `<p id="opened">You opened <strong>${escapeHtml(page.productName)}</strong> (application ${escapeHtml(page.appId)}) ${escapeHtml(companyLine(page.company))}.</p>`,
    page.subscriber === undefined
      ? ''
      : `<p id="subscriber">Subscription ${escapeHtml(page.subscriber)}.</p>`,
    page.signedInAs === undefined
      ? ''
      : `<p id="user">Signed in as ${escapeHtml(page.signedInAs)}.</p>`,
    '<p>This local page stands in for the product site, so journeys can be followed end to end.</p>',
    '<p><a href="/">Back to Dashboard</a></p>',
    // A product that changed what the user holds asks the portal to sign in again (D-AUTH-7).
    '<p>Changed what you hold here? <a id="refresh" href="/logout?reason=product_refresh">Refresh the portal</a> (you sign in again).</p>',
  ];
  return htmlPage(
    title,
    `<h1>${escapeHtml(title)}</h1>\n${lines.filter((line) => line !== '').join('\n')}`,
  );
};
