import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import type { PasswordPolicy } from '../../../src/application/ports/password-gateway.port';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import { PortalFrame } from '../../../src/application/frame/portal-frame.use-case';
import { ChangePassword } from '../../../src/application/sign-in/change-password.use-case';
import type { UserProfile } from '../../../src/application/ports/profile-gateway.port';
import { FakeAnalytics, FakeCountryFeatures, FakePreferenceStore, settle } from '../fakes';
import { FakeEntitlementQueries, FakeProfileGateway, testProfile } from '../frame-fakes';
import { FakePasswordGateway, rejectedWith } from './fake-password-gateway';

// Spec §2 /accountInfo/changePassword and the profile menu's "Change password (shown if the account
// is a magento account or lacks the eb_dashboard flag)"; §6 internal accounts; §8 codes
// (docs/decisions/sign-in-states.md D-SIGNIN-UI-3, D-SIGNIN-UI-5). The real frame and menu rule
// decide.

const setup = async (profile: Partial<UserProfile> = {}, policy?: PasswordPolicy) => {
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
  if (policy !== undefined) passwords.policy = TE.right(policy);
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

// §5 "Minimum-age rule (minutes, hours or days)" (docs/decisions/accounts-backend.md D-PWD-10).
describe("ChangePassword: the policy's minimum age", () => {
  const ONE_DAY: PasswordPolicy = { minimumAge: { count: 1, unit: 'days' } };

  it('is a line of the form, once the policy is known', async () => {
    const { store } = await setup({}, ONE_DAY);
    expect(store.snapshot).toMatchObject({
      screen: 'form',
      minimumAge: { count: 1, unit: 'days' },
    });
  });

  it("a refusal for it says the age in the policy's unit", async () => {
    const { store, passwords } = await setup({}, ONE_DAY);
    passwords.answer = rejectedWith('PASSWORD_MIN_AGE');
    await store.submit(GOOD);
    expect(store.snapshot).toMatchObject({
      errors: {
        fields: {},
        form: 'password.minimumAge.tooRecent',
        formDetail: { id: 'password.rule.minimumAge.days', values: { count: 1 } },
      },
    });
  });

  it('without the policy (no rule, or it could not be read): no line, and the refusal alone', async () => {
    const { store, passwords } = await setup();
    passwords.policy = TE.left({ code: 'service.networkFailure' });
    store.open();
    await settle();
    expect(store.snapshot).toMatchObject({ screen: 'form', minimumAge: undefined });
    passwords.answer = rejectedWith('PASSWORD_MIN_AGE');
    await store.submit(GOOD);
    expect(store.snapshot).toMatchObject({
      errors: { fields: {}, form: 'password.minimumAge.tooRecent' },
    });
    if (store.snapshot.screen !== 'form') throw new Error(store.snapshot.screen);
    expect(store.snapshot.errors?.formDetail).toBeUndefined();
  });
});
