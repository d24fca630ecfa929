import {
  BROWSER_DOWNLOADS,
  SUGGESTED_BROWSERS,
} from '../../../src/domain/maintenance/obsolete-browser';

// Every Internet Explorer (`MSIE n` or `Trident/n`) is sent to /obsoleteBrowser and Legacy Edge is
// not: the server's rule (D-DOM-20), tested in test/server/obsolete-browser.test.ts.

describe('obsolete browser — §8 "Unsupported browser"', () => {
  it('"suggests Safari, Firefox, Chrome, Edge"', () => {
    expect(SUGGESTED_BROWSERS).toEqual(['Safari', 'Firefox', 'Chrome', 'Edge']);
  });

  it('links each, in that order, to its own https download page', () => {
    expect(BROWSER_DOWNLOADS.map(({ name }) => name)).toEqual(SUGGESTED_BROWSERS);
    for (const { url } of BROWSER_DOWNLOADS) expect(new URL(url).protocol).toBe('https:');
  });
});
