import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpNotifications } from '../../src/adapters/http/http-notifications.adapter';
import type { NotificationList } from '../../src/application/ports/notifications.port';
import { httpClientAt, portalPact, sessionHeaders } from './consumer';
import { injected, ProviderStates, ProviderStateValues } from './provider-states';
import { NotificationStates } from './states/notifications.states';

const { boolean, eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = portalPact();

const EXAMPLE_ID = '17';
const ID = regex(/^[1-9]\d{0,14}$/, EXAMPLE_ID);
/** The id of the notification the state handler recorded. */
const PROVIDER_ID = fromProviderState(injected(ProviderStateValues.notificationId), EXAMPLE_ID);
const ISO_TIME = regex(
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
  '2026-03-02T10:00:00.000Z',
);

/** The one notification of the state: Acme Analytics LLC's DUNS number issued. */
const issuedNotification = (read: boolean) => ({
  id: ID,
  type: 'success',
  key: 'duns-number-issued',
  message: null,
  description: 'notifications.event.dunsNumberIssued',
  values: like({ dunsNumber: '804735132', businessName: 'Acme Analytics LLC' }),
  bold: null,
  cta: {
    kind: 'learn',
    url: string('/companyDetails?duns=804735132'),
    linkText: 'notifications.link.viewCompanyProfile',
  },
  productTitle: null,
  createdAt: ISO_TIME,
  read,
  // A DUNS number issued is a banner too (D-NOTIF-12).
  banner: true,
});

const expectedList = (read: boolean): NotificationList => ({
  notifications: [
    {
      id: EXAMPLE_ID,
      type: 'success',
      key: 'duns-number-issued',
      text: {
        kind: 'message',
        id: 'notifications.event.dunsNumberIssued',
        values: { dunsNumber: '804735132', businessName: 'Acme Analytics LLC' },
      },
      bold: undefined,
      cta: {
        kind: 'learn',
        linkText: 'notifications.link.viewCompanyProfile',
        link: { kind: 'portal', path: '/companyDetails?duns=804735132' },
      },
      productTitle: undefined,
      createdAt: '2026-03-02T10:00:00.000Z',
      read,
      banner: true,
    },
  ],
  unreadCount: read ? 0 : 1,
  latestId: EXAMPLE_ID,
});

const notificationsAt = (url: string, signedIn: boolean) =>
  new HttpNotifications(httpClientAt(url, signedIn));

describe('GET /services/notifications (HttpNotifications.list)', () => {
  it('answers the signed-in user’s notifications with the unread count', async () => {
    await pact
      .addInteraction()
      .given(NotificationStates.ONE_UNREAD_NOTIFICATION)
      .uponReceiving('a request for the notifications of a user with one unread')
      .withRequest('GET', '/services/notifications', (request) => {
        request.headers(sessionHeaders(false));
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          notifications: eachLike(issuedNotification(false), 1),
          unreadCount: 1,
          latestId: ID,
        });
      })
      .executeTest(async (mockServer) => {
        expect(await notificationsAt(mockServer.url, true).list()()).toEqual(
          E.right(expectedList(false)),
        );
      });
  });

  it('answers the page older than a notification shown, saying whether older ones exist (D-NOTIF-8)', async () => {
    await pact
      .addInteraction()
      .given(NotificationStates.THREE_UNREAD_NOTIFICATIONS)
      .uponReceiving('a request for the notification before the newest, one at a time')
      .withRequest('GET', '/services/notifications', (request) => {
        request.headers(sessionHeaders(false)).query({ limit: '1', before: PROVIDER_ID });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          notifications: eachLike(
            {
              id: ID,
              type: 'info',
              key: 'auto-renewal-off',
              message: null,
              description: 'notifications.event.autoRenewalOff',
              values: like({ businessName: 'Acme Analytics LLC', productName: 'Registered Seal' }),
              bold: null,
              cta: {
                kind: 'learn',
                url: string('/accountInfo/subscriptions'),
                linkText: 'notifications.link.manageSubscriptions',
              },
              productTitle: string('Registered Seal'),
              createdAt: ISO_TIME,
              read: false,
              banner: false,
            },
            1,
          ),
          hasOlder: boolean(true),
          unreadCount: integer(3),
          latestId: ID,
        });
      })
      .executeTest(async (mockServer) => {
        const answer = await notificationsAt(mockServer.url, true).list({
          before: EXAMPLE_ID,
          limit: 1,
        })();
        expect(answer).toEqual(
          E.right({
            notifications: [
              {
                id: EXAMPLE_ID,
                type: 'info',
                key: 'auto-renewal-off',
                text: {
                  kind: 'message',
                  id: 'notifications.event.autoRenewalOff',
                  values: { businessName: 'Acme Analytics LLC', productName: 'Registered Seal' },
                },
                bold: undefined,
                cta: {
                  kind: 'learn',
                  linkText: 'notifications.link.manageSubscriptions',
                  link: { kind: 'portal', path: '/accountInfo/subscriptions' },
                },
                productTitle: 'Registered Seal',
                createdAt: '2026-03-02T10:00:00.000Z',
                read: false,
                banner: false,
              },
            ],
            hasOlder: true,
            unreadCount: 3,
            latestId: EXAMPLE_ID,
          }),
        );
      });
  });

  it('is unauthorized without a session', async () => {
    await pact
      .addInteraction()
      .given(ProviderStates.NO_SESSION)
      .uponReceiving('GET /services/notifications without a session')
      .withRequest('GET', '/services/notifications')
      .willRespondWith(401)
      .executeTest(async (mockServer) => {
        expect(await notificationsAt(mockServer.url, false).list()()).toEqual(
          E.left({ code: 'service.unauthorized' }),
        );
      });
  });
});

describe('POST /services/notifications/read (HttpNotifications.markRead)', () => {
  it('marks the notifications shown as read and answers the list', async () => {
    await pact
      .addInteraction()
      .given(NotificationStates.ONE_UNREAD_NOTIFICATION)
      .uponReceiving('a request to mark the notifications up to the latest shown as read')
      .withRequest('POST', '/services/notifications/read', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ upTo: PROVIDER_ID });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({
          notifications: eachLike(issuedNotification(true), 1),
          unreadCount: 0,
          latestId: ID,
        });
      })
      .executeTest(async (mockServer) => {
        expect(await notificationsAt(mockServer.url, true).markRead(EXAMPLE_ID)()).toEqual(
          E.right(expectedList(true)),
        );
      });
  });
});

describe('POST /services/notifications/clear (HttpNotifications.clear)', () => {
  it('clears the notifications shown and answers the empty list', async () => {
    await pact
      .addInteraction()
      .given(NotificationStates.ONE_UNREAD_NOTIFICATION)
      .uponReceiving('a request to clear the notifications up to the latest shown')
      .withRequest('POST', '/services/notifications/clear', (request) => {
        request.headers(sessionHeaders(true)).jsonBody({ upTo: PROVIDER_ID });
      })
      .willRespondWith(200, (response) => {
        response.jsonBody({ notifications: [], unreadCount: 0, latestId: null });
      })
      .executeTest(async (mockServer) => {
        expect(await notificationsAt(mockServer.url, true).clear(EXAMPLE_ID)()).toEqual(
          E.right({ notifications: [], unreadCount: 0, latestId: undefined }),
        );
      });
  });
});
