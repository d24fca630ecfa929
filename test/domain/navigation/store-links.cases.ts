import {
  localisedStoreLink,
  storeLinkCountryCode,
} from '../../../src/domain/navigation/store-links';

describe('order and subscription links — §9 "use a supported-country set (en-gb maps to uk, en-ie to ie)" (D-DOM-16)', () => {
  it.each([
    ['en-gb', 'uk', '"en-gb maps to uk"'],
    ['en-ie', 'ie', '"en-ie to ie"'],
    ['cs-cz', 'cz', 'a supported country'],
    ['en-cz', 'cz', 'English in a supported country'],
    ['de-ch', 'ch', 'Switzerland'],
    ['nn-no', 'no', 'Norway'],
    ['en-us', 'us', 'the US store'],
    ['fr-ca', 'us', 'outside the set: the US store'],
    ['sv-se', 'us', 'outside the set: the US store'],
  ] as const)('%s → %s: %s', (locale, expected, _sentence) => {
    expect(storeLinkCountryCode(locale)).toBe(expected);
  });

  it('§2 "external links built per language preference"', () => {
    expect(
      localisedStoreLink('https://shop.example.com/{country}/orders?c={country}', 'en-gb'),
    ).toBe('https://shop.example.com/uk/orders?c=uk');
  });
});
