import {
  isPendingCredibilityEntitlement,
  noEntitlements,
} from '../../../src/domain/entitlements/entitlements';

describe('entitlements — §3 and §4', () => {
  it.each([
    [{ type: 'new', displayDuns: '', title: 't' }, true, 'not legacy_found with empty displayDuns'],
    [{ type: 'new', displayDuns: '  ', title: 't' }, true, 'a blank displayDuns is empty'],
    [{ type: 'legacy_found', displayDuns: '', title: 't' }, false, 'legacy_found'],
    [{ type: 'new', displayDuns: '123456789', title: 't' }, false, 'displayDuns present'],
  ])(
    '§4 "some credibility entitlement is not legacy_found with empty displayDuns": %j is %s (%s)',
    (entitlement, expected) => {
      expect(isPendingCredibilityEntitlement(entitlement)).toBe(expected);
    },
  );

  it('noEntitlements holds nothing', () => {
    expect(noEntitlements).toEqual({
      companyInfo: [],
      credibilityEntitlements: [],
      vboEntitlements: [],
      vboAssociatedDuns: [],
      dfcEntitlements: [],
      isPendingOwlEntitlementsAvailable: false,
    });
  });
});
