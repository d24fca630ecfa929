import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type {
  NotificationLink,
  NotificationList,
  NotificationPageRequest,
  Notifications,
  NotificationText,
  ServerNotification,
} from '../../application/ports/notifications.port';
import type { ServiceError } from '../../application/ports/service-error';
import type { HttpClient } from './http-client';
import {
  NotificationListCodec,
  type NotificationDto,
  type NotificationListDto,
} from './notifications.codecs';

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;

const textOf = (dto: NotificationDto): NotificationText =>
  dto.description === null
    ? { kind: 'literal', text: dto.message ?? '' }
    : { kind: 'message', id: dto.description, values: dto.values };

/** The codec let only a portal path or an https URL through; a path starts with one slash. */
const linkTo = (url: string): NotificationLink =>
  url.startsWith('/') ? { kind: 'portal', path: url } : { kind: 'external', url };

const toNotification = (dto: NotificationDto): ServerNotification => ({
  id: dto.id,
  type: dto.type,
  key: dto.key,
  text: textOf(dto),
  bold: orUndefined(dto.bold),
  cta:
    dto.cta === null
      ? undefined
      : { kind: dto.cta.kind, linkText: dto.cta.linkText, link: linkTo(dto.cta.url) },
  productTitle: orUndefined(dto.productTitle),
  createdAt: dto.createdAt,
  read: dto.read,
  banner: dto.banner,
});

const toList = (dto: NotificationListDto): NotificationList => ({
  notifications: dto.notifications.map(toNotification),
  ...(dto.hasOlder === undefined ? {} : { hasOlder: dto.hasOlder }),
  unreadCount: dto.unreadCount,
  latestId: orUndefined(dto.latestId),
});

/** The query of a page: nothing for the newest (the backend's default), else `limit`, `before`. */
const pageQuery = (page: NotificationPageRequest) => ({
  limit: page.limit === undefined ? undefined : String(page.limit),
  before: page.before,
});

const upToBody = (upTo: string | undefined) => (upTo === undefined ? {} : { upTo });

export class HttpNotifications implements Notifications {
  constructor(private readonly http: HttpClient) {}

  list(page: NotificationPageRequest = {}): TE.TaskEither<ServiceError, NotificationList> {
    return pipe(
      this.http.request('GET', '/notifications', NotificationListCodec, {
        query: pageQuery(page),
      }),
      TE.map(toList),
    );
  }

  markRead(upTo: string | undefined): TE.TaskEither<ServiceError, NotificationList> {
    return pipe(
      this.http.request('POST', '/notifications/read', NotificationListCodec, {
        body: upToBody(upTo),
      }),
      TE.map(toList),
    );
  }

  clear(upTo: string | undefined): TE.TaskEither<ServiceError, NotificationList> {
    return pipe(
      this.http.request('POST', '/notifications/clear', NotificationListCodec, {
        body: upToBody(upTo),
      }),
      TE.map(toList),
    );
  }
}
