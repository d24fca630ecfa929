import {
  OBSOLETE_BROWSER_PATH,
  SUGGESTED_BROWSERS,
  isObsoleteBrowser,
} from '../../../src/domain/maintenance/obsolete-browser';

describe('obsolete browser — §4 "Old Internet Explorer goes to /obsoleteBrowser." (D-DOM-20)', () => {
  it('the route and §8 "suggests Safari, Firefox, Chrome, Edge"', () => {
    expect(OBSOLETE_BROWSER_PATH).toBe('/obsoleteBrowser');
    expect(SUGGESTED_BROWSERS).toEqual(['Safari', 'Firefox', 'Chrome', 'Edge']);
  });

  it.each([
    ['Mozilla/4.0 (compatible; MSIE 6.0; Windows NT 5.1)', true, 'IE 6'],
    ['Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)', true, 'IE 10'],
    ['Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', true, 'IE 11'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      false,
      'Edge',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0 Safari/537.36 Edge/18.17763',
      false,
      'legacy Edge is not Internet Explorer',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      false,
      'Safari',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', false, 'Firefox'],
    ['', false, 'no user agent'],
    ['MyMSIE Tool', false, 'MSIE must be a word followed by a version'],
  ])('%j → %s: %s', (userAgent, expected) => {
    expect(isObsoleteBrowser(userAgent)).toBe(expected);
  });
});
