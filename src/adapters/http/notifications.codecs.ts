import * as t from 'io-ts';

// Wire types of the notification calls (server/notifications/notification-routes.ts). The link
// of a call to action is checked here, so nothing but a portal path or an https URL ever reaches
// an href (a `javascript:` URL from a compromised backend is a malformed answer).

interface NotificationIdBrand {
  readonly NotificationId: unique symbol;
}
const NotificationIdCodec = t.brand(
  t.string,
  (value): value is t.Branded<string, NotificationIdBrand> => /^[1-9]\d{0,14}$/.test(value),
  'NotificationId',
);

interface PortalPathBrand {
  readonly PortalPath: unique symbol;
}
/** A path of this site: one leading slash (`//host` would leave it), no backslash. */
export const PortalPathCodec = t.brand(
  t.string,
  (value): value is t.Branded<string, PortalPathBrand> =>
    value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'),
  'PortalPath',
);

const isHttpsUrl = (value: string): boolean => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

interface HttpsUrlBrand {
  readonly HttpsUrl: unique symbol;
}
export const HttpsUrlCodec = t.brand(
  t.string,
  (value): value is t.Branded<string, HttpsUrlBrand> => isHttpsUrl(value),
  'HttpsUrl',
);

interface CountBrand {
  readonly Count: unique symbol;
}
const CountCodec = t.brand(
  t.number,
  (value): value is t.Branded<number, CountBrand> => Number.isInteger(value) && value >= 0,
  'Count',
);

const NullableString = t.union([t.string, t.null]);

const CtaCodec = t.type({
  kind: t.keyof({ learn: null, purchase: null }),
  url: t.union([PortalPathCodec, HttpsUrlCodec]),
  linkText: t.string,
});

/** §3: a literal `message` or a translated `description`, exactly one of the two. */
const TextCodec = t.union([
  t.type({ message: t.string, description: t.null }),
  t.type({ message: t.null, description: t.string }),
]);

const NotificationCodec = t.intersection([
  t.type({
    id: NotificationIdCodec,
    type: t.keyof({ error: null, warning: null, info: null, success: null }),
    key: t.string,
    values: t.record(t.string, t.string),
    bold: NullableString,
    cta: t.union([CtaCodec, t.null]),
    productTitle: NullableString,
    createdAt: t.string,
    read: t.boolean,
    banner: t.boolean,
  }),
  TextCodec,
]);
export type NotificationDto = t.TypeOf<typeof NotificationCodec>;

export const NotificationListCodec = t.intersection([
  t.type({
    notifications: t.array(NotificationCodec),
    unreadCount: CountCodec,
    latestId: t.union([NotificationIdCodec, t.null]),
  }),
  // Read when present (D-NOTIF-8): only the view-all page's "Show more" needs it.
  t.partial({ hasOlder: t.boolean }),
]);
export type NotificationListDto = t.TypeOf<typeof NotificationListCodec>;
