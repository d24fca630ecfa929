import { readCsrfCookie } from '../../src/adapters/browser/csrf-cookie';

describe('readCsrfCookie', () => {
  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['a=1; XSRF-TOKEN=a%2Fb%3D; b=2', 'a/b='],
    ['a=1; b=2', undefined],
    ['', undefined],
    ['MY-XSRF-TOKEN=nope', undefined],
  ])('%j → %j', (cookie, expected) => {
    expect(readCsrfCookie(cookie)).toBe(expected);
  });
});
