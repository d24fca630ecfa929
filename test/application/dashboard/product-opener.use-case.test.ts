import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import { ProductOpener } from '../../../src/application/dashboard/product-opener.use-case';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import { FrameActions } from '../../../src/application/frame/frame-actions.use-case';
import type {
  CompanyEntitlements,
  EntitledProduct,
} from '../../../src/application/ports/entitlement-queries.port';
import { FakeAnalytics, FakeNavigator, FakePreferenceStore } from '../fakes';
import {
  ACME,
  BAKERY,
  EMILE,
  entitlementsFor,
  FakeEntitlementQueries,
  FakeProductHandOffs,
  FakeTermsGateway,
  entitled,
} from '../frame-fakes';

// Spec §2 "product tiles" and their modals (company picker, product terms), §4 declined terms;
// terms first, then the Marketing Hub's single sign-on, the company picker or getNavigateUrl
// (D-DASH-2).

const LIVELOGO = entitled('Livelogo', 288, 24);
const CREDIT_INSIGHTS = entitled('Credit Insights', 294, 27);
const DPM = entitled('Duns Manager and Profile Manager', 154, 14624);

const setup = async (
  current: Partial<CompanyEntitlements> = {},
  all: Partial<CompanyEntitlements> = {},
) => {
  const queries = new FakeEntitlementQueries();
  queries.current = entitlementsFor(ACME.duns, [BAKERY, ACME, EMILE], current);
  queries.perDuns.set(ACME.duns, current);
  queries.all = entitlementsFor(undefined, [BAKERY, ACME, EMILE], all);
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
  const frameActions = new FrameActions(selector, handOffs, terms, analytics, navigator);
  const opener = new ProductOpener(selector, frameActions, queries, handOffs, terms, navigator);
  return { queries, navigator, handOffs, terms, frameActions, opener, selector };
};

const tile = (entitlement: EntitledProduct) => ({ key: 'tile-1', entitlement });

describe('opening a product tile', () => {
  it('hands off through getNavigateUrl for the product’s company and follows the answer', async () => {
    const { opener, handOffs, navigator } = await setup({ vboEntitlements: [LIVELOGO] });
    await opener.open(tile(LIVELOGO));
    expect(handOffs.navigateRequests).toEqual([
      { applicationId: 288, target: { kind: 'company', duns: ACME.duns } },
    ]);
    expect(navigator.visits).toEqual([
      { method: 'assign', url: 'https://products.provider.example/open' },
    ]);
    expect(opener.snapshot).toEqual({ status: 'idle' });
  });

  it('opens a product waiting for its DUNS number for the pending DUNS', async () => {
    const waiting = entitled('Credit Insights Free', 294, 14706, {
      duns: undefined,
      status: 'pending',
    });
    const { opener, handOffs } = await setup({ vboEntitlements: [waiting] });
    await opener.open(tile(waiting));
    expect(handOffs.navigateRequests[0]?.target).toEqual({ kind: 'pendingDuns' });
  });

  it('asks "open product for which company" when the user holds it for several, then opens the choice', async () => {
    const { opener, handOffs, navigator } = await setup(
      { vboEntitlements: [CREDIT_INSIGHTS] },
      {
        vboEntitlements: [
          CREDIT_INSIGHTS,
          entitled('Credit Insights', 294, 27, { duns: BAKERY.duns }),
          entitled('Livelogo', 288, 24, { duns: EMILE.duns }),
        ],
      },
    );
    await opener.open(tile(CREDIT_INSIGHTS));
    expect(opener.snapshot).toEqual({
      status: 'picking',
      tile: tile(CREDIT_INSIGHTS),
      companies: [
        { duns: ACME.duns, businessName: ACME.businessName },
        { duns: BAKERY.duns, businessName: BAKERY.businessName },
      ],
      preselected: ACME.duns,
    });
    expect(handOffs.navigateRequests).toEqual([]);
    await opener.chooseCompany(BAKERY.duns);
    expect(handOffs.navigateRequests).toEqual([
      { applicationId: 294, target: { kind: 'company', duns: BAKERY.duns } },
    ]);
    expect(navigator.visits).toHaveLength(1);
  });

  it('opens a product held for one company straight for it', async () => {
    const { opener, handOffs } = await setup(
      { vboEntitlements: [CREDIT_INSIGHTS] },
      { vboEntitlements: [CREDIT_INSIGHTS] },
    );
    await opener.open(tile(CREDIT_INSIGHTS));
    expect(handOffs.navigateRequests).toEqual([
      { applicationId: 294, target: { kind: 'company', duns: ACME.duns } },
    ]);
  });

  it('opens the Marketing Hub for Duns Manager and Profile Manager (the tab’s single sign-on)', async () => {
    const { opener, handOffs } = await setup({ vboEntitlements: [DPM] });
    await opener.open(tile(DPM));
    expect(handOffs.ssoRequests).toHaveLength(1);
    expect(handOffs.navigateRequests).toEqual([]);
  });

  it('says it failed when the hand-off fails, and closes on dismiss', async () => {
    const { opener, handOffs } = await setup({ vboEntitlements: [LIVELOGO] });
    handOffs.answer = TE.left({ code: 'service.unavailable' });
    await opener.open(tile(LIVELOGO));
    expect(opener.snapshot).toEqual({ status: 'failed', tile: tile(LIVELOGO) });
    opener.dismiss();
    expect(opener.snapshot).toEqual({ status: 'idle' });
  });

  it('says it failed when the holders cannot be read', async () => {
    const { opener, queries } = await setup({ vboEntitlements: [CREDIT_INSIGHTS] });
    queries.failing = true;
    await opener.open(tile(CREDIT_INSIGHTS));
    expect(opener.snapshot.status).toBe('failed');
  });
});

