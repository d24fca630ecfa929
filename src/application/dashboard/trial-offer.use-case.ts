import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest } from 'rxjs';
import * as E from 'fp-ts/Either';
import { TOKENS } from '../app.tokens';
import { CompanySelector, type CompanySelectorState } from '../frame/company-selector.use-case';
import { PortalFrame, type PortalFrameState } from '../frame/portal-frame.use-case';
import type { GetADunsGateway } from '../ports/get-a-duns-gateway.port';
import { Store } from '../view-model-store';
import { CREDIT_MONITOR_APP_ID } from '../../domain/entitlements/product-catalogue';
import {
  toTrialPanelViewModel,
  type PreviewOfferStatus,
  type TrialPanelViewModel,
} from './trial-panel.view-model';

/** The trial call's sales channel for trials started from the portal's own offers. */
export const FREEMIUM_SALES_CHANNEL = 'freemium';

const sealedDunsOf = (selection: CompanySelectorState): string | undefined => {
  if (selection.status !== 'ready') return undefined;
  const duns = selection.selected?.profileDetails.dunsNumber;
  return selection.entitlements.companies.find((company) => company.duns === duns)?.encryptedDuns;
};

/**
 * The dashboard's trial panel (GB and IE): the selected company's trial and, while it is active,
 * the 14-day credit-monitor preview, started with POST /entitlements/entitleFreemium. Once
 * started, the company's products are loaded again, so Credit Monitor's tile appears (its terms
 * first, as every credit product's, D-API-8).
 */
@injectable()
export class TrialOffer extends Store<TrialPanelViewModel | undefined> {
  private readonly previewStatus = new BehaviorSubject<PreviewOfferStatus>('offered');

  constructor(
    @inject(PortalFrame) private readonly frame: PortalFrame,
    @inject(CompanySelector) private readonly selector: CompanySelector,
    @inject(TOKENS.GetADunsGateway) private readonly getADuns: GetADunsGateway,
  ) {
    const present = (
      frameState: PortalFrameState,
      selection: CompanySelectorState,
      status: PreviewOfferStatus,
    ) =>
      frameState.status === 'ready' && selection.status === 'ready'
        ? toTrialPanelViewModel(
            frameState.country,
            selection.entitlements,
            sealedDunsOf(selection),
            status,
          )
        : undefined;
    super(present(frame.snapshot, selector.snapshot, 'offered'));
    // A singleton for the session, as its sources are: the subscription lives as long as they do.
    combineLatest([frame.state$, selector.state$, this.previewStatus]).subscribe(
      ([frameState, selection, status]) => this.set(present(frameState, selection, status)),
    );
  }

  /** "Start my preview": the trial call, then the company's products again. */
  async startPreview(): Promise<void> {
    const frameState = this.frame.snapshot;
    const encryptedDuns = sealedDunsOf(this.selector.snapshot);
    if (frameState.status !== 'ready' || encryptedDuns === undefined) return;
    if (this.previewStatus.getValue() === 'starting') return;
    this.previewStatus.next('starting');
    const started = await this.getADuns.entitleFreemium({
      appId: CREDIT_MONITOR_APP_ID,
      encryptedDuns,
      countryId: frameState.country,
      salesChannel: FREEMIUM_SALES_CHANNEL,
    })();
    if (E.isLeft(started)) {
      this.previewStatus.next('failed');
      return;
    }
    await this.selector.load();
    this.previewStatus.next('offered');
  }
}
