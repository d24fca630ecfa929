import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import { TrialOffer } from '../../../src/application/dashboard/trial-offer.use-case';
import { CompanySelector } from '../../../src/application/frame/company-selector.use-case';
import { PortalFrame } from '../../../src/application/frame/portal-frame.use-case';
import { FakeAnalytics, FakeCountryFeatures, FakePreferenceStore } from '../fakes';
import { FakeGetADuns } from '../get-a-duns-fakes';
import {
  ACME,
  entitled,
  entitlementsFor,
  FakeEntitlementQueries,
  FakeProfileGateway,
  testProfile,
} from '../frame-fakes';

// Spec §1 "a 14-day credit-monitor preview in UK and Ireland", §7 POST /entitlements/entitleFreemium.

const SEALED_ACME = { ...ACME, encryptedDuns: 'sealed-acme' };
const CREDIT_INSIGHTS_TRIAL = entitled('Credit Insights', 294, 27, {
  status: 'trial',
  trialDaysLeft: 21,
});
const PREVIEW = entitled('Credit Monitor', 252, 14707, {
  status: 'trial',
  trialDaysLeft: 14,
  termsAccepted: false,
});

const setup = async () => {
  const queries = new FakeEntitlementQueries();
  queries.current = entitlementsFor(ACME.duns, [SEALED_ACME], {
    vboEntitlements: [CREDIT_INSIGHTS_TRIAL],
  });
  const profiles = new FakeProfileGateway();
  profiles.profile = testProfile({ countryCode: 'GB', languagePreference: 'en-gb' });
  const selector = new CompanySelector(
    queries,
    new FakePreferenceStore(),
    new FakeAnalytics(),
    new VirtualTimeScheduler(),
  );
  const frame = new PortalFrame(
    profiles,
    new FakeCountryFeatures(),
    { now: () => new Date('2026-11-26T12:00:00Z') },
    selector,
  );
  const getADuns = new FakeGetADuns();
  const offer = new TrialOffer(frame, selector, getADuns);
  await frame.load();
  return { queries, getADuns, offer };
};

describe('the credit-monitor preview offer', () => {
  it('starts the 14-day preview for the selected company, then shows its products again', async () => {
    const { queries, getADuns, offer } = await setup();
    expect(offer.snapshot?.preview).toEqual({ days: 14, status: 'offered' });
    queries.current = entitlementsFor(ACME.duns, [SEALED_ACME], {
      vboEntitlements: [CREDIT_INSIGHTS_TRIAL, PREVIEW],
    });
    await offer.startPreview();
    expect(getADuns.requests).toEqual([
      { appId: 252, encryptedDuns: 'sealed-acme', countryId: 'GB', salesChannel: 'freemium' },
    ]);
    expect(offer.snapshot).toEqual({
      status: 'active',
      daysLeft: 21,
      productTitle: 'Credit Insights',
      preview: undefined,
    });
  });

  it('a refused trial call leaves the offer with its error, to try again', async () => {
    const { getADuns, offer } = await setup();
    getADuns.answer = TE.left({
      code: 'service.rejected',
      status: 409,
      error: 'ALREADY_ENTITLED',
      message: 'Already entitled.',
    });
    await offer.startPreview();
    expect(offer.snapshot?.preview).toEqual({ days: 14, status: 'failed' });
    getADuns.answer = TE.left({ code: 'service.unavailable' });
    await offer.startPreview();
    expect(getADuns.requests).toHaveLength(2);
  });
});
