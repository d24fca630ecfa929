import * as E from 'fp-ts/Either';
import { isEmailAddress as portalIsEmail } from '../../src/domain/accounts/email-address';
import { validatePersonName } from '../../src/domain/accounts/person-name';
import { validatePhoneNumber } from '../../src/domain/accounts/phone-number';
import { validatePostalCode } from '../../src/domain/accounts/postal-code';
import { SUPPORTED_COUNTRIES as PORTAL_COUNTRIES } from '../../src/domain/locale/country';
import { SUPPORTED_LOCALES as PORTAL_LOCALES } from '../../src/domain/locale/locale';
import { supportedLocaleFor as portalLocaleFor } from '../../src/domain/locale/locale-resolution';
import {
  normaliseAllowedOrigins,
  resolvePostLoginRedirect,
} from '../../src/domain/redirects/redirect-allow-list';
import { CompanyRecordCodec } from '../../src/adapters/http/entitlement-queries.codecs';
import {
  isPendingPlaceholder,
  pendingPlaceholderCompany,
} from '../../src/domain/companies/company';
import { pendingPlaceholderRecord } from '../../server/entitlements/company-record';
import {
  checkPersonName,
  checkPhoneNumber,
  checkPostalCode,
  isEmailAddress as serverIsEmail,
  SUPPORTED_COUNTRIES as SERVER_COUNTRIES,
  SUPPORTED_LOCALES as SERVER_LOCALES,
  type FieldOutcome,
} from '../../server/accounts/registration-rules';
import { PORTAL_HOME, RedirectAllowList } from '../../server/http/redirect-allow-list';
import { supportedLocaleFor as serverLocaleFor } from '../../server/i18n/request-locale';

// Issue 16 "parity tests": the server must not import src/ (the Pact contract is the bridge), so
// the rules both sides enforce are written twice. Each table below runs through both copies; a
// rule that drifts on one side fails here, whatever the two copies' own tests say.

/** A field check's verdict in one shape: the accepted (canonical) value, or refused. */
type Verdict = { readonly accepted: string } | 'refused';
const portalVerdict = (checked: E.Either<unknown, string>): Verdict =>
  E.isRight(checked) ? { accepted: checked.right } : 'refused';
const serverVerdict = (checked: FieldOutcome): Verdict =>
  checked.ok ? { accepted: checked.value } : 'refused';

describe('email address (spec §5 "Please enter a valid email address.")', () => {
  it.each([
    'user@example.com',
    'first.last+tag@sub.example.co.uk',
    'no-at-sign.example.com',
    '@example.com',
    'user@',
    'user@localhost',
    'user@example..com',
    'user name@example.com',
    'user@-example.com',
    'ÜSER@exämple.de',
    'a@b.c',
    'user@example.com.',
  ])('%j', (email) => {
    expect(serverIsEmail(email)).toBe(portalIsEmail(email));
  });
});

describe('names (spec §5 "Please enter letters and spaces only.")', () => {
  it.each(['Ana', '  José María ', 'Zoë', "O'Brien", 'Anne-Marie', 'R2D2', '', 'Ł'.repeat(51)])(
    '%j',
    (name) => {
      expect(serverVerdict(checkPersonName('firstName', name))).toEqual(
        portalVerdict(validatePersonName('firstName', name)),
      );
    },
  );
});

