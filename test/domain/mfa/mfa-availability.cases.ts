import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { SUPPORTED_COUNTRIES, type CountryCode } from '../../../src/domain/locale/country';
import {
  MFA_DEFAULT_COUNTRIES,
  mfaEnabledFor,
  parseMfaCountries,
  type MfaCountries,
} from '../../../src/domain/mfa/mfa-availability';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('MFA countries — issue 28 "on for the demo countries US, GB and IE at least"', () => {
  eachConstantIsAsQuoted([['"US, GB and IE"', MFA_DEFAULT_COUNTRIES, ['US', 'GB', 'IE']]]);
});

describe('MFA countries — the operator\'s setting "overridable by configuration"', () => {
  it.each([
    ['unset keeps the records', undefined, E.right({ kind: 'default' })],
    ['empty keeps the records', '  ', E.right({ kind: 'default' })],
    ['all', 'all', E.right({ kind: 'all' })],
    ['none, in any case', ' NONE ', E.right({ kind: 'none' })],
    ['a list', 'us,de', E.left({ code: 'mfa.countries.invalid', value: 'de' })],
    [
      'a list, spaced and repeated',
      ' hu , CZ,hu',
      E.right({ kind: 'only', countries: ['HU', 'CZ'] }),
    ],
    ['an empty member', 'US,,GB', E.left({ code: 'mfa.countries.invalid', value: '' })],
  ])('%s: %j', (_case, setting, expected) => {
    expect(parseMfaCountries(setting)).toEqual(expected);
  });
});

describe('MFA countries — "When it is off: no menu entry ... sign-in never asks"', () => {
  const only = (...countries: CountryCode[]): MfaCountries => ({ kind: 'only', countries });
  it.each([
    ['US', { kind: 'default' }, true],
    ['GB', { kind: 'default' }, true],
    ['IE', { kind: 'default' }, true],
    ['CA', { kind: 'default' }, false],
    ['HU', { kind: 'default' }, false],
    ['FI', { kind: 'all' }, true],
    ['US', { kind: 'none' }, false],
    ['SE', only('SE', 'NO'), true],
    ['US', only('SE', 'NO'), false],
  ] as const)('%s with %j: %s', (country, setting, expected) => {
    expect(mfaEnabledFor(country, setting)).toBe(expected);
  });

  it('a list names exactly the countries that have it', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SUPPORTED_COUNTRIES], { minLength: 1 }),
        fc.boolean(),
        (listed, lower) => {
          const setting = parseMfaCountries(
            listed.map((country) => (lower ? country.toLowerCase() : country)).join(', '),
          );
          if (E.isLeft(setting)) throw new Error('a list of supported countries was refused');
          for (const country of SUPPORTED_COUNTRIES)
            expect(mfaEnabledFor(country, setting.right)).toBe(listed.includes(country));
        },
      ),
    );
  });
});
