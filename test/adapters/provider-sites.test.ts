import { providerSitesAt } from '../../src/adapters/config/browser-portal-config';
import { countryFeatureRecordsFor } from '../../src/adapters/config/country-feature-records';
import { providerSitesFor } from '../../src/adapters/config/provider-links';

// Spec §9 "Environment chosen from host name (local, dev, qa, stg, else production)", used for the
// links that differ per environment: the provider's sites (docs/decisions/adapters.md D-ADP-7).

describe('providerSitesFor — the provider sites of each environment', () => {
  it.each([
    ['production', ''],
    ['stg', '.stg'],
    ['qa', '.qa'],
    ['dev', '.dev'],
    // A developer's machine has no provider sites of its own: dev's.
    ['local', '.dev'],
  ] as const)('%s links to the sites named %j', (environment, name) => {
    expect(providerSitesFor(environment)).toEqual({
      www: `https://www${name}.business-provider.example`,
      marketplace: `https://marketplace${name}.business-provider.example`,
      partners: `https://partners${name}.business-provider.example`,
      store: `https://store${name}.business-provider.example`,
    });
  });
});

describe('providerSitesAt — from the portal origin’s host name', () => {
  it.each([
    ['https://portal.business-provider.example', 'https://www.business-provider.example'],
    ['https://portal.stg.business-provider.example', 'https://www.stg.business-provider.example'],
    ['https://portal-qa.example.com:8443', 'https://www.qa.business-provider.example'],
    ['https://dev.portal.example.com', 'https://www.dev.business-provider.example'],
    ['http://localhost:8080', 'https://www.dev.business-provider.example'],
    ['http://127.0.0.1:8080', 'https://www.dev.business-provider.example'],
    // A word only contains an environment's name: production.
    ['https://devices.example.com', 'https://www.business-provider.example'],
  ])('a portal at %s links to %s', (origin, www) => {
    expect(providerSitesAt(origin).www).toBe(www);
  });
});

describe("the feature record's links follow the sites", () => {
  const stg = countryFeatureRecordsFor(providerSitesFor('stg'));
  const production = countryFeatureRecordsFor(providerSitesFor('production'));

  it('partner links, partner offers, Deals and Offers and the provider pages', () => {
    expect(stg.US.partnerLinks[0]).toEqual({
      link: 'fundabilityScan',
      url: 'https://partners.stg.business-provider.example/us/fundability-scan',
    });
    expect(stg.US.partnerOffers.map(({ url }) => new URL(url).host)).toEqual([
      'partners.stg.business-provider.example',
      'partners.stg.business-provider.example',
      'partners.stg.business-provider.example',
    ]);
    expect(stg.GB.dealsAndOffers).toEqual({
      enabled: true,
      url: 'https://marketplace.stg.business-provider.example/uk/deals',
    });
    expect(stg.CZ.termsOfUse).toEqual({
      enabled: true,
      url: 'https://www.stg.business-provider.example/cz/legal/terms-of-use',
    });
    expect(production.CZ.termsOfUse).toEqual({
      enabled: true,
      url: 'https://www.business-provider.example/cz/legal/terms-of-use',
    });
  });

  it('a mailed cancellation stays the provider’s one address', () => {
    expect(stg.GB.cancelRenewal).toEqual(production.GB.cancelRenewal);
    expect(production.US.cancelRenewal).toEqual({
      enabled: true,
      byEmail: false,
      url: 'https://www.business-provider.example/us/account/cancel-renewal',
    });
    expect(stg.US.cancelRenewal).toEqual({
      enabled: true,
      byEmail: false,
      url: 'https://www.stg.business-provider.example/us/account/cancel-renewal',
    });
  });
});
