import {
  PARTNER_LINKS,
  partnerLinkClickedEvent,
  partnerLinksFor,
} from '../../../src/domain/navigation/partner-links';

describe('partner links — §2 "Four external partner links" and §6 "partner links US only"', () => {
  it('§1 "fundability scan, tax and accounting, LLC formation, valuation and benchmarking"', () => {
    expect(PARTNER_LINKS).toEqual([
      'fundabilityScan',
      'taxAndAccounting',
      'llcFormation',
      'valuationAndBenchmarking',
    ]);
  });

  it.each([
    ['US', PARTNER_LINKS],
    ['CA', []],
    ['GB', []],
  ] as const)('%s sees %j', (country, expected) => {
    expect(partnerLinksFor(country)).toEqual(expected);
  });

  it('"each click is tracked as an event named after the link plus "Clicked""', () => {
    expect(partnerLinkClickedEvent('llcFormation')).toBe('llcFormationClicked');
  });
});
