import { VirtualTimeScheduler } from 'rxjs';
import { CreditSignalMigration } from '../../../src/application/dashboard/credit-signal-migration.use-case';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import { FakeAnalytics, FakePreferenceStore } from '../fakes';
import { ACME, entitlementsFor, FakeEntitlementQueries } from '../frame-fakes';

// Spec §2 "CreditSignal migration modal and carousel" (D-DASH-8).

const setup = async (migrated: boolean, preferences = new FakePreferenceStore()) => {
  const queries = new FakeEntitlementQueries();
  queries.current = entitlementsFor(ACME.duns, [ACME], { creditSignalMigrated: migrated });
  const selector = new CompanySelector(
    queries,
    preferences,
    new FakeAnalytics(),
    new VirtualTimeScheduler(),
  );
  const migration = new CreditSignalMigration(selector, preferences);
  await selector.load();
  return { migration, preferences };
};

const slides = ['moved', 'scores', 'alerts', 'free'];

describe('the CreditSignal migration carousel', () => {
  it.each([
    ['a migrated user who has not seen it', true, false, { open: true, slide: 0, slides }],
    ['a migrated user who has', true, true, { open: false }],
    ['any other user', false, false, { open: false }],
  ])('%s → %j', async (_case, migrated, explained, expected) => {
    const preferences = new FakePreferenceStore();
    preferences.creditSignalMigrationExplained = explained;
    const { migration } = await setup(migrated, preferences);
    expect(migration.snapshot).toEqual(expected);
  });

  it('moves between slides within the carousel', async () => {
    const { migration } = await setup(true);
    const slideOf = () => (migration.snapshot.open ? migration.snapshot.slide : undefined);
    migration.previous();
    expect(slideOf()).toBe(0);
    migration.next();
    migration.next();
    expect(slideOf()).toBe(2);
    migration.show(9);
    expect(slideOf()).toBe(3);
    migration.next();
    expect(slideOf()).toBe(3);
    migration.show(1);
    expect(slideOf()).toBe(1);
  });

  it('closing remembers it, so it is not shown again', async () => {
    const { migration, preferences } = await setup(true);
    migration.close();
    expect(migration.snapshot).toEqual({ open: false });
    expect(preferences.creditSignalMigrationExplained).toBe(true);
  });
});
