import { VirtualTimeScheduler } from 'rxjs';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import {
  PortalFrame,
  type PortalFrameState,
} from '../../../src/application/frame/portal-frame.use-case';
import {
  FakeAnalytics,
  FakeCountryFeatures,
  FakePreferenceStore,
  settle,
  testCountryRecord,
} from '../fakes';
import { ACME, FakeEntitlementQueries, FakeProfileGateway, testProfile } from '../frame-fakes';

// The frame of every secure page (spec §2 "Navigation bar", "Profile menu", footer).

const setup = (features = new FakeCountryFeatures()) => {
  const queries = new FakeEntitlementQueries();
  const profiles = new FakeProfileGateway();
  const scheduler = new VirtualTimeScheduler();
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    new FakeAnalytics(),
    scheduler,
  );
  const frame = new PortalFrame(
    profiles,
    features,
    { now: () => new Date('2026-11-23T12:00:00Z') },
    selector,
  );
  return { queries, profiles, scheduler, selector, frame };
};

const ready = (state: PortalFrameState) => {
  if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
  return state;
};
const menuEntries = (state: PortalFrameState) =>
  ready(state).navigation.profileMenu.map((item) => item.entry);

describe('the portal frame', () => {
  it("loaded before the first render, the page's own first load asks nothing again; the next does (D-SSR-8)", async () => {
    const { frame, profiles } = setup();
    let asked = 0;
    const answer = profiles.getUserProfile.bind(profiles);
    profiles.getUserProfile = () => {
      asked += 1;
      return answer();
    };
    await frame.loadAhead();
    await frame.load();
    expect(asked).toBe(1);
    expect(ready(frame.snapshot).user.firstName).toBe('Olivia');
    await frame.load();
    expect(asked).toBe(2);
  });

  it("shows the user's name and initials and the country's footer links", async () => {
    const { frame } = setup();
    await frame.load();
    const state = ready(frame.snapshot);
    expect(state.user).toEqual({ firstName: 'Olivia', lastName: 'Owner', initials: 'OO' });
    expect(state.footer).toEqual({
      copyright: { from: 2000, to: 2026 },
      privacyPolicyUrl: 'https://www.provider.example/privacy-policy',
      termsOfUseUrl: 'https://www.provider.example/terms-of-use',
      trustCentreUrl: 'https://www.provider.example/trust-center',
    });
  });

  it('leaves out footer links the country does not have', async () => {
    const { frame } = setup(
      new FakeCountryFeatures(
        testCountryRecord({ privacyPolicy: { enabled: false }, trustCentre: { enabled: false } }),
      ),
    );
    await frame.load();
    expect(ready(frame.snapshot).footer.privacyPolicyUrl).toBeUndefined();
    expect(ready(frame.snapshot).footer.trustCentreUrl).toBeUndefined();
  });

  it('a magento account sees Change password, Orders, Subscriptions and Legal (§2)', async () => {
    const { frame } = setup();
    await frame.load();
    expect(menuEntries(frame.snapshot)).toEqual(
      expect.arrayContaining(['myApps', 'account', 'changePassword', 'orders', 'legal', 'signOut']),
    );
  });

  it('an eb_dashboard account that is not magento gets neither Change password nor Legal (§2)', async () => {
    const { frame, profiles } = setup();
    profiles.profile = testProfile({
      accountSettings: { magento: false, ebDashboard: true, customerPortal: true },
    });
    await frame.load();
    const entries = menuEntries(frame.snapshot);
    expect(entries).not.toContain('changePassword');
    expect(entries).not.toContain('legal');
    expect(entries).not.toContain('orders');
  });

  it('Small Business Financing, Banking and Insurance are for US users only (§2)', async () => {
    const { frame, profiles } = setup();
    profiles.profile = testProfile({ countryCode: 'GB' });
    await frame.load();
    const state = ready(frame.snapshot);
    expect(state.country).toBe('GB');
    expect(menuEntries(state)).not.toContain('smallBusinessFinancing');
    expect(menuEntries(state)).not.toContain('banking');
  });

  it('the MFA entry stays off while there is no MFA screen (D-FRAME-1)', async () => {
    const { frame } = setup();
    await frame.load();
    expect(menuEntries(frame.snapshot)).not.toContain('mfaOptions');
  });

  it("recomputes the AAA grid icon when the selected company's entitlements change", async () => {
    const { frame, queries, selector, scheduler } = setup();
    queries.perDuns.set('987654321', {
      vboEntitlements: [
        {
          productName: 'AAA Physical',
          appId: 338,
          productId: 163,
          duns: '987654321',
          status: 'active',
          termsAccepted: true,
          trialDaysLeft: undefined,
          assetsReady: false,
          newFeature: false,
        },
      ],
    });
    await frame.load();
    expect(ready(frame.snapshot).navigation.aaaGridIcon).toBe(false);
    selector.choose('987654321');
    scheduler.flush();
    await settle();
    expect(ready(frame.snapshot).navigation.aaaGridIcon).toBe(true);
    selector.choose(ACME.duns);
    scheduler.flush();
    await settle();
    expect(ready(frame.snapshot).navigation.aaaGridIcon).toBe(false);
  });

  it('fails when the profile cannot be read, and keeps a loaded frame on a later failure', async () => {
    const { frame, profiles } = setup();
    profiles.failing = true;
    await frame.load();
    expect(frame.snapshot.status).toBe('failed');
    profiles.failing = false;
    await frame.load();
    profiles.failing = true;
    await frame.load();
    expect(frame.snapshot.status).toBe('ready');
  });
});
