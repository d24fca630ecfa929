import type { FrameBar } from '../frame/frame-bars';
import type { MessageId } from '../i18n/message-id';

/** What each route of the router carries for the layouts: its page title's message id and bar. */
export interface RouteHandle {
  readonly titleId: MessageId;
  readonly bar?: FrameBar;
  /** A secure page's chunk, fetched with the frame's once the session check lets the visitor in. */
  readonly preload?: () => Promise<void>;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'titleId' in handle &&
  typeof handle.titleId === 'string';
