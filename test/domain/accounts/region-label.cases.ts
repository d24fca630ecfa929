import { SUPPORTED_COUNTRIES } from '../../../src/domain/locale/country';
import { regionLabelId } from '../../../src/domain/accounts/region-label';

describe('region label — §5 "Region label: "Province" in Canada, "County" or "County/Province" elsewhere."', () => {
  it.each([
    ['US', 'address.region.state', 'DECISIONS.md: US "State"'],
    ['CA', 'address.region.province', '"Province" in Canada'],
    ['GB', 'address.region.county', 'DECISIONS.md: "County" (GB, IE)'],
    ['IE', 'address.region.county', 'DECISIONS.md: "County" (GB, IE)'],
  ] as const)('%s → %s: %s', (country, expected, _sentence) => {
    expect(regionLabelId(country)).toBe(expected);
  });

  it('every other country says "County/Province"', () => {
    for (const country of SUPPORTED_COUNTRIES.filter(
      (code) => !['US', 'CA', 'GB', 'IE'].includes(code),
    )) {
      expect(regionLabelId(country)).toBe('address.region.countyProvince');
    }
  });
});
