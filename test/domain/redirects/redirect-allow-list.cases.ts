import fc from 'fast-check';
import {
  allowedRedirect,
  normaliseAllowedOrigins,
  resolvePostLoginRedirect,
} from '../../../src/domain/redirects/redirect-allow-list';

const PORTAL = 'https://portal.example.com';
const HOME = '/';
const allowed = normaliseAllowedOrigins([
  PORTAL,
  'https://shop.example.com',
  'http://localhost:3000',
  'https://bücher.example',
]);
const resolve = (candidate: string | null | undefined) =>
  resolvePostLoginRedirect(candidate, allowed, PORTAL, HOME);

describe('post-login redirect allow-list — §4 "the redirect target is accepted only if its origin is on a fixed allow-list of the provider\'s own sites; otherwise the default portal home" (D-AUTH-3)', () => {
  it.each([
    ['/accountInfo?tab=1', '/accountInfo?tab=1'],
    ['https://SHOP.example.com/cart', 'https://shop.example.com/cart'],
    ['https://evil.example/', undefined],
    ['/.//evil.example', undefined],
    ['javascript:alert(1)', undefined],
  ])('allowedRedirect(%j), as the server applies it (D-ABUSE-5): %j', (candidate, expected) => {
    expect(allowedRedirect(candidate, allowed, PORTAL)).toBe(expected);
  });

  it('normalises the configured list: case, default ports, IDN; drops what is not an http(s) origin', () => {
    // toStrictEqual: a dropped entry must leave no `undefined` behind in the set.
    expect([
      ...normaliseAllowedOrigins([
        'HTTPS://Shop.Example.com:443/path',
        'http://a.example:80',
        'https://bücher.example',
        'javascript:alert(1)',
        'not a url',
        'ftp://files.example',
      ]),
    ]).toStrictEqual([
      'https://shop.example.com',
      'http://a.example',
      'https://xn--bcher-kva.example',
    ]);
  });

  it.each([
    [
      'https://shop.example.com/cart?x=1#top',
      'https://shop.example.com/cart?x=1#top',
      'an allowed origin',
    ],
    ['https://SHOP.Example.COM/Cart', 'https://shop.example.com/Cart', 'mixed-case host'],
    [
      'https://shop.example.com:443/cart',
      'https://shop.example.com/cart',
      'the default port written out',
    ],
    ['http://localhost:3000/x', 'http://localhost:3000/x', 'a non-default port on the list'],
    ['https://BÜCHER.example/x', 'https://xn--bcher-kva.example/x', 'an IDN origin on the list'],
    ['https://portal.example.com', 'https://portal.example.com/', 'the portal itself'],
    ['/accountInfo/profile?tab=1#x', '/accountInfo/profile?tab=1#x', 'a site path (D-AUTH-3)'],
    ['/a/../accountInfo', '/accountInfo', 'a site path with dot segments, normalised'],
  ])('accepts %j → %j: %s', (candidate, expected) => {
    expect(resolve(candidate)).toBe(expected);
  });

  it.each([
    [undefined, 'no target'],
    [null, 'no target'],
    ['', 'an empty target'],
    ['//evil.com', 'protocol-relative'],
    ['//evil.com/https://shop.example.com', 'protocol-relative'],
    ['///evil.com', 'three slashes'],
    ['/\\evil.com', 'a backslash'],
    ['\\\\evil.com', 'backslashes'],
    ['https:\\\\evil.com', 'backslashes after the scheme'],
    ['https://shop.example.com\\@evil.com', 'a backslash before user info'],
    ['/.//evil.com', 'a dot segment collapsing into //'],
    ['/..//evil.com', 'a dot-dot segment collapsing into //'],
    ['/%2e//evil.com', 'an encoded dot segment collapsing into //'],
    ['https://shop.example.com.evil.com/', 'an allowed host as a prefix'],
    ['https://evil-shop.example.com/', 'a look-alike host'],
    ['https://shop.example.com@evil.com/', 'an allowed host as user info'],
    ['https://user:pass@shop.example.com/', 'user info on an allowed host'],
    ['https://user@shop.example.com/', 'a user name alone on an allowed host'],
    ['https://:pass@shop.example.com/', 'a password alone on an allowed host'],
    [
      'blob:https://shop.example.com/0b1c',
      'blob: (its origin is the allowed one, its scheme is not)',
    ],
    ['https://evil.com/https://shop.example.com', 'an allowed URL in the path'],
    ['https://evil.com/?next=https://shop.example.com', 'an allowed URL in the query'],
    ['javascript:alert(1)', 'javascript:'],
    ['JaVaScRiPt:alert(1)', 'javascript: in mixed case'],
    ['java\tscript:alert(1)', 'a tab inside the scheme'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['vbscript:msgbox', 'vbscript:'],
    [' https://shop.example.com/', 'leading whitespace'],
    ['https://shop.example.com/\n', 'a trailing newline'],
    ['https://shop.exam\u0000ple.com/', 'a control character'],
    ['https://shop.example.com\u200b/', 'a zero-width space'],
    ['https://shop.example.com\u2028/', 'a line separator'],
    ['https://shop.example.com/\u202e', 'a bidi override'],
    ['https://shop.exam\u00adple.com/', 'a soft hyphen (the URL parser would drop it)'],
    ['https://shop.example.com\u2060/', 'a word joiner'],
    ['https://shоp.example.com/', 'IDN: a Cyrillic о'],
    ['https://shop.exαmple.com/', 'IDN: a Greek α'],
    ['https://xn--shp-5cd.example.com/', 'IDN: the punycode of a look-alike'],
    ['https://shop.example.com:444/', 'a wrong port'],
    ['https://shop.example.com:8443/', 'a wrong port'],
    ['http://localhost/', 'the allowed host on the default port'],
    ['http://shop.example.com/', 'the allowed host over http'],
    ['ftp://shop.example.com/', 'another scheme'],
    ['https://shop.example.com./', 'a trailing dot'],
    ['https:evil.com', 'a scheme without slashes'],
    ['https:/evil.com', 'a scheme with one slash'],
    ['accountInfo', 'a relative path without a slash'],
    ['https://[::1]/', 'an IP literal'],
    ['https://%65vil.com/', 'a percent-encoded host'],
  ])('rejects %j: %s', (candidate, _sentence) => {
    expect(resolve(candidate)).toBe(HOME);
  });

  it("rejects a site path when the portal's own origin is not on the list", () => {
    expect(
      resolvePostLoginRedirect(
        '/accountInfo',
        normaliseAllowedOrigins(['https://shop.example.com']),
        PORTAL,
        HOME,
      ),
    ).toBe(HOME);
  });

  const allowedOrigin = fc.constantFrom(
    'https://shop.example.com',
    'https://portal.example.com',
    'http://localhost:3000',
  );
  const randomCase = (value: string, flips: readonly boolean[]) =>
    [...value]
      .map((char, index) => (flips[index % Math.max(flips.length, 1)] ? char.toUpperCase() : char))
      .join('');

  it('property: every allowed origin with any path, query and fragment is accepted (mixed case, default port)', () => {
    fc.assert(
      fc.property(
        allowedOrigin,
        fc.webPath(),
        fc.webQueryParameters(),
        fc.webFragments(),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (origin, path, query, fragment, flips, writePort) => {
          const url = new URL(origin);
          const port =
            writePort && url.port === '' ? ':443' : url.port === '' ? '' : `:${url.port}`;
          const candidate = `${url.protocol}//${randomCase(url.hostname, flips)}${port}${path}?${query}#${fragment}`;
          const result = resolve(candidate);
          expect(result).not.toBe(HOME);
          expect(new URL(result).origin).toBe(origin);
        },
      ),
    );
  });

  it('property: every site path on the portal is accepted as that path', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/), fc.webPath(), (first, rest) => {
        const candidate = `/${first}${rest}`;
        expect(resolve(candidate)).toBe(new URL(candidate, PORTAL).pathname);
      }),
    );
  });

  const evilHost = fc
    .domain()
    .filter((host) => !['shop.example.com', 'portal.example.com', 'localhost'].includes(host));
  const hostile = fc.oneof(
    fc.tuple(evilHost, fc.webPath()).map(([host, path]) => `//${host}${path}`),
    fc.tuple(allowedOrigin, evilHost).map(([origin, host]) => `${origin}.${host}/`),
    fc.tuple(allowedOrigin, evilHost).map(([origin, host]) => `${origin}@${host}/`),
    fc
      .tuple(allowedOrigin, fc.constantFrom('\\', '/\\', '\\/'), evilHost)
      .map(([origin, slash, host]) => `${origin}${slash}${host}`),
    fc
      .tuple(fc.constantFrom('/\\', '\\\\', '\\/', '/.//', '/..//', '/%2e//', '/./..//'), evilHost)
      .map(([prefix, host]) => `${prefix}${host}`),
    fc
      .tuple(
        fc.constantFrom('javascript', 'JavaScript', 'data', 'vbscript', 'file', 'ftp'),
        fc.string(),
      )
      .map(([scheme, rest]) => `${scheme}:${rest}`),
    fc
      .tuple(
        allowedOrigin,
        fc.nat(),
        fc.constantFrom(
          ' ',
          '\t',
          '\n',
          '\r',
          '\u0000',
          '\u001f',
          '\u007f',
          '\u00a0',
          '\u200b',
          '\u2028',
          '\u202e',
          '\u00ad',
          '\u2060',
          '\ufeff',
        ),
      )
      .map(([origin, index, char]) => {
        const position = index % (origin.length + 1);
        return `${origin.slice(0, position)}${char}${origin.slice(position)}/`;
      }),
    // IDN look-alikes (Cyrillic and Greek letters) in the host; NFKC variants such as a full-width
    // ｓ are not look-alikes: the URL parser maps them to the very same host.
    fc
      .tuple(allowedOrigin, fc.constantFrom('о', 'а', 'е', 'р', 'ѕ', 'ο', 'α', 'ι'))
      .map(([origin, lookalike]) => {
        const url = new URL(origin);
        const host = url.hostname.replace(/[oaepsi]/, lookalike);
        return `${url.protocol}//${host}${url.port === '' ? '' : `:${url.port}`}/`;
      }),
    fc
      .tuple(allowedOrigin, fc.integer({ min: 1, max: 65535 }))
      .filter(([origin, port]) => port !== 443 && port !== 80 && !origin.endsWith(`:${port}`))
      .map(([origin, port]) => `${origin.replace(/:\d+$/, '')}:${port}/`),
    fc.tuple(evilHost, fc.webPath()).map(([host, path]) => `https://${host}${path}`),
  );

  it('property: no generated hostile URL is ever accepted', () => {
    fc.assert(
      fc.property(hostile, (candidate) => {
        expect(resolve(candidate)).toBe(HOME);
      }),
    );
  });

  it('property: whatever the input, the answer is home, a same-site path, or an allowed absolute URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.webPath(),
        ),
        (candidate) => {
          const result = resolve(candidate);
          if (result === HOME) return;
          if (result.startsWith('/')) {
            expect(result.startsWith('//')).toBe(false);
            expect(new URL(result, PORTAL).origin).toBe(PORTAL);
          } else {
            expect(allowed.has(new URL(result).origin)).toBe(true);
          }
        },
      ),
    );
  });
});
