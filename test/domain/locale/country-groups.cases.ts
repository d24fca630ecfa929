import {
  EUROPEAN_COUNTRIES,
  FREEMIUM_COUNTRIES,
  MARKETING_HUB_COUNTRIES,
  STORE_LINK_COUNTRIES,
  US_ONLY,
  isInGroup,
} from '../../../src/domain/locale/country-groups';

describe('country groups — §6 "Country groups" with the purposes of D-DOM-16', () => {
  it.each([
    [
      '"European (CH, HU, CZ, PL, SI, NO, SE, FI, DK)"',
      EUROPEAN_COUNTRIES,
      ['CH', 'HU', 'CZ', 'PL', 'SI', 'NO', 'SE', 'FI', 'DK'],
    ],
    [
      '"GB, IE, CH, HU, CZ, PL, SI": Marketing Hub',
      MARKETING_HUB_COUNTRIES,
      ['GB', 'IE', 'CH', 'HU', 'CZ', 'PL', 'SI'],
    ],
    ['"US"', US_ONLY, ['US']],
    ['"GB/IE": freemium', FREEMIUM_COUNTRIES, ['GB', 'IE']],
    [
      '"HU, CZ, GB, IE, NO, SI, PL, CH": store links',
      STORE_LINK_COUNTRIES,
      ['HU', 'CZ', 'GB', 'IE', 'NO', 'SI', 'PL', 'CH'],
    ],
  ])('%s', (_sentence, group, expected) => {
    expect(group).toEqual(expected);
  });

  it.each([
    [US_ONLY, 'US', true],
    [US_ONLY, 'CA', false],
    [MARKETING_HUB_COUNTRIES, 'SI', true],
    [MARKETING_HUB_COUNTRIES, 'SE', false],
  ] as const)('isInGroup %#', (group, country, expected) => {
    expect(isInGroup(group, country)).toBe(expected);
  });
});