describe('postal codes and phone numbers, per country', () => {
  const POSTAL: readonly (readonly [(typeof PORTAL_COUNTRIES)[number], string])[] = [
    ['US', '12207'],
    ['US', '12207-1234'],
    ['US', '1220'],
    ['CA', 'k1a 0b1'],
    ['CA', 'K1A0B1'],
    ['GB', 'sw1a 1aa'],
    ['GB', 'SW1A1AA'],
    ['IE', 'D02 X285'],
    ['CZ', '11000'],
    ['CZ', '110 00'],
    ['CH', '8001'],
    ['HU', '1051'],
    ['PL', '00-950'],
    ['PL', '00950'],
    ['SE', '111 22'],
    ['DK', '1050'],
    ['NO', '0150'],
    ['FI', '00100'],
    ['FI', 'ABCDE'],
  ];
  it.each(POSTAL)('postal code %s %j', (country, value) => {
    expect(serverVerdict(checkPostalCode(country, value))).toEqual(
      portalVerdict(validatePostalCode(country, value)),
    );
  });

  const PHONE: readonly (readonly [(typeof PORTAL_COUNTRIES)[number], string])[] = [
    ['US', '(212) 555-0199'],
    ['US', '+1 212 555 0199'],
    ['US', '555-0199'],
    ['CA', '613-555-0142'],
    ['GB', '020 7946 0958'],
    ['GB', '+44 20 7946 0958'],
    ['IE', '01 555 1234'],
    ['CZ', '+420 601 123 456'],
    ['CH', '044 668 18 00'],
    ['HU', '+36 1 234 5678'],
    ['PL', '+48 22 123 45 67'],
    ['SE', '08-123 456 78'],
    ['FI', '+358 40 123 4567'],
    ['FI', 'not a number'],
  ];
  it.each(PHONE)('phone %s %j', (country, value) => {
    expect(serverVerdict(checkPhoneNumber(country, value))).toEqual(
      portalVerdict(validatePhoneNumber(country, value)),
    );
  });
});

describe('countries and locales (spec §1: 13 countries, 23 locales)', () => {
  it('both sides support the same countries and locales', () => {
    expect([...SERVER_COUNTRIES].sort()).toEqual([...PORTAL_COUNTRIES].sort());
    expect([...SERVER_LOCALES].sort()).toEqual([...PORTAL_LOCALES].sort());
  });

  it.each(['en-GB', 'de_CH', 'pl', 'fr', 'nb', 'no-NO', 'pt-BR', 'EN', '', 'zz-zz', ' cs-cz '])(
    'language tag %j resolves to the same locale',
    (tag) => {
      expect(serverLocaleFor(tag)).toEqual(portalLocaleFor(tag));
    },
  );
});

describe('redirect allow-list (spec §4 "a fixed allow-list of the provider\'s own sites")', () => {
  const PORTAL = 'https://portal.example.com';
  const CONFIGURED = ['https://www.provider.example', 'https://shop.provider.example:443'];
  const portalSide = (candidate: string): string =>
    resolvePostLoginRedirect(
      candidate,
      normaliseAllowedOrigins([PORTAL, ...CONFIGURED]),
      PORTAL,
      PORTAL_HOME,
    );
  const serverSide = new RedirectAllowList(PORTAL, CONFIGURED);

  it.each([
    '/dashboard?tab=1#top',
    '/.//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'https://www.provider.example/offers',
    'https://SHOP.provider.example/cart',
    'https://shop.provider.example:8443/cart',
    'http://www.provider.example/offers',
    'https://evil.example/',
    'https://user:pass@www.provider.example/',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'https://portal.example.com/accountInfo',
    'data:text/html,hi',
    'not a url',
  ])('%j', (candidate) => {
    expect(serverSide.resolve(candidate)).toBe(portalSide(candidate));
  });
});

describe('the "(Company pending)" placeholder (spec §3: empty values and that name)', () => {
  it('is the same record on both sides', () => {
    expect(pendingPlaceholderRecord).toEqual(pendingPlaceholderCompany);
  });

  it("is what the portal decodes from the server's answer and recognises as the placeholder", () => {
    const decoded = CompanyRecordCodec.decode(JSON.parse(JSON.stringify(pendingPlaceholderRecord)));
    expect(E.isRight(decoded)).toBe(true);
    if (E.isRight(decoded)) expect(isPendingPlaceholder(decoded.right)).toBe(true);
  });
});
