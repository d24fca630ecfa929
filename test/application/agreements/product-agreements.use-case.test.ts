import { VirtualTimeScheduler } from 'rxjs';
import type { AgreementsViewModel } from '../../../src/application/agreements/agreements.view-model';
import { ProductAgreements } from '../../../src/application/agreements/product-agreements.use-case';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import type { ProductTerms } from '../../../src/application/ports/terms-gateway.port';
import { FakeAnalytics, FakePreferenceStore, settle } from '../fakes';
import { ACME, BAKERY, FakeEntitlementQueries } from '../frame-fakes';
import { AgreementsBackend, productTerms } from './agreements-fakes';

// Spec §2 /agreement "product-level agreements" and its modal "product terms (accept or
// decline)"; §4 "Declining product terms shows access unavailable; the user must accept to gain
// access"; §7 GET /entitlements/legal-terms. D-AGREE-2: after a decision the list and the company
// selector are read again.

const INSIGHTS_AT_ACME = productTerms({ duns: ACME.duns });
const INSIGHTS_KEY = `294:${ACME.duns}`;
const MONITOR_AT_BAKERY = productTerms({
  appId: 252,
  productName: 'Credit Monitor',
  duns: BAKERY.duns,
  status: 'accepted',
  decidedAt: '2026-01-31T10:00:00.000Z',
});
const LIVELOGO_DECLINED = productTerms({
  appId: 288,
  productName: 'Livelogo',
  duns: undefined,
  status: 'declined',
  decidedAt: '2026-02-01T08:30:00.000Z',
});

const setup = (agreements: readonly ProductTerms[] = [INSIGHTS_AT_ACME, MONITOR_AT_BAKERY]) => {
  const backend = new AgreementsBackend(agreements);
  const queries = new FakeEntitlementQueries();
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    new FakeAnalytics(),
    new VirtualTimeScheduler(),
  );
  const selectorLoads = jest.spyOn(selector, 'load');
  const page = new ProductAgreements(backend, selector);
  const seen: AgreementsViewModel[] = [];
  page.state$.subscribe((model) => seen.push(model));
  return { backend, queries, selector, selectorLoads, page, seen };
};

type List = Extract<AgreementsViewModel, { screen: 'list' }>;
const listOf = (page: ProductAgreements): List => {
  const model = page.snapshot;
  if (model.screen !== 'list') throw new Error(`expected the list, got ${model.screen}`);
  return model;
};
const rowOf = (page: ProductAgreements, key: string) =>
  listOf(page).rows.find((row) => row.key === key);

