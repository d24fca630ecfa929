import { toFreeDunsOfferViewModel } from '../../../src/application/get-a-duns/free-duns-offer.view-model';
import { INITIAL_GET_A_DUNS_STATE } from '../../../src/application/get-a-duns/get-a-duns.state';
import type { PartnerOfferFeature } from '../../../src/application/ports/country-features.port';
import { BLUE_HERON } from './fake-get-a-duns';

// Spec §2 "then a partner-offers page", §6 "Partner offers and ads are enabled per country", §9
// offers ad sizes (D-DOM-17).

const OFFERS: readonly PartnerOfferFeature[] = [
  { partner: 'lendio', url: 'https://lendio.example' },
  { partner: 'nextInsurance', url: 'https://next.example' },
  { partner: 'liliBanking', url: 'https://lili.example' },
];

describe('the free DUNS offers page', () => {
  it.each([
    ['US', 3, { width: 364, height: 422 }],
    ['CA', 0, undefined],
    ['GB', 0, undefined],
  ] as const)('in %s: %i partner offers and the ad slot %p', (country, count, desktop) => {
    const model = toFreeDunsOfferViewModel(INITIAL_GET_A_DUNS_STATE, country, OFFERS);
    expect(model.offers).toHaveLength(count);
    expect(model.ad?.sizes.desktop).toEqual(desktop);
  });

  it('names the company confirmed in this tab, and says when it is pending', () => {
    const state = {
      ...INITIAL_GET_A_DUNS_STATE,
      chosen: BLUE_HERON,
      confirmation: { status: 'confirmed', outcome: 'pending' } as const,
    };
    expect(toFreeDunsOfferViewModel(state, 'US', OFFERS)).toMatchObject({
      confirmedCompany: 'Blue Heron Cafe LLC',
      pending: true,
    });
    expect(toFreeDunsOfferViewModel(INITIAL_GET_A_DUNS_STATE, 'US', OFFERS).confirmedCompany).toBe(
      undefined,
    );
  });
});
