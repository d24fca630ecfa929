import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpSignedInSessionsGateway } from '../../src/adapters/http/http-signed-in-sessions-gateway.adapter';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { injected, ProviderStates, ProviderStateValues } from './provider-states';
import { SessionStates, SIGNED_IN_BROWSERS } from './states/sessions.states';

const { arrayContaining, integer, regex, string } = MatchersV3;
const pact = portalPact();

const sessionsAt = (url: string, signedIn = true) =>
  new HttpSignedInSessionsGateway(httpClientAt(url, signedIn));

/** A refusal as the adapter hands it on: the server's code, no message pinned. */
const rejected = (status: number, error: string) =>
  E.left({ code: 'service.rejected', status, error, message: '' });

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const SESSIONS_PATH = '/services/auth/sessions';

/** The two sessions of the state as the pact's examples show them: this browser's, then the other. */
const EXAMPLE = {
  current: {
    id: 'pQx3Vb7LmN2rT8wYk4Zs1A',
    ...SIGNED_IN_BROWSERS.chromeOnMac,
    signedInAt: '2026-03-02T09:15:00.000Z',
    lastActiveAt: '2026-03-02T10:00:00.000Z',
  },
  other: {
    id: 'Hn4pV8eLq6TgR2wYc0uJ5d',
    ...SIGNED_IN_BROWSERS.firefoxOnWindows,
    signedInAt: '2026-02-27T18:40:00.000Z',
    lastActiveAt: '2026-03-01T21:05:00.000Z',
  },
} as const;

/** A session as the list shows it; only `current` is pinned, the rest by type or shape. */
const listedSession = (example: (typeof EXAMPLE)[keyof typeof EXAMPLE], current: boolean) => ({
  id: string(example.id),
  browser: string(example.browser),
  system: string(example.system),
  signedInAt: regex(ISO_TIME, example.signedInAt),
  lastActiveAt: regex(ISO_TIME, example.lastActiveAt),
  current,
});

/** The session as the adapter hands it on: its times as Dates. */
const signedInSession = (example: (typeof EXAMPLE)[keyof typeof EXAMPLE], current: boolean) => ({
  id: example.id,
  browser: example.browser,
  system: example.system,
  signedInAt: new Date(example.signedInAt),
  lastActiveAt: new Date(example.lastActiveAt),
  current,
});

/**
 * The path of the other session: any handle the list could give; the provider's state handler
 * supplies the real one (`otherSessionId`), which only its list knows.
 */
const otherSessionPath = {
  ...regex(/^\/services\/auth\/sessions\/[A-Za-z0-9_-]+$/, `${SESSIONS_PATH}/${EXAMPLE.other.id}`),
  'pact:generator:type': 'ProviderState',
  expression: `${SESSIONS_PATH}/${injected(ProviderStateValues.otherSessionId)}`,
};

/** No session of the user's is listed under this handle (handles are 22 base64url characters). */
const UNKNOWN_SESSION_ID = 'no-session-has-this-handle';

describe('GET /services/auth/sessions (HttpSignedInSessionsGateway.list)', () => {
  it('lists the user’s live sessions, this browser’s marked current, with browser, system and times', async () => {
    await pact
      .addInteraction()
      .given(SessionStates.SIGNED_IN_IN_TWO_BROWSERS)
      .uponReceiving('a request for the sessions of a user signed in in two browsers')
      .withRequest('GET', SESSIONS_PATH, (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          sessions: arrayContaining(
            listedSession(EXAMPLE.current, true),
            listedSession(EXAMPLE.other, false),
          ),
        });
      })
      .executeTest(async (mockServer) => {
        expect(await sessionsAt(mockServer.url).list()()).toEqual(
          E.right([signedInSession(EXAMPLE.current, true), signedInSession(EXAMPLE.other, false)]),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('a request for the signed-in sessions without a session')
      .withRequest('GET', SESSIONS_PATH)
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await sessionsAt(mockServer.url, false).list()()).toEqual(
          E.left({ code: 'service.unauthorized' }),
        );
      });
  });
});

describe('DELETE /services/auth/sessions/{id} (HttpSignedInSessionsGateway.signOut)', () => {
  it('signs out another of the user’s sessions by the id the list gave it', async () => {
    await pact
      .addInteraction()
      .given(SessionStates.SIGNED_IN_IN_TWO_BROWSERS)
      .uponReceiving('a request to sign out the user’s session in another browser')
      .withRequest('DELETE', otherSessionPath, (request) => {
        request.headers(sessionHeaders(true));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ status: 'SIGNED_OUT' });
      })
      .executeTest(async (mockServer) => {
        expect(await sessionsAt(mockServer.url).signOut(EXAMPLE.other.id)()).toEqual(
          E.right(undefined),
        );
      });
  });

  it('refuses an id the user has no session under: SESSION_UNKNOWN', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.USER_SIGNED_IN)
      .uponReceiving('a request to sign out a session the user does not have')
      .withRequest('DELETE', `${SESSIONS_PATH}/${UNKNOWN_SESSION_ID}`, (request) => {
        request.headers(sessionHeaders(true));
      })
      .willRespondWith(404, (response) => {
        response.jsonBody({ error: 'SESSION_UNKNOWN' });
      })
      .executeTest(async (mockServer) => {
        expect(await sessionsAt(mockServer.url).signOut(UNKNOWN_SESSION_ID)()).toEqual(
          rejected(404, 'SESSION_UNKNOWN'),
        );
      });
  });
});

describe('DELETE /services/auth/sessions (HttpSignedInSessionsGateway.signOutOthers)', () => {
  it('signs out every session but this one and answers how many', async () => {
    await pact
      .addInteraction()
      .given(SessionStates.SIGNED_IN_IN_TWO_BROWSERS)
      .uponReceiving(
        'a request to sign out every other session of a user signed in in two browsers',
      )
      .withRequest('DELETE', SESSIONS_PATH, (request) => {
        request.headers(sessionHeaders(true));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ signedOut: integer(1) });
      })
      .executeTest(async (mockServer) => {
        expect(await sessionsAt(mockServer.url).signOutOthers()()).toEqual(E.right(1));
      });
  });
});
