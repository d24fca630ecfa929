import { pendingPlaceholderCompany, type MapDetails } from '../../../src/domain/companies/company';
import { companyAddressLines } from '../../../src/domain/companies/company-profile-address';

const address = (parts: Partial<MapDetails>): MapDetails => ({
  ...pendingPlaceholderCompany.mapDetails,
  ...parts,
});

describe('company address — §2 "address" from §3 mapDetails, by postal custom (D-PROFILE-2)', () => {
  it.each([
    [
      'US: building, street, "town, state ZIP", country',
      address({
        countryCode: 'US',
        countryName: 'United States',
        buildingName: 'Market Plaza',
        streetAddress: '100 Market Street',
        town: 'Short Hills',
        territory: 'NJ',
        postalCode: '07078',
      }),
      ['Market Plaza', '100 Market Street', 'Short Hills, NJ 07078', 'United States'],
    ],
    [
      'CA: the province and postal code on the town line',
      address({
        countryCode: 'CA',
        countryName: 'Canada',
        streetAddress: '1 Front St W',
        town: 'Toronto',
        territory: 'ON',
        postalCode: 'M5J 2X5',
      }),
      ['1 Front St W', 'Toronto, ON M5J 2X5', 'Canada'],
    ],
    [
      'US without a state: no dangling comma',
      address({ countryCode: 'US', town: 'Dover', postalCode: '19901' }),
      ['Dover, 19901'],
    ],
    [
      'GB: town, county and postcode each on a line',
      address({
        countryCode: 'GB',
        countryName: 'United Kingdom',
        streetAddress: '3 Mill Lane',
        town: 'Reading',
        territory: 'Berkshire',
        postalCode: 'RG1 6AA',
      }),
      ['3 Mill Lane', 'Reading', 'Berkshire', 'RG1 6AA', 'United Kingdom'],
    ],
    [
      'IE without a county',
      address({ countryCode: 'IE', town: 'Dublin', postalCode: 'D02 X285' }),
      ['Dublin', 'D02 X285'],
    ],
    [
      'CZ: postal code before the town',
      address({
        countryCode: 'CZ',
        countryName: 'Czech Republic',
        buildingName: 'Palác Poříčí',
        streetAddress: 'Na Poříčí 1041/12',
        town: 'Praha',
        territory: 'Praha',
        postalCode: '110 00',
      }),
      ['Palác Poříčí', 'Na Poříčí 1041/12', '110 00 Praha', 'Czech Republic'],
    ],
    [
      'blank parts are left out, the rest trimmed',
      address({
        countryCode: 'SE',
        streetAddress: '  Drottninggatan 1 ',
        town: ' ',
        postalCode: '',
      }),
      ['Drottninggatan 1'],
    ],
    ['the placeholder has no address', pendingPlaceholderCompany.mapDetails, []],
  ])('%s', (_case, parts, lines) => {
    expect(companyAddressLines(parts)).toEqual(lines);
  });
});
