import * as E from 'fp-ts/Either';
import {
  IDENTITY_PROVIDER_SCOPES,
  loginVariantFor,
  validateLogin,
  withPlaceholderDomain,
} from '../../../src/domain/accounts/login-validation';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('login validation — §5 "Login"', () => {
  it.each([
    ['GAD', 'signin', '§2 "flow (GAD, or a path starting with /signin, selects sign-in wording)"'],
    ['/signin', 'signin', 'a path starting with /signin'],
    ['/signin/duns', 'signin', 'a path starting with /signin'],
    ['gad', 'default', 'GAD is case-sensitive'],
    ['/signup', 'default', 'another flow'],
    ['', 'default', 'empty'],
    [null, 'default', 'absent'],
    [undefined, 'default', 'absent'],
  ])('loginVariantFor(%j) is %s: %s', (flow, expected, _sentence) => {
    expect(loginVariantFor(flow)).toBe(expected);
  });

  it.each([
    [
      'jane',
      'jane@example.com',
      '"A username without a domain part gets a placeholder domain appended."',
    ],
    ['jane@', 'jane@example.com', 'D-DOM-26: an empty domain part is no domain part'],
    ['jane@corp.example', 'jane@corp.example', 'a username with a domain is kept'],
  ])('withPlaceholderDomain(%j) is %j: %s', (username, expected) => {
    expect(withPlaceholderDomain(username, 'example.com')).toBe(expected);
  });

  it.each([
    [
      { username: ' jane ', password: 'secret' },
      'default',
      E.right({ username: 'jane@example.com', password: 'secret' }),
      'valid: trimmed, domain appended',
    ],
    [
      { username: '', password: 'secret' },
      'default',
      E.left([{ field: 'username', code: 'login.username.required' }]),
      '"Please enter Business email address"',
    ],
    [
      { username: '  ', password: 'secret' },
      'signin',
      E.left([{ field: 'username', code: 'login.username.requiredSignIn' }]),
      '"or "Please enter Email" in the sign-in variant"',
    ],
    [
      { username: 'jane@x.example', password: '' },
      'default',
      E.left([{ field: 'password', code: 'login.password.required' }]),
      '"password required ("Please enter Password")"',
    ],
    [
      { username: '', password: '' },
      'default',
      E.left([
        { field: 'username', code: 'login.username.required' },
        { field: 'password', code: 'login.password.required' },
      ]),
      'both at once',
    ],
    [
      { username: 'jane@x.example', password: ' ' },
      'default',
      E.right({ username: 'jane@x.example', password: ' ' }),
      'a password is never trimmed',
    ],
  ] as const)('validateLogin %#: %s', (input, variant, expected, _sentence) => {
    expect(validateLogin(input, variant, 'example.com')).toEqual(expected);
  });
});

describe('login — §9 constants', () => {
  eachConstantIsAsQuoted([
    [
      '"Identity-provider scopes: openid, profile, email"',
      IDENTITY_PROVIDER_SCOPES,
      ['openid', 'profile', 'email'],
    ],
  ]);
});
