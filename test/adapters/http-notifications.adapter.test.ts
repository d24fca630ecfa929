import * as E from 'fp-ts/Either';
import { HttpNotifications } from '../../src/adapters/http/http-notifications.adapter';
import { fakeBackend } from './fake-backend';

// GET /services/notifications, POST /services/notifications/read and /clear (D-NOTIF-1, D-NOTIF-2).

const backendAnswering = (status: number, body: unknown) => {
  const { calls, http } = fakeBackend(
    status,
    typeof body === 'string' ? body : JSON.stringify(body),
    'csrf-1',
  );
  return { calls, notifications: new HttpNotifications(http) };
};

const issued = {
  id: '17',
  type: 'success',
  key: 'duns-number-issued',
  message: null,
  description: 'notifications.event.dunsNumberIssued',
  values: { dunsNumber: '123456789', businessName: 'Moonlit Pottery' },
  bold: null,
  cta: {
    kind: 'learn',
    url: '/companyDetails?duns=123456789',
    linkText: 'notifications.link.viewCompanyProfile',
  },
  productTitle: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  read: false,
  banner: true,
};

const literal = {
  ...issued,
  id: '9',
  type: 'warning',
  key: 'maintenance',
  message: 'Planned work tonight.',
  description: null,
  values: {},
  bold: 'Heads up:',
  cta: { kind: 'purchase', url: 'https://shop.example.com/aaa', linkText: 'x.buy' },
  productTitle: 'AAA Diploma',
  read: true,
  banner: false,
};

const answer = { notifications: [issued, literal], unreadCount: 1, latestId: '17' };

