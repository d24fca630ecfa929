import {
  RELOAD_ON_BACK_NAVIGATION,
  forcesReloadOnBackNavigation,
} from '../../../src/domain/navigation/back-navigation';

describe('back navigation — §4 "Back-navigation to /gad/search, /verify-email or /gad/dunsfound forces a reload."', () => {
  it('the three routes', () => {
    expect(RELOAD_ON_BACK_NAVIGATION).toEqual(['/gad/search', '/verify-email', '/gad/dunsfound']);
  });

  it.each([
    ['/gad/search', true],
    ['/verify-email', true],
    ['/gad/dunsfound', true],
    ['/gad/search/', true],
    // The router matches a path with any number of trailing slashes as the same route.
    ['/gad/dunsfound//', true],
    ['/gad/search?name=acme', true],
    ['/verify-email#code', true],
    ['/gad/free-duns-offer', false],
    ['/gad', false],
    ['/', false],
    ['/GAD/SEARCH', false],
    ['/gad/search/results', false],
  ])('%s → %s', (path, expected) => {
    expect(forcesReloadOnBackNavigation(path)).toBe(expected);
  });
});
