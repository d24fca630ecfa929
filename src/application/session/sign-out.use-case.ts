import { inject, injectable } from 'inversify';
import * as E from 'fp-ts/Either';
import { TOKENS } from '../app.tokens';
import type { IdentityProvider, SignOutContext } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import { SessionMonitor } from './session-monitor.use-case';

/**
 * /logout (spec §2): ends the portal session at the services backend, then the identity
 * provider's session, which sends the browser back to /logout to show the confirmation.
 */
@injectable()
export class SignOut {
  constructor(
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.IdentityProvider) private readonly identity: IdentityProvider,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(SessionMonitor) private readonly monitor: SessionMonitor,
  ) {}

  /** The portal's own way out (a button of the portal): /logout, which signs out at once. */
  leave(): void {
    this.navigator.show(SPEC_ROUTES.logout.path, { intent: 'signOut' });
  }

  /** Returns true when the backend's logout call failed (spec §8); the provider session still ends. */
  async signOut(context: SignOutContext): Promise<boolean> {
    this.monitor.reset();
    const ended = await this.sessions.oktaLogout()();
    this.navigator.replace(await this.identity.endSessionUrl(context));
    return E.isLeft(ended);
  }

  /** The provider's redirect back: undefined means signing out has not happened yet. */
  finish(url: string): Promise<SignOutContext | undefined> {
    return this.identity.finishSignOut(url);
  }
}
