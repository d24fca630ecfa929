import { VirtualTimeScheduler } from 'rxjs';
import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import { CompanyProfile } from '../../../src/application/company-profile/company-profile.use-case';
import type { CompanyProfileViewModel } from '../../../src/application/company-profile/company-profile.view-model';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import type { CountryCode } from '../../../src/domain/locale/country';
import { FakeAnalytics, FakeCountryFeatures, FakePreferenceStore, settle } from '../fakes';
import { ACME, BAKERY, EMILE, entitlementsFor } from '../frame-fakes';
import { companyRecord, FakeCompanyRecords } from './company-profile-fakes';

// Spec §2 /companyDetails follows the header's company selector (§4 "Switching company ... reloads
// entitlements for that DUNS"); D-PROFILE-4 for the address's ?duns=.

/** The country record asked for, by country: the company links' country (D-PROFILE-6). */
class AskedCountries extends FakeCountryFeatures {
  readonly asked: CountryCode[] = [];
  override featuresOf(country: CountryCode) {
    this.asked.push(country);
    return super.featuresOf(country);
  }
}

const setup = () => {
  const queries = new FakeCompanyRecords();
  for (const company of [ACME, BAKERY, EMILE]) {
    queries.records.set(company.duns, companyRecord(company.businessName, company.duns));
  }
  const scheduler = new VirtualTimeScheduler();
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    new FakeAnalytics(),
    scheduler,
  );
  const features = new AskedCountries();
  const profile = new CompanyProfile(selector, queries, features);
  const seen: CompanyProfileViewModel[] = [];
  profile.state$.subscribe((model) => seen.push(model));
  /** The frame loads the selector; the page opens the profile; answers arrive. */
  const start = async (requestedDuns?: string) => {
    await selector.load();
    profile.open(requestedDuns);
    await settle();
  };
  /** The header's 300 ms pass and the chosen company's entitlements arrive. */
  const afterTheDebounce = async () => {
    scheduler.flush();
    await settle();
  };
  return { queries, selector, profile, seen, start, afterTheDebounce, features };
};

const shown = (model: CompanyProfileViewModel) =>
  model.screen === 'profile'
    ? { screen: model.screen, businessName: model.businessName, access: model.access }
    : { screen: model.screen };

const companyRequests = (queries: FakeCompanyRecords) =>
  queries.infoRequests.map((request) => (request.kind === 'company' ? request.duns : 'pending'));

