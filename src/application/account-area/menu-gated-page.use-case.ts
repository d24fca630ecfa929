import type { Observable, Subscription } from 'rxjs';
import * as E from 'fp-ts/Either';
import { Store } from '../view-model-store';
import type { PortalFrameState } from '../frame/portal-frame.use-case';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import { menuShows, type AccountAreaEntry } from './account-navigation.view-model';

type ReadyFrame = Extract<PortalFrameState, { status: 'ready' }>;

/** What an account page shown by a profile-menu rule knows, before it is shown. */
export type MenuGatedState<Data> =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  /** The menu rule does not give the user this page (a typed or bookmarked address). */
  | { readonly status: 'unavailable' }
  | { readonly status: 'ready'; readonly data: Data };

/** The screens every menu-gated page has besides its own: loading, error, not for this account. */
export type MenuGatedScreen =
  | { readonly screen: 'loading' }
  | { readonly screen: 'error' }
  | { readonly screen: 'unavailable'; readonly profilePath: string };

/** A menu-gated page's view model: the shared screens, or `ready`'s for its data. */
export const presentMenuGated = <Data, Ready>(
  state: MenuGatedState<Data>,
  ready: (data: Data) => Ready,
): MenuGatedScreen | Ready => {
  switch (state.status) {
    case 'loading':
      return { screen: 'loading' };
    case 'failed':
      return { screen: 'error' };
    case 'unavailable':
      return { screen: 'unavailable', profilePath: SPEC_ROUTES.accountProfile.path };
    case 'ready':
      return ready(state.data);
  }
};

/**
 * An account page that exists for a user exactly when the profile menu shows its entry (spec §2:
 * Orders and Subscriptions for magento accounts, Legal by the change-password rule): it waits for
 * the frame's menu, then reads its data once, or says the page is not available to this account.
 */
export class MenuGatedPage<Data, ViewModel> extends Store<ViewModel> {
  private subscription: Subscription | undefined;
  private generation = 0;
  private requested = false;
  private frameShown: ReadyFrame | undefined;

  constructor(
    private readonly frame: Observable<PortalFrameState>,
    private readonly entry: AccountAreaEntry,
    /** Reads the page's data, given the frame it is shown in (its country's links, say). */
    private readonly read: (frame: ReadyFrame) => Promise<E.Either<unknown, Data>>,
    private readonly present: (state: MenuGatedState<Data>) => ViewModel,
  ) {
    super(present({ status: 'loading' }));
  }

  open(): void {
    this.subscription?.unsubscribe();
    this.subscription = this.frame.subscribe((frame) => this.follow(frame));
  }

  async retry(): Promise<void> {
    await this.load();
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.generation += 1;
  }

  private follow(frame: PortalFrameState): void {
    if (frame.status !== 'ready') {
      // A frame already shown keeps the page; a frame that cannot load leaves nothing to decide by.
      if (frame.status === 'failed' && !this.requested) this.next({ status: 'failed' });
      return;
    }
    if (!menuShows(frame.navigation.profileMenu, this.entry)) {
      this.generation += 1;
      this.requested = false;
      this.next({ status: 'unavailable' });
      return;
    }
    this.frameShown = frame;
    if (!this.requested) void this.load();
  }

  private async load(): Promise<void> {
    const frame = this.frameShown;
    if (frame === undefined) return;
    this.requested = true;
    const generation = ++this.generation;
    this.next({ status: 'loading' });
    const answer = await this.read(frame);
    if (generation !== this.generation) return;
    this.next(E.isLeft(answer) ? { status: 'failed' } : { status: 'ready', data: answer.right });
  }

  private next(state: MenuGatedState<Data>): void {
    this.set(this.present(state));
  }
}
