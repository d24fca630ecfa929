import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import { FrameActions } from '../../../src/application/frame/frame-actions.use-case';
import type { CompanyEntitlements } from '../../../src/application/ports/entitlement-queries.port';
import { FakeAnalytics, FakeNavigator, FakePreferenceStore } from '../fakes';
import {
  ACME,
  BAKERY,
  EMILE,
  entitlementsFor,
  FakeEntitlementQueries,
  FakeProductHandOffs,
  FakeTermsGateway,
} from '../frame-fakes';

// Spec §4 "Credit tab" and "Marketing Hub tab"; §2 partner-link tracking; §8 declined terms.

const product = (productName: string, appId: number, productId: number) => ({
  productName,
  appId,
  productId,
  duns: ACME.duns,
  status: 'active' as const,
  termsAccepted: true,
  trialDaysLeft: undefined,
  assetsReady: false,
  newFeature: false,
});
const CREDIT_INSIGHTS = product('Credit Insights', 294, 27);
const DPM = product('Duns Manager and Profile Manager', 154, 14624);

const setup = async (current: Partial<CompanyEntitlements> = {}) => {
  const queries = new FakeEntitlementQueries();
  queries.current = entitlementsFor(ACME.duns, [BAKERY, ACME, EMILE], current);
  queries.perDuns.set(ACME.duns, current);
  const analytics = new FakeAnalytics();
  const navigator = new FakeNavigator();
  const handOffs = new FakeProductHandOffs();
  const terms = new FakeTermsGateway();
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    analytics,
    new VirtualTimeScheduler(),
  );
  await selector.load();
  const actions = new FrameActions(selector, handOffs, terms, analytics, navigator);
  return { queries, analytics, navigator, handOffs, terms, actions };
};

describe('the Credit tab', () => {
  it('is tracked and opens Credit Insights for the selected company', async () => {
    const { actions, analytics, handOffs, navigator } = await setup({
      vboEntitlements: [CREDIT_INSIGHTS],
    });
    await actions.openTab('credit');
    expect(analytics.tracked).toEqual([{ kind: 'creditTabClicked' }]);
    expect(handOffs.navigateRequests).toEqual([
      { applicationId: 294, target: { kind: 'company', duns: ACME.duns } },
    ]);
    expect(navigator.visits).toEqual([
      { method: 'assign', url: 'https://products.provider.example/open' },
    ]);
    expect(actions.snapshot).toEqual({ status: 'idle' });
  });

  it('opens the agreement prompt first when the Credit Insights agreement is not accepted', async () => {
    const { actions, handOffs, analytics } = await setup({
      vboEntitlements: [CREDIT_INSIGHTS],
      pla: { acceptedTos: false, plaContent: 'Terms' },
    });
    await actions.openTab('credit');
    expect(actions.snapshot).toEqual({
      status: 'agreement',
      tab: 'credit',
      productName: 'Credit Insights',
      agreementText: 'Terms',
      deciding: false,
    });
    expect(handOffs.navigateRequests).toEqual([]);
    expect(analytics.tracked).toEqual([]);
  });

  it('accepting the agreement records it, reloads the entitlements and continues', async () => {
    const { actions, terms, queries, navigator } = await setup({
      vboEntitlements: [CREDIT_INSIGHTS],
      pla: { acceptedTos: false, plaContent: 'Terms' },
    });
    await actions.openTab('credit');
    queries.perDuns.set(ACME.duns, { vboEntitlements: [CREDIT_INSIGHTS] });
    queries.current = entitlementsFor(ACME.duns, [BAKERY, ACME, EMILE], {
      vboEntitlements: [CREDIT_INSIGHTS],
    });
    await actions.decideAgreement(true);
    expect(terms.decisions).toEqual([{ duns: ACME.duns, appId: 294, accepted: true }]);
    expect(navigator.visits).toHaveLength(1);
  });

  it('declining says access is unavailable and opens nothing (§8)', async () => {
    const { actions, navigator } = await setup({
      vboEntitlements: [CREDIT_INSIGHTS],
      pla: { acceptedTos: false, plaContent: 'Terms' },
    });
    await actions.openTab('credit');
    await actions.decideAgreement(false);
    expect(actions.snapshot).toEqual({ status: 'declined', tab: 'credit' });
    expect(navigator.visits).toEqual([]);
  });

  it('a failed hand-off says so and leaves the page where it is', async () => {
    const { actions, handOffs, navigator } = await setup();
    handOffs.answer = TE.left({ code: 'service.unavailable' });
    await actions.openTab('credit');
    expect(actions.snapshot).toEqual({ status: 'failed', tab: 'credit' });
    expect(navigator.visits).toEqual([]);
  });
});

describe('the Marketing Hub tab', () => {
  it('requests single sign-on with the selected DUNS and every company', async () => {
    const { actions, handOffs, navigator } = await setup();
    await actions.openTab('marketingHub');
    expect(handOffs.ssoRequests).toEqual([
      {
        dunsNumber: ACME.duns,
        DUNSList: [ACME.duns, BAKERY.duns, EMILE.duns],
        noDunsFlow: false,
        pendingDuns: false,
      },
    ]);
    expect(navigator.visits).toHaveLength(1);
  });

  it('checks the Duns Manager and Profile Manager agreement first', async () => {
    const { actions, handOffs, terms } = await setup({
      vboEntitlements: [DPM],
      pla: { acceptedTos: false, plaContent: 'Terms' },
    });
    await actions.openTab('marketingHub');
    expect(actions.snapshot).toEqual(
      expect.objectContaining({
        status: 'agreement',
        tab: 'marketingHub',
        productName: 'Duns Manager and Profile Manager',
      }),
    );
    await actions.decideAgreement(false);
    expect(terms.decisions).toEqual([{ duns: ACME.duns, appId: 154, accepted: false }]);
    expect(handOffs.ssoRequests).toEqual([]);
  });
});

describe('partner links', () => {
  it('a click is tracked with the link it was (§2 "<link name>Clicked")', async () => {
    const { actions, analytics } = await setup();
    actions.partnerLinkClicked('llcFormation');
    expect(analytics.tracked).toEqual([{ kind: 'partnerLinkClicked', link: 'llcFormation' }]);
  });
});
