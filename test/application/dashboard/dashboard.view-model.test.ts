import {
  productMark,
  toDashboardViewModel,
  type DashboardFeatures,
  type FrameUserState,
} from '../../../src/application/dashboard/dashboard.view-model';
import type { ProductOpenerState } from '../../../src/application/dashboard/product-opener.use-case';
import type { CompanySelectorState } from '../../../src/application/frame/company-selector.use-case';
import type {
  CompanyEntitlements,
  EntitledProduct,
} from '../../../src/application/ports/entitlement-queries.port';
import { pendingPlaceholderCompany, type Company } from '../../../src/domain/companies/company';
import { ACME, BAKERY, entitlementsFor, entitled } from '../frame-fakes';

// Spec §2 "Landing / My Apps" (welcome banner with the user's name, product tiles) and §4 "Tile
// pill labels", presented for the selected company (D-DASH-1, D-DASH-3).

const frame: FrameUserState = { status: 'ready', user: { firstName: 'Alex' }, country: 'US' };
const idle: ProductOpenerState = { status: 'idle' };
const OFF_FEATURES: DashboardFeatures = {
  addCompany: { enabled: false },
  recommendedProducts: { enabled: false },
  exploreTile: { enabled: false },
  marketplaceSection: { enabled: false },
  recommendedService: { enabled: false },
  partnerOffers: [],
};

const companyNamed = (duns: string, businessName: string): Company => ({
  ...pendingPlaceholderCompany,
  profileDetails: { ...pendingPlaceholderCompany.profileDetails, dunsNumber: duns },
  summary: { ...pendingPlaceholderCompany.summary, businessName },
});
const acme = companyNamed(ACME.duns, ACME.businessName);

const selection = (
  selected: Company | undefined,
  entitlements: Partial<CompanyEntitlements>,
  switching = false,
): CompanySelectorState => ({
  status: 'ready',
  companies: selected === undefined ? [] : [selected],
  selected,
  entitlements: entitlementsFor(selected?.profileDetails.dunsNumber, [ACME, BAKERY], entitlements),
  switching,
});

const onlyTile = (state: CompanySelectorState) => {
  const model = toDashboardViewModel(frame, state, idle);
  if (model.status !== 'ready') throw new Error(`not ready: ${model.status}`);
  const [tile] = model.tiles;
  if (tile === undefined) throw new Error('no tile');
  return tile;
};

describe('the dashboard’s readiness', () => {
  it.each<[string, FrameUserState, CompanySelectorState, string]>([
    ['both loading', { status: 'loading' }, { status: 'loading' }, 'loading'],
    ['the frame loading', { status: 'loading' }, selection(acme, {}), 'loading'],
    ['the companies loading', frame, { status: 'loading' }, 'loading'],
    ['the frame failed', { status: 'failed' }, selection(acme, {}), 'error'],
    ['the companies failed', frame, { status: 'failed' }, 'error'],
  ])('%s → %s', (_case, frameState, selectorState, status) => {
    expect(toDashboardViewModel(frameState, selectorState, idle).status).toBe(status);
  });
});

describe('the welcome (§2 "welcome banner with the user\'s name")', () => {
  it('names the user and the selected company', () => {
    expect(toDashboardViewModel(frame, selection(acme, {}), idle)).toMatchObject({
      firstName: 'Alex',
      companyName: ACME.businessName,
      companyPending: false,
    });
  });

  it('says the company is pending with the placeholder selected', () => {
    expect(
      toDashboardViewModel(frame, selection(pendingPlaceholderCompany, {}), idle),
    ).toMatchObject({ companyName: undefined, companyPending: true });
  });
});

