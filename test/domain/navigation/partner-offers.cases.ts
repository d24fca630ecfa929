import {
  PARTNERS,
  PARTNER_NAMES,
  partnerOffersFor,
} from '../../../src/domain/navigation/partner-offers';

describe('partner offers — §3 "partner terms for three partners (next insurance, lili banking, lendio)" (D-DOM-17)', () => {
  it('the three partners', () => {
    expect(PARTNERS).toEqual(['lendio', 'nextInsurance', 'liliBanking']);
  });

  it.each([
    ['US', ['lendio', 'nextInsurance', 'liliBanking'], '§6 "mostly US"'],
    ['CA', [], 'not in Canada'],
    ['IE', [], 'not in Ireland'],
  ] as const)('%s → %j: %s', (country, expected, _sentence) => {
    expect(partnerOffersFor(country)).toEqual(expected);
  });

  it.each([
    ['lendio', 'Lendio', 'the small-business lender'],
    ['nextInsurance', 'NEXT Insurance', 'the insurance partner'],
    ['liliBanking', 'Lili', 'the banking partner'],
  ] as const)('%s is shown under its brand name %s (%s)', (partner, name, _role) => {
    expect(PARTNER_NAMES[partner]).toBe(name);
  });
});
