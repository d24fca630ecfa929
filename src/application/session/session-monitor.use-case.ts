import { inject, injectable } from 'inversify';
import { from, timer, type SchedulerLike, type Subscription } from 'rxjs';
import {
  normaliseAllowedOrigins,
  resolvePostLoginRedirect,
} from '../../domain/redirects/redirect-allow-list';
import {
  SESSION_EXPIRED_PATH,
  sessionOutcome,
  signedOutDestination,
} from '../../domain/accounts/session-policy';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { IdentityProvider } from '../ports/identity-provider.port';
import type { Navigator } from '../ports/navigator.port';
import type { SessionGateway } from '../ports/session-gateway.port';
import type { PortalConfig } from '../portal-config';

/** How long before the session ends the page warns (WCAG 2.2.1 asks for at least 20 seconds). */
export const SESSION_WARNING_LEAD_MS = 2 * 60 * 1000;

export type SessionState =
  | { readonly status: 'checking' }
  | { readonly status: 'active' }
  /**
   * Active, with two minutes or less left: the page offers to stay signed in (WCAG 2.2.1 "Timing
   * Adjustable"), which renews the session through the session check, or to sign out.
   */
  | { readonly status: 'expiringSoon'; readonly expiresAtMs: number }
  /** Spec §4 "A failed check sets a flag": in place of the page, services are unavailable. */
  | { readonly status: 'checkFailed' }
  /** The backend is under maintenance: the portal shows its under-maintenance page (§8). */
  | { readonly status: 'underMaintenance' }
  | { readonly status: 'leaving'; readonly destination: string };

/**
 * The session check of spec §4, made on each secure page: 200/304 with expiresIn starts a timer
 * that sends the user to logout with expired=true; 401 clears stored tokens and signs out.
 */
@injectable()
export class SessionMonitor extends Store<SessionState> {
  private pendingCheck: Subscription | undefined;
  private expiryTimer: Subscription | undefined;
  private warningTimer: Subscription | undefined;
  private lastRequestedPath = '/';
  private readonly allowedOrigins: ReadonlySet<string>;

  constructor(
    @inject(TOKENS.SessionGateway) private readonly sessions: SessionGateway,
    @inject(TOKENS.IdentityProvider) private readonly identity: IdentityProvider,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.PortalConfig) private readonly config: PortalConfig,
    @inject(TOKENS.Scheduler) private readonly scheduler: SchedulerLike,
  ) {
    super({ status: 'checking' });
    this.allowedOrigins = normaliseAllowedOrigins([
      config.portalOrigin,
      ...config.allowedRedirectOrigins,
    ]);
  }

  /** Checks the session for the secure page at `requestedPath`; replaces any earlier check and timer. */
  check(requestedPath: string): void {
    this.stop();
    this.lastRequestedPath = requestedPath;
    // A page already shown stays shown while its session is checked again.
    const shown = this.snapshot.status;
    if (shown !== 'active' && shown !== 'expiringSoon') this.set({ status: 'checking' });
    this.pendingCheck = from(this.sessions.checkSession()()).subscribe((reply) => {
      const outcome = sessionOutcome(reply);
      switch (outcome.type) {
        case 'active':
          // Already active: nothing to tell (a page re-rendered for nothing costs a phone's time).
          if (this.snapshot.status !== 'active') this.set({ status: 'active' });
          this.expiryTimer = timer(outcome.expiresInMs, this.scheduler).subscribe(() =>
            this.set({ status: 'leaving', destination: SESSION_EXPIRED_PATH }),
          );
          this.warningTimer = timer(
            Math.max(0, outcome.expiresInMs - SESSION_WARNING_LEAD_MS),
            this.scheduler,
          ).subscribe(() =>
            this.set({
              status: 'expiringSoon',
              expiresAtMs:
                this.scheduler.now() + Math.min(outcome.expiresInMs, SESSION_WARNING_LEAD_MS),
            }),
          );
          return;
        case 'redirect':
          this.navigator.assign(
            resolvePostLoginRedirect(
              outcome.url,
              this.allowedOrigins,
              this.config.portalOrigin,
              '/logout',
            ),
          );
          return;
        case 'signedOut': {
          const hadTokens = this.identity.hasStoredTokens();
          void this.identity.clearStoredTokens();
          this.set({
            status: 'leaving',
            destination: signedOutDestination(hadTokens, requestedPath),
          });
          return;
        }
        case 'underMaintenance':
          this.set({ status: 'underMaintenance' });
          return;
        case 'checkFailed':
          this.set({ status: 'checkFailed' });
      }
    });
  }

  /** Stops the pending check and the expiry timer (when the secure page goes away). */
  stop(): void {
    this.pendingCheck?.unsubscribe();
    this.expiryTimer?.unsubscribe();
    this.warningTimer?.unsubscribe();
    this.pendingCheck = undefined;
    this.expiryTimer = undefined;
    this.warningTimer = undefined;
  }

  /** "Stay signed in": the session check counts as activity, so it renews the session and the timers. */
  staySignedIn(): void {
    this.check(this.lastRequestedPath);
  }

  /** Forgets the last outcome, so the next secure page starts from "checking". */
  reset(): void {
    this.stop();
    this.set({ status: 'checking' });
  }
}
