import { VirtualTimeScheduler } from 'rxjs';
import type { DunsNumber } from '../../../src/domain/companies/duns-number';
import {
  CompanySelector,
  type CompanySelectorState,
} from '../../../src/application/frame/company-selector.use-case';
import { FakeAnalytics, FakePreferenceStore, settle } from '../fakes';
import { ACME, BAKERY, EMILE, entitlementsFor, FakeEntitlementQueries } from '../frame-fakes';

// Spec §2 company selector and §4 company rules (D-DOM-1, D-DOM-2, D-DOM-8), with virtual time.

const setup = () => {
  const queries = new FakeEntitlementQueries();
  const preferences = new FakePreferenceStore();
  const analytics = new FakeAnalytics();
  const scheduler = new VirtualTimeScheduler();
  const selector = new CompanySelector(queries, preferences, analytics, scheduler);
  return { queries, preferences, analytics, scheduler, selector };
};

const ready = (state: CompanySelectorState) => {
  if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
  return state;
};
const names = (state: CompanySelectorState) =>
  ready(state).companies.map((company) => company.summary.businessName);
const selectedName = (state: CompanySelectorState) => ready(state).selected?.summary.businessName;

describe('the company selector', () => {
  it('lists the companies sorted by business name, ignoring case (§4, D-DOM-1)', async () => {
    const { selector } = setup();
    await selector.load();
    expect(names(selector.snapshot)).toEqual([
      'acme analytics',
      'Blue Ridge Bakery',
      'Émile Studio',
    ]);
  });

  it('puts "(Company pending)" first when a DUNS number is being created (§4, D-DOM-2)', async () => {
    const { selector, queries } = setup();
    queries.current = entitlementsFor(ACME.duns, [ACME], {
      dfcEntitlements: [
        {
          caseId: 'c1',
          duns: undefined,
          productName: 'x',
          status: 'processing',
          createdAt: '2026-11-01T00:00:00Z',
        },
      ],
    });
    await selector.load();
    expect(names(selector.snapshot)).toEqual(['(Company pending)', 'acme analytics']);
  });

  it('keeps the stored company selected and loads its entitlements (§4 "kept in local storage")', async () => {
    const { selector, preferences, queries } = setup();
    preferences.selectedCompany = BAKERY.duns as DunsNumber;
    await selector.load();
    expect(selectedName(selector.snapshot)).toBe('Blue Ridge Bakery');
    expect(ready(selector.snapshot).entitlements.selectedDuns).toBe(BAKERY.duns);
    expect(queries.byDuns).toEqual([BAKERY.duns]);
  });

  it('selects and stores the first company when the stored one is gone (D-DOM-8)', async () => {
    const { selector, preferences, queries } = setup();
    preferences.selectedCompany = '111111111' as DunsNumber;
    await selector.load();
    expect(selectedName(selector.snapshot)).toBe('acme analytics');
    expect(preferences.selectedCompany).toBe(ACME.duns);
    expect(queries.byDuns).toEqual([]);
  });

  it('removes the stored company when the user has none (§4)', async () => {
    const { selector, preferences, queries } = setup();
    preferences.selectedCompany = ACME.duns as DunsNumber;
    queries.current = entitlementsFor(undefined, []);
    await selector.load();
    expect(ready(selector.snapshot).selected).toBeUndefined();
    expect(preferences.selectedCompany).toBeUndefined();
  });

  it('acts on a choice only after 300 ms of calm, once, for the last company chosen (§2 debounce)', async () => {
    const { selector, scheduler, queries, preferences, analytics } = setup();
    await selector.load();
    selector.choose(BAKERY.duns);
    scheduler.flush = scheduler.flush.bind(scheduler);
    selector.choose(EMILE.duns);
    expect(ready(selector.snapshot).switching).toBe(true);
    expect(queries.byDuns).toEqual([]);
    scheduler.maxFrames = 299;
    scheduler.flush();
    expect(queries.byDuns).toEqual([]);
    scheduler.maxFrames = Infinity;
    scheduler.flush();
    await settle();
    expect(queries.byDuns).toEqual([EMILE.duns]);
    expect(selectedName(selector.snapshot)).toBe('Émile Studio');
    expect(ready(selector.snapshot).switching).toBe(false);
    expect(ready(selector.snapshot).entitlements.selectedDuns).toBe(EMILE.duns);
    expect(preferences.selectedCompany).toBe(EMILE.duns);
    expect(analytics.tracked).toEqual([{ kind: 'companyDropdownChoice' }]);
  });

  it('a reload of the companies that ends while a choice waits keeps the choice on its way', async () => {
    const { selector, scheduler } = setup();
    await selector.load();
    // The frame loads again (after a page's change) and the user picks a company meanwhile.
    const reloading = selector.load();
    selector.choose(BAKERY.duns);
    await reloading;
    expect(ready(selector.snapshot).switching).toBe(true);
    scheduler.flush();
    await settle();
    expect(selectedName(selector.snapshot)).toBe('Blue Ridge Bakery');
    expect(ready(selector.snapshot).switching).toBe(false);
  });

  it('choosing the pending placeholder removes the stored DUNS and loads the pending entitlements (D-DOM-8)', async () => {
    const { selector, scheduler, queries, preferences } = setup();
    queries.current = entitlementsFor(ACME.duns, [ACME], {
      isPendingOwlEntitlementsAvailable: true,
    });
    await selector.load();
    selector.choose('');
    scheduler.flush();
    await settle();
    expect(selectedName(selector.snapshot)).toBe('(Company pending)');
    expect(preferences.selectedCompany).toBeUndefined();
    expect(queries.infoRequests).toEqual([{ kind: 'pending' }]);
  });

  it('says it failed when the entitlements do not load', async () => {
    const { selector, queries } = setup();
    queries.failing = true;
    await selector.load();
    expect(selector.snapshot).toEqual({ status: 'failed' });
  });
});
