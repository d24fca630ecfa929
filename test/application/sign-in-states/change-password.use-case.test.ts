import { VirtualTimeScheduler } from 'rxjs';
import { CompanySelector } from '../../../src/application/frame/company-selector';
import { PortalFrame } from '../../../src/application/frame/portal-frame';
import { ChangePassword } from '../../../src/application/sign-in-states/change-password.use-case';
import type { UserProfile } from '../../../src/application/ports/portal-data.port';
import { FakeAnalytics, FakeCountryFeatures, FakePreferenceStore, settle } from '../fakes';
import { FakeEntitlementQueries, FakeProfileGateway, testProfile } from '../frame-fakes';
import { FakePasswordGateway, rejectedWith } from './fake-password-gateway';

// Spec §2 /accountInfo/changePassword and the profile menu's "Change password (shown if the account
// is a magento account or lacks the eb_dashboard flag)"; §6 internal accounts; §8 codes
// (docs/decisions/sign-in-states.md D-SIGNIN-UI-3, D-SIGNIN-UI-5). The real frame and menu rule
// decide.

const setup = async (profile: Partial<UserProfile> = {}) => {
  const profiles = new FakeProfileGateway();
  profiles.profile = testProfile(profile);
  const selector = new CompanySelector(
    new FakeEntitlementQueries(),
    new FakePreferenceStore(),
    new FakeAnalytics(),
    new VirtualTimeScheduler(),
  );
  const frame = new PortalFrame(
    profiles,
    new FakeCountryFeatures(),
    { now: () => new Date('2026-11-23T12:00:00Z') },
    selector,
  );
  const passwords = new FakePasswordGateway();
  const store = new ChangePassword(frame.state$, profiles, passwords);
  store.open();
  await frame.load();
  await settle();
  return { profiles, frame, passwords, store };
};

const GOOD = {
  currentPassword: 'Demo-Portal-2026',
  newPassword: 'Brand-New-Pass-7',
  retypePassword: 'Brand-New-Pass-7',
};

describe('ChangePassword: which screen for which account', () => {
  it.each([
    ['magento, eb_dashboard', { magento: true, ebDashboard: true }, undefined, 'form'],
    ['not magento, no eb_dashboard', { magento: false, ebDashboard: false }, undefined, 'form'],
    ['not magento, eb_dashboard', { magento: false, ebDashboard: true }, undefined, 'unavailable'],
    ['internal, menu hides it', { magento: false, ebDashboard: true }, true, 'internalAccount'],
    ['internal, menu shows it', { magento: true, ebDashboard: true }, true, 'internalAccount'],
  ])('%s → %s', async (_name, flags, isDnbUser, screen) => {
    const { store } = await setup({
      accountSettings: { ...flags, customerPortal: true },
      isDnbUser,
    });
    expect(store.snapshot.screen).toBe(screen);
  });

  const unloadedStore = (profiles: FakeProfileGateway) =>
    new ChangePassword(
      new PortalFrame(
        profiles,
        new FakeCountryFeatures(),
        { now: () => new Date('2026-11-23T12:00:00Z') },
        new CompanySelector(
          new FakeEntitlementQueries(),
          new FakePreferenceStore(),
          new FakeAnalytics(),
          new VirtualTimeScheduler(),
        ),
      ).state$,
      profiles,
      new FakePasswordGateway(),
    );

  it('loading until the profile and the menu are known', async () => {
    const store = unloadedStore(new FakeProfileGateway());
    store.open();
    await settle();
    expect(store.snapshot.screen).toBe('loading');
  });

  it('a profile that cannot be read → error', async () => {
    const profiles = new FakeProfileGateway();
    profiles.failing = true;
    const store = unloadedStore(profiles);
    store.open();
    await settle();
    expect(store.snapshot.screen).toBe('error');
  });
});

describe('ChangePassword.submit', () => {
  it('sends old, new and retype; then an empty form that says it was changed', async () => {
    const { store, passwords } = await setup();
    await store.submit(GOOD);
    expect(passwords.changes).toEqual([GOOD]);
    expect(store.snapshot).toEqual({
      screen: 'form',
      submitting: false,
      errors: undefined,
      changes: 1,
      justChanged: true,
    });
  });

  it.each([
    ['2007', { fields: { newPassword: 'password.requirementsNotMet' } }],
    ['2008', { fields: { currentPassword: 'password.currentMismatch' } }],
    ['2011', { fields: { newPassword: 'password.history' } }],
    ['2012', { fields: {}, form: 'password.expiredResetFailed', offerReset: true }],
    ['E0000069', { fields: {}, form: 'auth.lockedOut' }],
  ])('server answers %s → %j at its place', async (code, errors) => {
    const { store, passwords } = await setup();
    passwords.answer = rejectedWith(code);
    await store.submit(GOOD);
    expect(store.snapshot).toEqual({
      screen: 'form',
      submitting: false,
      errors,
      changes: 0,
      justChanged: false,
    });
  });

  it('INTERNAL_ACCOUNT from the server → the help desk', async () => {
    const { store, passwords } = await setup();
    passwords.answer = rejectedWith('INTERNAL_ACCOUNT', 403);
    await store.submit(GOOD);
    expect(store.snapshot.screen).toBe('internalAccount');
  });

  it('§5 errors are shown before anything is sent', async () => {
    const { store, passwords } = await setup();
    await store.submit({ ...GOOD, newPassword: GOOD.currentPassword });
    expect(store.snapshot).toMatchObject({
      errors: {
        fields: {
          newPassword: 'password.new.sameAsCurrent',
          retypePassword: 'password.retype.mismatch',
        },
      },
    });
    expect(passwords.changes).toEqual([]);
  });

  it('nothing is sent on a page that is not a form', async () => {
    const { store, passwords } = await setup({
      accountSettings: { magento: false, ebDashboard: true, customerPortal: true },
    });
    await store.submit(GOOD);
    expect(passwords.changes).toEqual([]);
  });
});

describe('ChangePassword: "changed" is said until the next submit', () => {
  it('a refused second change no longer says the first one succeeded', async () => {
    const { store, passwords } = await setup();
    await store.submit(GOOD);
    expect(store.snapshot).toMatchObject({ justChanged: true, changes: 1 });
    passwords.answer = rejectedWith('2011');
    await store.submit(GOOD);
    expect(store.snapshot).toMatchObject({ justChanged: false, changes: 1 });
  });
});
