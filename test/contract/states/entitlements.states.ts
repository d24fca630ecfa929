import { systemClock } from '../../../server/clock';
import { EntitlementService } from '../../../server/entitlements/entitlement-service';
import { SqlEntitlementRepository } from '../../../server/entitlements/sql-entitlement-repository';
import { getADunsServicesIn } from '../../server/test-database';
import { TermsService } from '../../../server/terms/terms-service';
import { SqlTermsRepository } from '../../../server/terms/sql-terms-repository';
import {
  openSession,
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

/** Provider states of the entitlements calls, named once for the consumer tests and the verification. */
export const EntitlementStates = {
  /**
   * us.owner@example.com (`usr-us-owner`) is signed in and has accepted the licence agreement of
   * Credit Insights (app 294) for Acme Analytics LLC 804735132, so the product opens.
   */
  OWNER_ACCEPTED_CREDIT_INSIGHTS_TERMS:
    'user us.owner@example.com is signed in and has accepted the Credit Insights terms for company 804735132',
  /**
   * terms.pending@example.com (`usr-terms-pending`) is signed in and has declined the licence
   * agreement of Credit Insights (app 294) for Harbor Point Dental PLLC 079942718.
   */
  TERMS_DECLINED:
    'user terms.pending@example.com is signed in and has declined the Credit Insights terms for company 079942718',
  /**
   * terms.pending@example.com (`usr-terms-pending`) is signed in, holds Duns Manager and Profile
   * Manager (154/14624) for company 079942718 and has declined its agreement (closes Marketing Hub).
   */
  DPM_TERMS_DECLINED:
    'user terms.pending@example.com is signed in and has declined the Duns Manager and Profile Manager terms',
  /**
   * pending.duns@example.com (`usr-pending-duns`) is signed in: no company, a Credit Insights Free
   * product waiting for a DUNS number (status pending), a pending credibility entitlement and a
   * DUNS application case.
   */
  PENDING_DUNS_USER_SIGNED_IN:
    'user pending.duns@example.com is signed in with a product waiting for a DUNS number',
} as const;

const TERMS_PENDING_USER = 'usr-terms-pending';
const PENDING_DUNS_USER = 'usr-pending-duns';
const HARBOR_POINT = '079942718';
const CREDIT_INSIGHTS = 294;
const DUNS_AND_PROFILE_MANAGER = 154;

/** Fails the state, not a later interaction, when the backend's code did not set it up. */
const ensure = (condition: boolean, what: string): void => {
  if (!condition) throw new Error(`provider state not set up: ${what}`);
};

/** How the reference backend sets up each state of `EntitlementStates`. */
export const entitlementStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => ({
  [EntitlementStates.OWNER_ACCEPTED_CREDIT_INSIGHTS_TERMS]: async () => {
    await withProviderDbAsync(provider, async (db) => {
      const decided = await new TermsService(new SqlTermsRepository(db), systemClock).decidePla(
        'usr-us-owner',
        '804735132',
        CREDIT_INSIGHTS,
        true,
      );
      ensure(decided.kind === 'decided', 'us.owner holds Credit Insights for 804735132');
    });
    return openSession(provider);
  },
  [EntitlementStates.TERMS_DECLINED]: async () => {
    await withProviderDbAsync(provider, async (db) => {
      const decided = await new TermsService(new SqlTermsRepository(db), systemClock).decidePla(
        TERMS_PENDING_USER,
        HARBOR_POINT,
        CREDIT_INSIGHTS,
        false,
      );
      ensure(decided.kind === 'decided', 'terms.pending holds Credit Insights for 079942718');
    });
    return openSession(provider, TERMS_PENDING_USER);
  },
  [EntitlementStates.DPM_TERMS_DECLINED]: async () => {
    await withProviderDbAsync(provider, async (db, directoryIn) => {
      // Granted once; a second grant is refused as ALREADY_ENTITLED, which is the same state.
      await getADunsServicesIn(db, systemClock, directoryIn).entitlements.entitle({
        userId: TERMS_PENDING_USER,
        dunsNumber: HARBOR_POINT,
        appId: DUNS_AND_PROFILE_MANAGER,
        salesChannel: 'portal',
        route: 'entitleExistingDuns',
      });
      const decided = await new TermsService(new SqlTermsRepository(db), systemClock).decidePla(
        TERMS_PENDING_USER,
        HARBOR_POINT,
        DUNS_AND_PROFILE_MANAGER,
        false,
      );
      ensure(decided.kind === 'decided', 'terms.pending holds Duns Manager and Profile Manager');
    });
    return openSession(provider, TERMS_PENDING_USER);
  },
  [EntitlementStates.PENDING_DUNS_USER_SIGNED_IN]: async () => {
    await withProviderDbAsync(provider, async (db) => {
      const products = await new EntitlementService(
        new SqlEntitlementRepository(db),
        systemClock,
      ).productsOf(PENDING_DUNS_USER, {
        kind: 'noCompany',
      });
      ensure(
        products.some((product) => product.status === 'pending'),
        'pending.duns has a product waiting for a DUNS number (seeded)',
      );
    });
    return openSession(provider, PENDING_DUNS_USER);
  },
});
