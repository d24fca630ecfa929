import { PORTAL_HOME, RedirectAllowList } from '../../server/http/redirect-allow-list';
import { loadConfig } from '../../server/config';

// docs/decisions/sign-in-and-sessions.md D-AUTH-3 (the portal's rules) and
// docs/decisions/abuse-limits.md D-ABUSE-5 (the server applies them to every redirect it stores or
// mails).

const PUBLIC_URL = 'https://portal.example';
const list = new RedirectAllowList(PUBLIC_URL, ['https://shop.example', 'not a url']);

describe('RedirectAllowList', () => {
  it.each([
    ['javascript:alert(document.cookie)', 'a script URL'],
    ['JavaScript:alert(1)', 'a script URL in other case'],
    ['java\tscript:alert(1)', 'a script URL with a tab inside'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['https://evil.example/phish', 'a foreign origin'],
    ['http://portal.example/x', 'the own host on another scheme'],
    ['https://portal.example:8443/x', 'the own host on another port'],
    ['https://portal.example.evil.example/x', 'a look-alike host'],
    ['//evil.example/phish', 'a protocol-relative URL'],
    ['/\\evil.example', 'a backslash trick'],
    ['/.//evil.example', 'a dot segment collapsing into //'],
    ['https://portal.example@evil.example/', 'user info'],
    ['https://user:pass@portal.example/', 'credentials on the own origin'],
    [' /accountInfo', 'leading whitespace'],
    ['accountInfo', 'a relative path without a slash'],
    ['https://', 'an unparsable URL'],
  ])('replaces %j (%s) by the portal home', (candidate) => {
    expect(list.resolve(candidate)).toBe(PORTAL_HOME);
    expect(list.allowed(candidate)).toBeUndefined();
  });

  it.each([
    ['/accountInfo', '/accountInfo'],
    ['/gad/search?zip=28801#results', '/gad/search?zip=28801#results'],
    ['https://portal.example/accountInfo', 'https://portal.example/accountInfo'],
    ['HTTPS://PORTAL.EXAMPLE:443/a', 'https://portal.example/a'],
    ['https://shop.example/cart?item=1', 'https://shop.example/cart?item=1'],
  ])('keeps %j as %j (own origin, a site path, a configured origin)', (candidate, kept) => {
    expect(list.resolve(candidate)).toBe(kept);
  });

  it('leaves "no target" empty', () => {
    expect(list.resolve('')).toBe('');
    expect(list.resolve(undefined)).toBe('');
    expect(list.resolve(null)).toBe('');
  });

  it('allows only the own origin when no origins are configured', () => {
    const own = new RedirectAllowList('http://localhost:8080');
    expect(own.resolve('http://localhost:8080/x')).toBe('http://localhost:8080/x');
    expect(own.resolve('https://shop.example/cart')).toBe(PORTAL_HOME);
  });
});

describe('PORTAL_ALLOWED_REDIRECT_ORIGINS', () => {
  it('is read by the configuration schema as a comma-separated list of origins', () => {
    expect(
      loadConfig({
        PORTAL_ALLOWED_REDIRECT_ORIGINS: ' https://shop.example, ,https://help.example ',
      }).allowedRedirectOrigins,
    ).toEqual(['https://shop.example', 'https://help.example']);
    expect(loadConfig({}).allowedRedirectOrigins).toEqual([]);
    expect(() =>
      loadConfig({ PORTAL_ALLOWED_REDIRECT_ORIGINS: 'https://shop.example/cart' }),
    ).toThrow(
      'PORTAL_ALLOWED_REDIRECT_ORIGINS must be a comma-separated list of http or https origins',
    );
  });
});
