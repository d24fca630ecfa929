import { inject, injectable } from 'inversify';
import { filter, firstValueFrom } from 'rxjs';
import { NotificationCentre } from '../frame/notification-centre.use-case';
import { PortalFrame } from '../frame/portal-frame.use-case';
import { SessionMonitor } from './session-monitor.use-case';

/**
 * Brings the stores a signed-in page's first render reads to where its effects would bring them:
 * the session checked, the frame (profile, companies, the selected company's products) and the
 * bell's notifications loaded. The server does it before rendering, and the browser the same way,
 * from the answers the server used, before hydrating, so that both draw the same page; the page's
 * first loads are then these, not made again (its session check is, as every secure page makes
 * one: spec §4). What only the browser knows (banners' dismissals, the consent prompt) is left to
 * the page's effects.
 */
@injectable()
export class SignedInFirstRender {
  constructor(
    @inject(SessionMonitor) private readonly monitor: SessionMonitor,
    @inject(PortalFrame) private readonly frame: PortalFrame,
    @inject(NotificationCentre) private readonly notifications: NotificationCentre,
  ) {}

  /**
   * Resolves whether the page can be drawn: false when the session check sends the visitor away
   * or fails, or the frame did not load (the browser then finds out for itself).
   */
  async prepare(requestedPath: string): Promise<boolean> {
    this.monitor.check(requestedPath);
    const checked = await firstValueFrom(
      this.monitor.state$.pipe(filter((state) => state.status !== 'checking')),
    );
    if (checked.status !== 'active') return false;
    await Promise.all([this.frame.loadAhead(), this.notifications.loadAhead()]);
    return this.frame.snapshot.status === 'ready';
  }

  /** The session check's timers, which a page the server draws once must not keep. */
  dispose(): void {
    this.monitor.stop();
  }
}
