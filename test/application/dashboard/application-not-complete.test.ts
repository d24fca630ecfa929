import { toDashboardViewModel } from '../../../src/application/dashboard/dashboard.view-model';
import type { CompanySelectorState } from '../../../src/application/frame/company-selector.use-case';
import type { CreditFileCase } from '../../../src/application/ports/entitlement-queries.port';
import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import { entitled, entitlementsFor } from '../frame-fakes';

// D-DUNSAPP-UI-4: a free DUNS application the user started and has not finished, as the
// entitlement object lists it (a `notComplete` case), on the dashboard: the placeholder's tiles say
// "DUNS application not complete", and the pending-DUNS popup ("on its way") stays away.

const applicationCase = (status: CreditFileCase['status']): CreditFileCase => ({
  caseId: 'DFC-1',
  duns: undefined,
  productName: 'Free DUNS number',
  status,
  createdAt: '2026-11-20T09:00:00.000Z',
});

const placeholderWith = (status: CreditFileCase['status']): CompanySelectorState => ({
  status: 'ready',
  companies: [pendingPlaceholderCompany],
  selected: pendingPlaceholderCompany,
  entitlements: entitlementsFor(undefined, [], {
    vboEntitlements: [
      entitled('Credit Insights Free', 294, 14706, { duns: undefined, status: 'pending' }),
    ],
    isPendingOwlEntitlementsAvailable: true,
    dfcEntitlements: [applicationCase(status)],
  }),
  switching: false,
});

const dashboardOf = (state: CompanySelectorState) => {
  const model = toDashboardViewModel(
    { status: 'ready', user: { firstName: 'Sam' }, country: 'US' },
    state,
    { status: 'idle' },
    {
      features: {
        addCompany: { enabled: false },
        recommendedProducts: { enabled: false },
        exploreTile: { enabled: false },
        marketplaceSection: { enabled: false },
        recommendedService: { enabled: false },
        partnerOffers: [],
      },
      pendingDunsPopupDismissed: false,
    },
  );
  if (model.status !== 'ready') throw new Error(`not ready: ${model.status}`);
  return model;
};

describe('a DUNS application not complete on the dashboard', () => {
  it('gives the waiting product "DUNS application not complete", a warning', () => {
    expect(dashboardOf(placeholderWith('notComplete')).tiles.map((tile) => tile.pill)).toEqual([
      { id: 'tile.pill.dunsApplicationNotComplete', values: {}, tone: 'warning' },
    ]);
  });

  it.each([
    ['not complete: no popup, nothing is on its way', 'notComplete', undefined],
    ['submitted: the popup with §9’s 30 business days', 'pending', { maxBusinessDays: 30 }],
  ] as const)('%s', (_case, status, popup) => {
    expect(dashboardOf(placeholderWith(status))).toMatchObject({
      companyPending: true,
      pendingDunsPopup: popup,
    });
  });
});