describe('a tile per product, with its description and pill (§4 "Tile pill labels")', () => {
  it('titles, marks and describes the product; the selected company is named once, above', () => {
    expect(
      onlyTile(selection(acme, { vboEntitlements: [entitled('Credit Insights', 294, 27)] })),
    ).toMatchObject({
      key: `294-27-${ACME.duns}-0`,
      title: 'Credit Insights',
      mark: 'CI',
      descriptionId: 'product.creditInsights.description',
      companyName: undefined,
      pill: undefined,
      opening: false,
    });
  });

  it('names the company of a product that is another company’s', () => {
    expect(
      onlyTile(
        selection(acme, {
          vboEntitlements: [entitled('Credit Insights', 294, 27, { duns: BAKERY.duns })],
        }),
      ).companyName,
    ).toBe(BAKERY.businessName);
  });

  it('has no description for a product the catalogue does not know', () => {
    expect(
      onlyTile(selection(acme, { vboEntitlements: [entitled('Mystery Product', 999, 1)] })),
    ).toMatchObject({ descriptionId: undefined });
  });

  it.each<[string, CompanySelectorState, { id: string; values: object; tone: string }]>([
    [
      'terms not accepted → "pending product terms acceptance"',
      selection(acme, {
        vboEntitlements: [entitled('Livelogo', 288, 24, { termsAccepted: false })],
      }),
      { id: 'tile.pill.pendingProductTermsAcceptance', values: {}, tone: 'warning' },
    ],
    [
      '10 days of a trial → "N days of trial left", info',
      selection(acme, {
        vboEntitlements: [
          entitled('Credit Monitor', 252, 14707, { status: 'trial', trialDaysLeft: 10 }),
        ],
      }),
      { id: 'tile.pill.trialDaysLeft', values: { days: 10 }, tone: 'info' },
    ],
    [
      '2 days of a trial → expiring soon, warning',
      selection(acme, {
        vboEntitlements: [
          entitled('Credit Monitor', 252, 14707, { status: 'trial', trialDaysLeft: 2 }),
        ],
      }),
      { id: 'tile.pill.trialDaysLeft', values: { days: 2 }, tone: 'warning' },
    ],
    [
      'a product waiting for its DUNS → "pending DUNS number creation"',
      selection(acme, {
        vboEntitlements: [
          entitled('Credit Insights Free', 294, 14706, { duns: undefined, status: 'pending' }),
        ],
      }),
      { id: 'tile.pill.pendingDunsNumberCreation', values: {}, tone: 'warning' },
    ],
    [
      'the placeholder with a DUNS application in progress → "DUNS application processing"',
      selection(pendingPlaceholderCompany, {
        vboEntitlements: [
          entitled('Credit Insights Free', 294, 14706, { duns: undefined, status: 'pending' }),
        ],
        dfcEntitlements: [
          {
            caseId: 'DFC-1',
            duns: undefined,
            productName: 'Credit Insights Free',
            status: 'processing',
            createdAt: '2026-11-20T09:00:00Z',
          },
        ],
      }),
      { id: 'tile.pill.dunsApplicationProcessing', values: {}, tone: 'info' },
    ],
    [
      'assets ready to fetch → "download assets", success (D-DASH-7)',
      selection(acme, {
        vboEntitlements: [entitled('Registered Seal', 274, 28, { assetsReady: true })],
      }),
      { id: 'tile.pill.downloadAssets', values: {}, tone: 'success' },
    ],
    [
      'a feature added since last opened → "new feature available", info (D-DASH-7)',
      selection(acme, {
        vboEntitlements: [entitled('Credit Monitor', 252, 14176, { newFeature: true })],
      }),
      { id: 'tile.pill.newFeatureAvailable', values: {}, tone: 'info' },
    ],
    [
      'a trial with assets ready → the trial’s days first (D-DOM-5 order)',
      selection(acme, {
        vboEntitlements: [
          entitled('Credit Monitor', 252, 14707, {
            status: 'trial',
            trialDaysLeft: 9,
            assetsReady: true,
            newFeature: true,
          }),
        ],
      }),
      { id: 'tile.pill.trialDaysLeft', values: { days: 9 }, tone: 'info' },
    ],
    [
      'no company and a product of one company’s data → "pending add your company"',
      selection(undefined, {
        vboEntitlements: [entitled('Registered Seal', 274, 28, { duns: undefined })],
      }),
      { id: 'tile.pill.pendingAddYourCompany', values: {}, tone: 'warning' },
    ],
  ])('%s', (_case, state, pill) => {
    expect(onlyTile(state).pill).toEqual(pill);
  });

  it('an expired trial shows no pill', () => {
    expect(
      onlyTile(
        selection(acme, {
          vboEntitlements: [
            entitled('Credit Monitor', 252, 14707, { status: 'expired', trialDaysLeft: 0 }),
          ],
        }),
      ).pill,
    ).toBeUndefined();
  });

  it('marks the tile being opened, and only that one', () => {
    const state = selection(acme, {
      vboEntitlements: [entitled('Credit Insights', 294, 27), entitled('Livelogo', 288, 24)],
    });
    const model = toDashboardViewModel(frame, state, {
      status: 'opening',
      tile: { key: `288-24-${ACME.duns}-1`, entitlement: entitled('Livelogo', 288, 24) },
    });
    expect(model.status === 'ready' && model.tiles.map((tile) => tile.opening)).toEqual([
      false,
      true,
    ]);
  });
});

describe('no tiles: the empty state (§2, issue 12 "an empty dashboard that leads to Get-a-DUNS")', () => {
  it.each<[string, CompanySelectorState, string]>([
    ['no company at all → lead to Get-a-DUNS', selection(undefined, {}), 'noCompany'],
    ['a company without products', selection(acme, {}), 'noProducts'],
  ])('%s', (_case, state, empty) => {
    expect(toDashboardViewModel(frame, state, idle)).toMatchObject({ tiles: [], empty });
  });

  it('is not empty with a tile, and tells a switch under way', () => {
    expect(
      toDashboardViewModel(
        frame,
        selection(acme, { vboEntitlements: [entitled('Livelogo', 288, 24)] }, true),
        idle,
      ),
    ).toMatchObject({ empty: undefined, switching: true });
  });
});

