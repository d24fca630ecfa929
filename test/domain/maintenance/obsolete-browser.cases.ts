import { SUGGESTED_BROWSERS } from '../../../src/domain/maintenance/obsolete-browser';

// Which user agents are sent to /obsoleteBrowser is the server's rule (D-DOM-20), tested in
// test/server/obsolete-browser.test.ts.

describe('obsolete browser — §8 "Unsupported browser"', () => {
  it('"suggests Safari, Firefox, Chrome, Edge"', () => {
    expect(SUGGESTED_BROWSERS).toEqual(['Safari', 'Firefox', 'Chrome', 'Edge']);
  });
});