describe('the product agreements page', () => {
  it('loads the agreements: loading first, then one row per product and company', async () => {
    const { page, seen } = setup();
    await page.open();
    expect(seen[0]).toEqual({ screen: 'loading' });
    expect(listOf(page).rows.map((row) => [row.productName, row.duns, row.state])).toEqual([
      ['Credit Insights', ACME.duns, 'pending'],
      ['Credit Monitor', BAKERY.duns, 'accepted'],
    ]);
  });

  it('names each company from the company selector, once it has loaded, whichever comes first', async () => {
    const { page, selector } = setup();
    await page.open();
    expect(rowOf(page, INSIGHTS_KEY)?.companyName).toBeUndefined();
    await selector.load();
    expect(listOf(page).rows.map((row) => row.companyName)).toEqual([
      ACME.businessName,
      BAKERY.businessName,
    ]);

    const later = new ProductAgreements(new AgreementsBackend([INSIGHTS_AT_ACME]), selector);
    await later.open();
    expect(rowOf(later, INSIGHTS_KEY)?.companyName).toBe(ACME.businessName);
  });

  it('no product agreements: the empty state', async () => {
    const { page } = setup([]);
    await page.open();
    expect(page.snapshot).toEqual({ screen: 'empty', homePath: '/' });
  });

  it('a list that cannot be read: the error, and a retry that reads it again', async () => {
    const { page, backend } = setup();
    backend.readingFails = true;
    await page.open();
    expect(page.snapshot).toEqual({ screen: 'error' });
    backend.readingFails = false;
    const retried = page.retry();
    expect(page.snapshot).toEqual({ screen: 'loading' });
    await retried;
    expect(listOf(page).rows).toHaveLength(2);
  });

  it('read and accept: the dialog opens; accepting records it, closes the dialog, reads the list and the selector again', async () => {
    const { page, backend, selectorLoads } = setup();
    await page.open();
    page.read(INSIGHTS_KEY);
    expect(listOf(page).dialog).toMatchObject({ key: INSIGHTS_KEY, choice: 'acceptOrDecline' });

    backend.hold();
    const deciding = page.decide(INSIGHTS_KEY, true);
    expect(rowOf(page, INSIGHTS_KEY)?.busy).toBe(true);
    expect(listOf(page).dialog?.deciding).toBe(true);
    backend.release();
    await deciding;

    expect(backend.decisions).toEqual([{ duns: ACME.duns, appId: 294, accepted: true }]);
    expect(rowOf(page, INSIGHTS_KEY)).toMatchObject({
      state: 'accepted',
      decidedAt: '2026-11-23T10:00:00Z',
      action: 'none',
      busy: false,
    });
    expect(listOf(page).dialog).toBeUndefined();
    expect(listOf(page).announcement).toEqual({
      key: INSIGHTS_KEY,
      kind: 'accepted',
      productName: 'Credit Insights',
    });
    expect(selectorLoads).toHaveBeenCalledTimes(1);
  });

  it('§4 declining a pending agreement: declined, access unavailable, and it can be accepted again', async () => {
    const { page, backend } = setup();
    await page.open();
    page.read(INSIGHTS_KEY);
    await page.decide(INSIGHTS_KEY, false);
    expect(rowOf(page, INSIGHTS_KEY)).toMatchObject({
      state: 'declined',
      accessUnavailable: true,
      action: 'readAndAccept',
    });
    expect(listOf(page).announcement).toEqual({
      key: INSIGHTS_KEY,
      kind: 'declined',
      productName: 'Credit Insights',
    });

    page.read(INSIGHTS_KEY);
    expect(listOf(page).dialog?.choice).toBe('acceptOrClose');
    await page.decide(INSIGHTS_KEY, true);
    expect(rowOf(page, INSIGHTS_KEY)?.state).toBe('accepted');
    expect(backend.decisions.map((decision) => decision.accepted)).toEqual([false, true]);
  });

  it('a product without a company is decided without a DUNS', async () => {
    const { page, backend } = setup([LIVELOGO_DECLINED]);
    await page.open();
    await page.decide('288:', true);
    expect(backend.decisions).toEqual([{ duns: undefined, appId: 288, accepted: true }]);
  });

  it.each<[string, ProductTerms, boolean]>([
    ['an accepted agreement cannot be declined', MONITOR_AT_BAKERY, false],
    ['an accepted agreement is not accepted again', MONITOR_AT_BAKERY, true],
    ['a declined agreement is not declined again', LIVELOGO_DECLINED, false],
  ])('%s', async (_case, terms, accepted) => {
    const { page, backend } = setup([terms]);
    await page.open();
    await page.decide(`${terms.appId}:${terms.duns ?? ''}`, accepted);
    expect(backend.decisions).toEqual([]);
  });

  it('a decision that fails: the row says so, stays as it was, and the dialog stays open to try again', async () => {
    const { page, backend, selectorLoads } = setup();
    await page.open();
    page.read(INSIGHTS_KEY);
    backend.failing = true;
    await page.decide(INSIGHTS_KEY, true);
    expect(rowOf(page, INSIGHTS_KEY)).toMatchObject({
      state: 'pending',
      failed: true,
      busy: false,
    });
    expect(listOf(page).dialog).toMatchObject({ key: INSIGHTS_KEY, failed: true });
    expect(selectorLoads).not.toHaveBeenCalled();

    backend.failing = false;
    await page.decide(INSIGHTS_KEY, true);
    expect(rowOf(page, INSIGHTS_KEY)).toMatchObject({ state: 'accepted', failed: false });
  });

  it('one decision at a time per agreement: a second click while it is recorded is ignored', async () => {
    const { page, backend } = setup();
    await page.open();
    backend.hold();
    const first = page.decide(INSIGHTS_KEY, true);
    const second = page.decide(INSIGHTS_KEY, true);
    backend.release();
    await Promise.all([first, second]);
    expect(backend.decisions).toHaveLength(1);
  });

  it('the decision recorded stays shown when the list cannot be read again afterwards', async () => {
    const { page, backend } = setup();
    await page.open();
    backend.hold();
    const deciding = page.decide(INSIGHTS_KEY, true);
    backend.readingFails = true;
    backend.release();
    await deciding;
    expect(rowOf(page, INSIGHTS_KEY)?.state).toBe('accepted');
  });

  it('closing the dialog: a pending agreement must be decided, a declined one may stay declined', async () => {
    const { page } = setup([INSIGHTS_AT_ACME, LIVELOGO_DECLINED]);
    await page.open();
    page.read(INSIGHTS_KEY);
    page.closeReading();
    expect(listOf(page).dialog?.key).toBe(INSIGHTS_KEY);
    page.read('288:');
    page.closeReading();
    expect(listOf(page).dialog).toBeUndefined();
  });

  it('an accepted agreement has nothing to read and accept', async () => {
    const { page } = setup();
    await page.open();
    page.read(`252:${BAKERY.duns}`);
    expect(listOf(page).dialog).toBeUndefined();
  });

  it('after leaving the page, a late answer is dropped', async () => {
    const { page, seen } = setup();
    const opening = page.open();
    page.dispose();
    await opening;
    await settle();
    expect(seen.map((model) => model.screen)).not.toContain('list');
    expect(page.snapshot).toEqual({ screen: 'loading' });
  });
});