describe('product terms (§2 modal, §4 declining)', () => {
  const pending = { ...LIVELOGO, termsAccepted: false };
  const withPending = {
    vboEntitlements: [pending],
    pla: { acceptedTos: false, plaContent: 'The Livelogo licence agreement.' },
  };

  it('asks first, with the agreement text when it is this product’s', async () => {
    const { opener, handOffs } = await setup(withPending);
    await opener.open(tile(pending));
    expect(opener.snapshot).toEqual({
      status: 'terms',
      tile: tile(pending),
      agreementText: 'The Livelogo licence agreement.',
      deciding: false,
    });
    expect(handOffs.navigateRequests).toEqual([]);
  });

  it('names the product only when the text the object carries is another product’s', async () => {
    const other = { ...CREDIT_INSIGHTS, termsAccepted: false };
    const { opener } = await setup({ ...withPending, vboEntitlements: [other, pending] });
    await opener.open(tile(pending));
    expect(opener.snapshot).toMatchObject({ status: 'terms', agreementText: '' });
  });

  it('accepting records it, reloads the entitlements and opens the product', async () => {
    const { opener, terms, handOffs, queries, selector } = await setup(withPending);
    await opener.open(tile(pending));
    queries.current = entitlementsFor(ACME.duns, [BAKERY, ACME, EMILE], {
      vboEntitlements: [LIVELOGO],
    });
    await opener.decideTerms(true);
    expect(terms.decisions).toEqual([{ duns: ACME.duns, appId: 288, accepted: true }]);
    const reloaded = selector.snapshot;
    expect(reloaded.status === 'ready' && reloaded.entitlements.vboEntitlements).toEqual([
      LIVELOGO,
    ]);
    expect(handOffs.navigateRequests).toHaveLength(1);
  });

  it('declining says access is unavailable, and the terms can be reviewed and accepted later', async () => {
    const { opener, terms, handOffs } = await setup(withPending);
    await opener.open(tile(pending));
    await opener.decideTerms(false);
    expect(opener.snapshot).toEqual({ status: 'declined', tile: tile(pending) });
    opener.reviewTerms();
    expect(opener.snapshot).toMatchObject({ status: 'terms', deciding: false });
    await opener.decideTerms(true);
    expect(terms.decisions.map((decision) => decision.accepted)).toEqual([false, true]);
    expect(handOffs.navigateRequests).toHaveLength(1);
  });

  it('a failed decision says so', async () => {
    const { opener, terms } = await setup(withPending);
    terms.failing = true;
    await opener.open(tile(pending));
    await opener.decideTerms(true);
    expect(opener.snapshot.status).toBe('failed');
  });

  it('the server saying the terms are not accepted brings the terms up', async () => {
    const { opener, handOffs } = await setup({ vboEntitlements: [LIVELOGO] });
    handOffs.answer = TE.right({ kind: 'termsNotAccepted' });
    await opener.open(tile(LIVELOGO));
    expect(opener.snapshot.status).toBe('terms');
  });

  it('ignores a second click while one is being handled', async () => {
    const { opener, handOffs } = await setup({ vboEntitlements: [LIVELOGO] });
    await Promise.all([opener.open(tile(LIVELOGO)), opener.open(tile(LIVELOGO))]);
    expect(handOffs.navigateRequests).toHaveLength(1);
  });
});
