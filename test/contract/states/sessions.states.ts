import { SESSION_COOKIE } from '../../../server/http/cookies';
import { ProviderStateValues } from '../provider-states';
import {
  SEEDED_USER_ID,
  sessionStoreIn,
  withProviderDbAsync,
  type ProviderUnderTest,
  type StateHandler,
} from '../provider-under-test';

/** The browsers the "Where you're signed in" states sign in from, as their user agents name them. */
export const SIGNED_IN_BROWSERS = {
  /** Chrome on macOS (Bowser: `Chrome`, `macOS`). */
  chromeOnMac: {
    browser: 'Chrome',
    system: 'macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  /** Firefox on Windows (Bowser: `Firefox`, `Windows`). */
  firefoxOnWindows: {
    browser: 'Firefox',
    system: 'Windows',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  },
} as const;

/** Provider states of the "Where you're signed in" calls, named once for the consumer tests and the verification. */
export const SessionStates = {
  /**
   * us.owner@example.com (`usr-us-owner`) has exactly two live portal sessions, both opened just
   * now by SessionStore.create: this browser's, from Chrome on macOS, and another from Firefox on
   * Windows. The handler returns this browser's `sessionCookie` and `csrfToken`, and the other
   * session's handle in the list (`SessionStore.listFor`) as `otherSessionId`.
   */
  SIGNED_IN_IN_TWO_BROWSERS:
    'user us.owner@example.com is signed in in this browser (Chrome on macOS) and in another (Firefox on Windows)',
} as const;

/**
 * This browser's session and one other, and nothing else: the user's earlier sessions (those other
 * states opened) are ended first, so the list and "sign out every other" see exactly these two.
 */
const signedInInTwoBrowsers = (provider: ProviderUnderTest): Promise<Record<string, string>> =>
  withProviderDbAsync(provider, async (db) => {
    const store = sessionStoreIn(db);
    const here = await store.create(
      SEEDED_USER_ID,
      undefined,
      SIGNED_IN_BROWSERS.chromeOnMac.userAgent,
    );
    await store.endOthers(SEEDED_USER_ID, here.csrfToken);
    await store.create(SEEDED_USER_ID, undefined, SIGNED_IN_BROWSERS.firefoxOnWindows.userAgent);
    const listed = await store.listFor(SEEDED_USER_ID, here.id);
    const others = listed.filter((entry) => !entry.current);
    const [other] = others;
    if (listed.length !== 2 || others.length !== 1 || other === undefined) {
      throw new Error(`expected this session and one other, listed ${listed.length}`);
    }
    return {
      [ProviderStateValues.sessionCookie]: `${SESSION_COOKIE}=${here.id}`,
      [ProviderStateValues.csrfToken]: here.csrfToken,
      [ProviderStateValues.otherSessionId]: other.handle,
    };
  });

/** How the reference backend sets up each state of `SessionStates`. */
export const sessionStateHandlers = (
  provider: ProviderUnderTest,
): Record<string, StateHandler> => ({
  [SessionStates.SIGNED_IN_IN_TWO_BROWSERS]: () => signedInInTwoBrowsers(provider),
});
