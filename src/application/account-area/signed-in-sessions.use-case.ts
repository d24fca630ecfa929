import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import {
  messageForServerError,
  type ServerErrorMessageId,
} from '../../domain/shared/server-error-messages';
import type { ServiceError } from '../ports/service-error';
import type {
  SignedInSession,
  SignedInSessionsGateway,
} from '../ports/signed-in-sessions-gateway.port';
import { Store } from '../view-model-store';

/** What the last sign-out did, said once above the list. */
export type SessionsNotice =
  { readonly kind: 'signedOut' } | { readonly kind: 'signedOutOthers'; readonly count: number };

export type SignedInSessionsState =
  | { readonly screen: 'loading' }
  | { readonly screen: 'error' }
  | {
      readonly screen: 'ready';
      /** This browser's session first, then the others, most recently active first. */
      readonly sessions: readonly SignedInSession[];
      readonly busy: boolean;
      readonly notice: SessionsNotice | undefined;
      readonly error: ServerErrorMessageId | undefined;
    };

const thisOneFirst = (sessions: readonly SignedInSession[]): readonly SignedInSession[] => [
  ...sessions.filter((session) => session.current),
  ...sessions.filter((session) => !session.current),
];

/**
 * "Where you're signed in" (issue 28): the user's live sessions, signing out one of the others or
 * all of them. The store lives as long as the page that shows it.
 */
export class SignedInSessions extends Store<SignedInSessionsState> {
  private generation = 0;

  constructor(private readonly gateway: SignedInSessionsGateway) {
    super({ screen: 'loading' });
  }

  async open(notice?: SessionsNotice): Promise<void> {
    const generation = ++this.generation;
    const listed = await this.gateway.list()();
    if (generation !== this.generation) return;
    this.set(
      E.isRight(listed)
        ? {
            screen: 'ready',
            sessions: thisOneFirst(listed.right),
            busy: false,
            notice,
            error: undefined,
          }
        : { screen: 'error' },
    );
  }

  dispose(): void {
    this.generation += 1;
  }

  signOut(id: string): Promise<void> {
    return this.run(this.gateway.signOut(id), () => ({ kind: 'signedOut' }));
  }

  signOutOthers(): Promise<void> {
    return this.run(this.gateway.signOutOthers(), (count) => ({ kind: 'signedOutOthers', count }));
  }

  private async run<A>(
    call: TaskEither<ServiceError, A>,
    noticeOf: (answer: A) => SessionsNotice,
  ): Promise<void> {
    const shown = this.snapshot;
    if (shown.screen !== 'ready' || shown.busy) return;
    this.set({ ...shown, busy: true, notice: undefined, error: undefined });
    const answer = await call();
    if (E.isRight(answer)) {
      await this.open(noticeOf(answer.right));
      return;
    }
    const error = answer.left;
    const message =
      error.code === 'service.rejected' ? messageForServerError(error.error) : 'error.generic';
    // A session that already ended: the list is out of date, so it is read again.
    await this.open();
    const now = this.snapshot;
    if (now.screen === 'ready') this.set({ ...now, error: message });
  }
}
