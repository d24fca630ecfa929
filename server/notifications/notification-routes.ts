import { Type } from 'typebox';
import { epochSeconds, isoAt } from '../clock';
import type { FastifyReply } from 'fastify';
import type { PortalApp } from '../http/portal-app';
import type { RouteDependencies } from '../http/route-dependencies';
import { inputErrors, sessionErrors, sessionSecurity, sessionWriteSecurity } from '../http/schemas';
import { requireSession } from '../http/session-guard';
import { noStore, unauthenticated, userIdOf } from '../http/replies';
import { NotificationMail } from './notification-mail';
import {
  CTA_KINDS,
  LIST_LIMIT,
  NOTIFICATION_TYPES,
  type NotificationList,
  type StoredNotification,
} from './notification-repository';

const TAGS = ['notifications'];

const notificationId = (description: string) =>
  Type.String({ pattern: '^[1-9][0-9]{0,14}$', maxLength: 15, description });
const NotificationId = notificationId(
  'a notification id: digits, never reused, higher for later notifications',
);

const NullableString = (description: string) =>
  Type.Union([Type.String(), Type.Null()], { description });

const Notification = Type.Object({
  id: NotificationId,
  type: Type.Union(
    NOTIFICATION_TYPES.map((type) => Type.Literal(type)),
    { description: 'spec §3 type; banners sort error, warning, info, success' },
  ),
  key: Type.String({ description: 'what kind of notification, e.g. duns-number-issued' }),
  message: NullableString('a literal text; null when `description` is given'),
  description: NullableString(
    'translation key of the text in the portal catalogue; null when `message` is given',
  ),
  values: Type.Record(Type.String(), Type.String(), {
    description: 'the values of the translation’s placeholders',
  }),
  bold: NullableString('a literal text shown in bold before the message'),
  cta: Type.Union(
    [
      Type.Object({
        kind: Type.Union(
          CTA_KINDS.map((kind) => Type.Literal(kind)),
          { description: 'spec §3 ctaLearn or ctaPurchase' },
        ),
        url: Type.String({ description: 'a portal path (starting with one /) or an https URL' }),
        linkText: Type.String({ description: 'translation key of the link text' }),
      }),
      Type.Null(),
    ],
    { description: 'the call to action, if any' },
  ),
  productTitle: NullableString('the product the notification is about'),
  createdAt: Type.String({ format: 'date-time' }),
  read: Type.Boolean({ description: 'false until the user opened the panel after it arrived' }),
  banner: Type.Boolean({
    description:
      'also shown as a banner above the header (spec §2), until cleared or dismissed for the ' +
      'browser session',
  }),
});

const NotificationsAnswer = Type.Object({
  notifications: Type.Array(Notification, {
    maxItems: LIST_LIMIT,
    description: `not cleared, newest first: the page asked for (at most ${LIST_LIMIT})`,
  }),
  hasOlder: Type.Boolean({
    description:
      'whether notifications not cleared exist that are older than the last one listed: ask for ' +
      'them with `before` set to its id',
  }),
  unreadCount: Type.Integer({
    minimum: 0,
    description: 'unread and not cleared, including any beyond the list',
  }),
  latestId: Type.Union([NotificationId, Type.Null()], {
    description:
      'the highest id not cleared (null when there is none): send it back as `upTo` to read or ' +
      'clear exactly what was shown',
  }),
});

const ListQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({
        pattern: `^(?:[1-9]|[1-9][0-9]|${LIST_LIMIT})$`,
        description: `how many to list, 1 to ${LIST_LIMIT} (${LIST_LIMIT} without it)`,
      }),
    ),
    before: Type.Optional(
      notificationId(
        'only notifications older than this one (the last id of the page shown, to show more)',
      ),
    ),
  },
  { additionalProperties: false },
);

const UpToBody = Type.Object(
  {
    upTo: Type.Optional(
      notificationId(
        'only notifications with this id or lower (the `latestId` the panel showed); all without it',
      ),
    ),
  },
  { additionalProperties: false },
);

const toWire = (notification: StoredNotification) => ({
  id: String(notification.id),
  type: notification.type,
  key: notification.key,
  message: 'message' in notification.text ? notification.text.message : null,
  description: 'description' in notification.text ? notification.text.description : null,
  values: 'values' in notification.text ? { ...notification.text.values } : {},
  bold: notification.bold ?? null,
  cta: notification.cta ? { ...notification.cta } : null,
  productTitle: notification.productTitle ?? null,
  createdAt: isoAt(notification.createdAt),
  read: notification.read,
  banner: notification.banner === true,
});

const answer = (reply: FastifyReply, list: NotificationList): FastifyReply =>
  noStore(reply, {
    notifications: list.notifications.map(toWire),
    hasOlder: list.hasOlder,
    unreadCount: list.unreadCount,
    latestId: list.latestId === undefined ? null : String(list.latestId),
  });

export interface NotificationRouteOptions {
  /**
   * Brings the user's clock-driven events up to date before listing (a DUNS application whose
   * time has come is issued then, and records its notification).
   */
  readonly bringUpToDate: (userId: string) => Promise<void>;
}

/** The bell panel and the view-all page: list, mark as read, clear (D-NOTIF-1). */
export const registerNotificationRoutes = (
  app: PortalApp,
  deps: RouteDependencies,
  options: NotificationRouteOptions,
): void => {
  const store = deps.notifications;
  const mail = new NotificationMail(store, deps.clock, deps.mailer, deps.config.publicUrl);
  const guard = requireSession(deps.sessions);

  app.get(
    '/services/notifications',
    {
      onRequest: guard,
      schema: {
        summary:
          'The signed-in user’s notifications that are not cleared, newest first, with the unread ' +
          'count; `limit` and `before` page through them (the view-all page’s "Show more")',
        tags: TAGS,
        security: [...sessionSecurity],
        querystring: ListQuery,
        response: { 200: NotificationsAnswer, ...inputErrors, ...sessionErrors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!userId) return unauthenticated(reply);
      await options.bringUpToDate(userId);
      // The mail of an event just brought up to date (a DUNS number issued) goes out before the
      // answer: only the one request that issued it waits, bounded by the mailer's timeouts.
      await mail.sendPending(userId);
      const { limit, before } = request.query;
      return answer(
        reply,
        await store.list(userId, {
          ...(limit === undefined ? {} : { limit: Number(limit) }),
          ...(before === undefined ? {} : { before: Number(before) }),
        }),
      );
    },
  );

  for (const [action, summary] of [
    [
      'read',
      'Mark the user’s notifications as read (the panel was opened), up to `upTo`; answers the list',
    ],
    [
      'clear',
      'Clear the user’s notifications, up to `upTo`: never listed again, while new ones ' +
        'accumulate; answers the list',
    ],
  ] as const) {
    app.post(
      `/services/notifications/${action}`,
      {
        onRequest: guard,
        schema: {
          summary,
          tags: TAGS,
          security: [...sessionWriteSecurity],
          body: UpToBody,
          response: { 200: NotificationsAnswer, ...inputErrors, ...sessionErrors },
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        if (!userId) return unauthenticated(reply);
        const upTo = request.body.upTo === undefined ? undefined : Number(request.body.upTo);
        const now = epochSeconds(deps.clock);
        if (action === 'read') await store.markRead(userId, now, upTo);
        else await store.clear(userId, now, upTo);
        return answer(reply, await store.list(userId));
      },
    );
  }
};
