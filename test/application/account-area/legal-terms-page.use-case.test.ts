import { legalTermsPage } from '../../../src/application/account-area/legal-terms-page.use-case';
import { FakeTermsGateway } from '../frame-fakes';
import { settle } from '../fakes';
import type { LegalTerms } from '../../../src/application/ports/terms-gateway.port';
import {
  DASHBOARD_ONLY,
  frameSubject,
  MAGENTO,
  PORTAL_ONLY,
  readyFrame,
} from './account-area-fakes';

// Spec §2 "Product and Legal Terms" (/accountInfo/legal), shown by the menu's Legal rule ("same
// condition as change password": magento, or without eb_dashboard).

const TERMS: LegalTerms = {
  legalDocuments: [
    {
      code: 'terms-of-use',
      title: 'Terms of Use',
      url: '/legal/terms-of-use',
      currentVersion: '2025.2',
      acceptedVersion: '2025.2',
      status: 'accepted',
      acceptedAt: '2026-01-01T00:00:00Z',
    },
    {
      code: 'privacy-policy',
      title: 'Privacy Policy',
      url: '/legal/privacy-policy',
      currentVersion: '2025.3',
      acceptedVersion: '2025.2',
      status: 'pending',
      acceptedAt: '2026-01-01T00:00:00Z',
    },
  ],
  productTerms: [
    {
      appId: 294,
      productName: 'Credit Insights',
      duns: '804735132',
      title: 'Credit Insights Licence',
      version: '2.0',
      status: 'accepted',
      decidedAt: '2026-02-01T00:00:00Z',
    },
    {
      appId: 252,
      productName: 'Credit Monitor',
      duns: '804735132',
      title: 'Credit Monitor Licence',
      version: '3.0',
      status: 'pending',
      decidedAt: undefined,
    },
  ],
};

const open = async (settings = MAGENTO) => {
  const terms = new FakeTermsGateway();
  terms.legal = TERMS;
  const frame = frameSubject();
  const page = legalTermsPage(frame, terms);
  page.open();
  frame.next(readyFrame(settings));
  await settle();
  return page.snapshot;
};

describe('Product and Legal Terms', () => {
  it.each([
    ['a magento account', MAGENTO, 'terms'],
    ['a portal account', PORTAL_ONLY, 'terms'],
    ['an EB Dashboard account', DASHBOARD_ONLY, 'unavailable'],
  ] as const)('%s: %s', async (_case, settings, screen) => {
    expect((await open(settings)).screen).toBe(screen);
  });

  it('shows each document and product agreement with its state; undecided ones lead to /agreement', async () => {
    const model = await open();
    expect(model).toEqual({
      screen: 'terms',
      legalDocuments: [
        {
          code: 'terms-of-use',
          title: 'Terms of Use',
          // The country's own page of the document (the footer's link).
          url: 'https://www.provider.example/terms-of-use',
          state: 'accepted',
          tone: 'success',
          currentVersion: '2025.2',
          acceptedAt: '2026-01-01T00:00:00Z',
        },
        {
          code: 'privacy-policy',
          title: 'Privacy Policy',
          url: 'https://www.provider.example/privacy-policy',
          state: 'pending',
          tone: 'warning',
          currentVersion: '2025.3',
          // A newer version waits: the older acceptance is not shown as this one's.
          acceptedAt: undefined,
        },
      ],
      productTerms: [
        {
          key: '294:804735132',
          productName: 'Credit Insights',
          duns: '80-473-5132',
          title: 'Credit Insights Licence',
          version: '2.0',
          state: 'accepted',
          tone: 'success',
          decidedAt: '2026-02-01T00:00:00Z',
        },
        {
          key: '252:804735132',
          productName: 'Credit Monitor',
          duns: '80-473-5132',
          title: 'Credit Monitor Licence',
          version: '3.0',
          state: 'pending',
          tone: 'warning',
          decidedAt: undefined,
        },
      ],
      undecided: 1,
      agreementsPath: '/agreement',
    });
  });

  it('a failed call shows the error screen', async () => {
    const terms = new FakeTermsGateway();
    const frame = frameSubject(readyFrame(MAGENTO));
    const page = legalTermsPage(frame, terms);
    page.open();
    await settle();
    expect(page.snapshot).toEqual({ screen: 'error' });
  });

  it('a frame that cannot load leaves the page on the error screen', async () => {
    const terms = new FakeTermsGateway();
    const frame = frameSubject({ status: 'failed' });
    const page = legalTermsPage(frame, terms);
    page.open();
    await settle();
    expect(page.snapshot).toEqual({ screen: 'error' });
  });
});