describe('the company profile use case', () => {
  it('loads the selected company’s record; a Director manages it', async () => {
    const { profile, queries, start } = setup();
    expect(profile.snapshot).toEqual({ screen: 'loading' });
    await start();
    expect(shown(profile.snapshot)).toEqual({
      screen: 'profile',
      businessName: 'acme analytics',
      access: 'manage',
    });
    expect(companyRequests(queries)).toEqual([ACME.duns]);
  });

  it('links to the provider’s pages about the company from its own country’s record (D-PROFILE-6)', async () => {
    const { profile, queries, features, start } = setup();
    const acme = companyRecord(ACME.businessName, ACME.duns);
    queries.records.set(ACME.duns, {
      ...acme,
      mapDetails: { ...acme.mapDetails, countryCode: 'cz' },
    });
    await start();
    expect(features.asked).toEqual(['CZ']);
    expect(profile.snapshot).toMatchObject({
      screen: 'profile',
      links: [
        {
          kind: 'publicProfile',
          url: `https://www.provider.example/company-profiles?duns=${ACME.duns}`,
        },
        {
          kind: 'businessOverview',
          url: `https://www.provider.example/business-overview?duns=${ACME.duns}`,
        },
        {
          kind: 'updatedInfo',
          url: `https://www.provider.example/update-information?duns=${ACME.duns}`,
        },
      ],
    });
  });

  it('follows a switch in the header: loading at once, then the other company, view-only for a member', async () => {
    const { profile, selector, queries, start, afterTheDebounce } = setup();
    await start();
    selector.choose(BAKERY.duns);
    expect(profile.snapshot).toEqual({ screen: 'loading' });
    await afterTheDebounce();
    expect(shown(profile.snapshot)).toEqual({
      screen: 'profile',
      businessName: 'Blue Ridge Bakery',
      access: 'viewOnly',
    });
    expect(companyRequests(queries)).toEqual([ACME.duns, BAKERY.duns]);
  });

  it('a switch that fails shows the company still selected again, without asking twice', async () => {
    const { profile, selector, queries, start, afterTheDebounce } = setup();
    await start();
    queries.failing = true;
    selector.choose(BAKERY.duns);
    await afterTheDebounce();
    expect(shown(profile.snapshot)).toMatchObject({ businessName: 'acme analytics' });
    expect(companyRequests(queries)).toEqual([ACME.duns]);
  });

  it('an answer for a company no longer selected is dropped', async () => {
    const { profile, selector, queries, start, afterTheDebounce } = setup();
    queries.holding = true;
    await start();
    selector.choose(BAKERY.duns);
    queries.holding = true;
    await afterTheDebounce();
    queries.release('newestFirst');
    await settle();
    expect(shown(profile.snapshot)).toMatchObject({ businessName: 'Blue Ridge Bakery' });
  });

  it('§2 "no-company prompt": a user without companies; nothing to ask for', async () => {
    const { profile, queries, start } = setup();
    queries.current = entitlementsFor(undefined, []);
    await start();
    expect(profile.snapshot).toEqual({ screen: 'noCompanyPrompt', getADunsPath: '/gad/search' });
    expect(queries.infoRequests).toEqual([]);
  });

  it('§2 "pending state": the "(Company pending)" placeholder selected; nothing to ask for', async () => {
    const { profile, queries, start } = setup();
    // The placeholder goes first in the list while a DUNS number is created, so it is selected.
    queries.current = entitlementsFor(ACME.duns, [ACME], {
      isPendingOwlEntitlementsAvailable: true,
    });
    await start();
    expect(profile.snapshot).toEqual({ screen: 'pending', maxBusinessDays: 30 });
    expect(queries.infoRequests).toEqual([]);
  });

  it('from a company to the placeholder in the header, and back without asking again', async () => {
    const { profile, selector, queries, start, afterTheDebounce } = setup();
    queries.current = entitlementsFor(ACME.duns, [ACME], {
      isPendingOwlEntitlementsAvailable: true,
    });
    queries.records.set('', pendingPlaceholderCompany);
    await start();
    selector.choose(ACME.duns);
    await afterTheDebounce();
    expect(shown(profile.snapshot)).toMatchObject({ businessName: 'acme analytics' });
    selector.choose('');
    await afterTheDebounce();
    expect(profile.snapshot).toEqual({ screen: 'pending', maxBusinessDays: 30 });
    selector.choose(ACME.duns);
    await afterTheDebounce();
    expect(shown(profile.snapshot)).toMatchObject({ businessName: 'acme analytics' });
    // The selector asks for the placeholder's entitlements itself; the record was asked for once.
    expect(companyRequests(queries)).toEqual([ACME.duns, 'pending']);
  });

  it('a record that does not load is an error; retry asks again', async () => {
    const { profile, queries, start } = setup();
    queries.failingRecords.add(ACME.duns);
    await start();
    expect(profile.snapshot).toEqual({ screen: 'error' });
    queries.failingRecords.clear();
    profile.retry();
    await settle();
    expect(shown(profile.snapshot)).toMatchObject({ businessName: 'acme analytics' });
    expect(companyRequests(queries)).toEqual([ACME.duns, ACME.duns]);
  });

  it('companies that do not load are an error; retry loads them again', async () => {
    const { profile, queries, start } = setup();
    queries.failing = true;
    await start();
    expect(profile.snapshot).toEqual({ screen: 'error' });
    queries.failing = false;
    profile.retry();
    await settle();
    expect(shown(profile.snapshot)).toMatchObject({ businessName: 'acme analytics' });
  });

  it.each([
    [
      'another of the user’s companies: chosen in the header first',
      BAKERY.duns,
      'Blue Ridge Bakery',
      [BAKERY.duns],
    ],
    ['the selected company: nothing to choose', ACME.duns, 'acme analytics', [ACME.duns]],
    [
      'a company the user does not have: the selected one',
      '111111111',
      'acme analytics',
      [ACME.duns],
    ],
  ])('?duns= names %s (D-PROFILE-4)', async (_case, duns, businessName, requests) => {
    const { profile, queries, start, afterTheDebounce, seen } = setup();
    await start(duns);
    await afterTheDebounce();
    expect(shown(profile.snapshot)).toMatchObject({ businessName });
    expect(companyRequests(queries)).toEqual(requests);
    expect(seen.filter((model) => model.screen === 'profile')).toHaveLength(1);
  });

  it('stops following the selector once disposed', async () => {
    const { profile, selector, queries, start, afterTheDebounce } = setup();
    await start();
    profile.dispose();
    selector.choose(BAKERY.duns);
    await afterTheDebounce();
    expect(shown(profile.snapshot)).toMatchObject({ businessName: 'acme analytics' });
    expect(companyRequests(queries)).toEqual([ACME.duns]);
  });
});