describe('HttpNotifications.list — GET /notifications', () => {
  it('maps a translated and a literal notification, their links and the count', async () => {
    const { calls, notifications } = backendAnswering(200, answer);
    expect(await notifications.list()()).toEqual(
      E.right({
        notifications: [
          {
            id: '17',
            type: 'success',
            key: 'duns-number-issued',
            text: {
              kind: 'message',
              id: 'notifications.event.dunsNumberIssued',
              values: { dunsNumber: '123456789', businessName: 'Moonlit Pottery' },
            },
            bold: undefined,
            cta: {
              kind: 'learn',
              linkText: 'notifications.link.viewCompanyProfile',
              link: { kind: 'portal', path: '/companyDetails?duns=123456789' },
            },
            productTitle: undefined,
            createdAt: '2026-03-02T10:00:00.000Z',
            read: false,
            banner: true,
          },
          {
            id: '9',
            type: 'warning',
            key: 'maintenance',
            text: { kind: 'literal', text: 'Planned work tonight.' },
            bold: 'Heads up:',
            cta: {
              kind: 'purchase',
              linkText: 'x.buy',
              link: { kind: 'external', url: 'https://shop.example.com/aaa' },
            },
            productTitle: 'AAA Diploma',
            createdAt: '2026-03-02T10:00:00.000Z',
            read: true,
            banner: false,
          },
        ],
        unreadCount: 1,
        latestId: '17',
      }),
    );
    expect(calls).toEqual([
      expect.objectContaining({ url: '/services/notifications', method: 'GET' }),
    ]);
    expect(calls[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('maps an empty list, whose latest id is null', async () => {
    const { notifications } = backendAnswering(200, {
      notifications: [],
      unreadCount: 0,
      latestId: null,
    });
    expect(await notifications.list()()).toEqual(
      E.right({ notifications: [], unreadCount: 0, latestId: undefined }),
    );
  });

  it.each([
    ['a body that is not JSON', '<html>oops</html>'],
    ['no list', { unreadCount: 0, latestId: null }],
    ['an unknown type', { ...answer, notifications: [{ ...issued, type: 'urgent' }] }],
    [
      'both a message and a description',
      { ...answer, notifications: [{ ...issued, message: 'x' }] },
    ],
    [
      'neither a message nor a description',
      { ...answer, notifications: [{ ...issued, description: null }] },
    ],
    ['a numeric id', { ...answer, notifications: [{ ...issued, id: 17 }] }],
    ['a negative count', { ...answer, unreadCount: -1 }],
    ['a fractional count', { ...answer, unreadCount: 1.5 }],
    ['a latest id that is not digits', { ...answer, latestId: 'newest' }],
    [
      'a javascript: link',
      {
        ...answer,
        notifications: [{ ...issued, cta: { ...issued.cta, url: 'javascript:alert(1)' } }],
      },
    ],
    [
      'a protocol-relative link',
      { ...answer, notifications: [{ ...issued, cta: { ...issued.cta, url: '//evil.example' } }] },
    ],
    [
      'a plain-http link',
      {
        ...answer,
        notifications: [{ ...issued, cta: { ...issued.cta, url: 'http://shop.example.com' } }],
      },
    ],
    [
      'a value that is not a string',
      { ...answer, notifications: [{ ...issued, values: { dunsNumber: 123456789 } }] },
    ],
  ])('answers a typed malformed-response error, never a crash, for %s', async (_name, body) => {
    const { notifications } = backendAnswering(200, body);
    expect(await notifications.list()()).toEqual(E.left({ code: 'service.malformedResponse' }));
  });

  it('answers unauthorized without a session', async () => {
    const { notifications } = backendAnswering(401, {
      error: 'UNAUTHENTICATED',
      message: 'Your session has expired. Please try to sign in again.',
    });
    expect(await notifications.list()()).toEqual(E.left({ code: 'service.unauthorized' }));
  });
});

describe.each([
  ['markRead', '/services/notifications/read'],
  ['clear', '/services/notifications/clear'],
] as const)('HttpNotifications.%s — POST %s', (method, url) => {
  it('sends upTo with the CSRF token and maps the list answered', async () => {
    const { calls, notifications } = backendAnswering(200, {
      notifications: [],
      unreadCount: 0,
      latestId: null,
    });
    expect(await notifications[method]('17')()).toEqual(
      E.right({ notifications: [], unreadCount: 0, latestId: undefined }),
    );
    expect(calls).toEqual([expect.objectContaining({ url, method: 'POST', body: { upTo: '17' } })]);
    expect(calls[0]?.headers).toMatchObject({ 'x-xsrf-token': 'csrf-1' });
  });

  it('sends an empty body to act on all', async () => {
    const { calls, notifications } = backendAnswering(200, answer);
    await notifications[method](undefined)();
    expect(calls[0]?.body).toEqual({});
  });

  it('passes a refusal on as service.rejected', async () => {
    const { notifications } = backendAnswering(403, {
      error: 'CSRF_TOKEN_INVALID',
      message: 'The request could not be verified. Please reload the page.',
    });
    expect(await notifications[method]('17')()).toEqual(
      E.left({
        code: 'service.rejected',
        status: 403,
        error: 'CSRF_TOKEN_INVALID',
        message: 'The request could not be verified. Please reload the page.',
      }),
    );
  });

  it('answers a malformed-response error for a reply that does not decode', async () => {
    const { notifications } = backendAnswering(200, { ok: true });
    expect(await notifications[method]('17')()).toEqual(
      E.left({ code: 'service.malformedResponse' }),
    );
  });
});

describe('HttpNotifications.list with a page — GET /notifications?limit&before (D-NOTIF-8)', () => {
  it('asks for the page before an id and maps whether older ones exist', async () => {
    const { calls, notifications } = backendAnswering(200, { ...answer, hasOlder: true });
    expect(await notifications.list({ before: '17', limit: 100 })()).toEqual(
      E.right(expect.objectContaining({ hasOlder: true, latestId: '17' })),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/services/notifications?limit=100&before=17',
        method: 'GET',
      }),
    ]);
  });

  it('sends only what is given, and says nothing older when the answer says so', async () => {
    const { calls, notifications } = backendAnswering(200, { ...answer, hasOlder: false });
    expect(await notifications.list({ limit: 20 })()).toEqual(
      E.right(expect.objectContaining({ hasOlder: false })),
    );
    expect(calls[0]?.url).toBe('/services/notifications?limit=20');
  });

  it('refuses a hasOlder that is not a boolean as a malformed answer', async () => {
    const { notifications } = backendAnswering(200, { ...answer, hasOlder: 'yes' });
    expect(await notifications.list()()).toEqual(E.left({ code: 'service.malformedResponse' }));
  });
});