describe('the product mark', () => {
  it.each([
    ['Credit Insights', 'CI'],
    ['ZETA', 'ZE'],
    ['AAA Diploma', 'AD'],
    ['Associate-a-DUNS', 'AA'],
    ['Duns Manager and Profile Manager', 'DM'],
    ['', ''],
  ])('%j → %j', (title, mark) => {
    expect(productMark(title)).toBe(mark);
  });
});

describe('the add-company link and the pending-DUNS popup (§2)', () => {
  const extras = (addCompany: boolean, pendingDunsPopupDismissed: boolean) => ({
    features: {
      ...OFF_FEATURES,
      addCompany: addCompany
        ? { enabled: true as const, url: 'https://provider.example/add-company' }
        : { enabled: false as const },
    },
    pendingDunsPopupDismissed,
  });

  it.each<[string, Company | undefined, ReturnType<typeof extras>, object]>([
    [
      'the country’s add-company link is offered',
      acme,
      extras(true, false),
      { addCompanyUrl: 'https://provider.example/add-company', pendingDunsPopup: undefined },
    ],
    ['a country without it offers none', acme, extras(false, false), { addCompanyUrl: undefined }],
    [
      'the pending placeholder selected: the popup, with the 30 business days of §9',
      pendingPlaceholderCompany,
      extras(true, false),
      { pendingDunsPopup: { maxBusinessDays: 30 } },
    ],
    [
      'once read in this session, not again',
      pendingPlaceholderCompany,
      extras(true, true),
      { pendingDunsPopup: undefined },
    ],
  ])('%s', (_case, selected, given, expected) => {
    expect(toDashboardViewModel(frame, selection(selected, {}), idle, given)).toMatchObject(
      expected,
    );
  });
});

describe('the sections below My Apps (§2 "recommended apps, marketplace", ad slots §9)', () => {
  const features: DashboardFeatures = {
    ...OFF_FEATURES,
    recommendedProducts: { enabled: true, url: 'https://provider.example/recommended' },
    exploreTile: { enabled: true, url: 'https://provider.example/explore' },
    marketplaceSection: { enabled: true, url: 'https://marketplace.example/us' },
    recommendedService: { enabled: true, url: 'https://provider.example/services' },
  };
  const sections = (
    country: 'US' | 'CA',
    given: DashboardFeatures,
    held: EntitledProduct[] = [],
  ) => {
    const model = toDashboardViewModel(
      { ...frame, country },
      selection(acme, { vboEntitlements: held }),
      idle,
      { features: given, pendingDunsPopupDismissed: true },
    );
    if (model.status !== 'ready') throw new Error('not ready');
    return model.sections;
  };

  it('recommends what the user does not hold, each linking to its product page, with the ad slot (D-DASH-4)', () => {
    expect(sections('US', features, [entitled('Credit Insights', 294, 27)])).toEqual({
      recommended: [
        {
          key: 'creditMonitor',
          title: 'Credit Monitor',
          mark: 'CM',
          descriptionId: 'product.creditMonitor.description',
          path: '/products/252',
        },
        expect.objectContaining({ key: 'registeredSeal', path: '/products/274' }),
        expect.objectContaining({ key: 'livelogo', path: '/products/288' }),
      ],
      recommendedAd: {
        placement: 'recommendedProducts',
        country: 'US',
        sizes: {
          mobile: { width: 300, height: 100 },
          tablet: { width: 300, height: 250 },
          desktop: { width: 300, height: 250 },
        },
        formats: { mobile: 'compact', tablet: 'full', desktop: 'full' },
        // The slot's offer is not about a product the company holds (D-ADS-1).
        exclude: [294],
      },
      exploreUrl: 'https://provider.example/explore',
      marketplaceUrl: 'https://marketplace.example/us',
      recommendedServiceUrl: 'https://provider.example/services',
      offers: [],
    });
  });

  it('passes the country’s third-party offers on', () => {
    const offers = [{ partner: 'lendio' as const, url: 'https://partners.example/lendio' }];
    expect(sections('US', { ...features, partnerOffers: offers }).offers).toEqual(offers);
  });

  it('has no ads where the country has none (Canada), and nothing where the features are off', () => {
    expect(sections('CA', features).recommendedAd).toBeUndefined();
    expect(sections('US', OFF_FEATURES)).toEqual({
      recommended: [],
      recommendedAd: undefined,
      exploreUrl: undefined,
      marketplaceUrl: undefined,
      recommendedServiceUrl: undefined,
      offers: [],
    });
  });
});
