import { inject, injectable } from 'inversify';
import { filter, firstValueFrom } from 'rxjs';
import * as E from 'fp-ts/Either';
import { appNameOf } from '../../domain/entitlements/product-catalogue';
import { decodeRelayState } from '../../domain/redirects/relay-state';
import { TOKENS } from '../app.tokens';
import { CompanySelector } from '../frame/company-selector.use-case';
import type { ProductHandOffs } from '../ports/product-hand-offs.port';
import { Store } from '../view-model-store';
import { Dashboard } from './dashboard.use-case';
import { ProductOpener } from './product-opener.use-case';

/**
 * A deep link in the dashboard's address (spec §2): a `RelayState` the portal decodes itself, or
 * a product link's `payload` that GET /entitlements/decode reads (§7); `app_id` names the product
 * when the link itself does not.
 */
export type DeepLink =
  | { readonly kind: 'relayState'; readonly value: string; readonly appId: string | undefined }
  | { readonly kind: 'payload'; readonly value: string; readonly appId: string | undefined };

/** Why a deep link opened nothing, as the dashboard tells the user (D-DASH-10). */
export type DeepLinkNotice =
  | { readonly kind: 'invalid' }
  | { readonly kind: 'companyNotLinked' }
  | {
      readonly kind: 'productNotHeld';
      readonly productName: string | undefined;
      readonly businessName: string;
    }
  | { readonly kind: 'failed' };

interface Target {
  readonly duns: string | undefined;
  readonly appId: number | undefined;
}

const appIdOf = (value: string | undefined): number | undefined =>
  value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/**
 * Follows a deep link once the user's companies are known (D-DASH-5, D-DASH-10): the company it
 * names is chosen as in the selector, then its product is opened as its tile would be (which asks
 * for the terms or which company when the tile would). When it cannot, it says why: the link does
 * not read, the company is not linked to the account, or the company does not have the product.
 */
@injectable()
export class DeepLinkFollower extends Store<DeepLinkNotice | undefined> {
  constructor(
    @inject(CompanySelector) private readonly selector: CompanySelector,
    @inject(ProductOpener) private readonly opener: ProductOpener,
    @inject(Dashboard) private readonly dashboard: Dashboard,
    @inject(TOKENS.ProductHandOffs) private readonly handOffs: ProductHandOffs,
  ) {
    super(undefined);
  }

  /** Follows the link; resolves when the product is opening or the notice is shown. */
  async follow(link: DeepLink): Promise<void> {
    this.set(undefined);
    const notice = await this.noticeAfter(link);
    this.set(notice);
  }

  dismiss(): void {
    this.set(undefined);
  }

  private async noticeAfter(link: DeepLink): Promise<DeepLinkNotice | undefined> {
    const target = await this.targetOf(link);
    if (target === 'failed') return { kind: 'failed' };
    if (target === 'invalid' || (target.duns === undefined && target.appId === undefined)) {
      return { kind: 'invalid' };
    }
    const ready = await firstValueFrom(
      this.selector.state$.pipe(filter((state) => state.status !== 'loading')),
    );
    if (ready.status !== 'ready') return { kind: 'failed' };
    const { duns, appId } = target;
    if (duns !== undefined) {
      if (!ready.companies.some((company) => company.profileDetails.dunsNumber === duns)) {
        return { kind: 'companyNotLinked' };
      }
      // choose() marks the selection as switching at once; the switch is over when that clears.
      if (ready.selected?.profileDetails.dunsNumber !== duns) this.selector.choose(duns);
    }
    const selection = await firstValueFrom(
      this.selector.state$.pipe(filter((state) => state.status !== 'ready' || !state.switching)),
    );
    if (selection.status !== 'ready') return { kind: 'failed' };
    if (duns !== undefined && selection.selected?.profileDetails.dunsNumber !== duns) {
      return { kind: 'failed' };
    }
    if (appId === undefined) return undefined;
    const index = selection.entitlements.vboEntitlements.findIndex(
      (entitlement) => entitlement.appId === appId,
    );
    const entitlement = selection.entitlements.vboEntitlements[index];
    if (entitlement === undefined) {
      return {
        kind: 'productNotHeld',
        productName: appNameOf(appId),
        businessName: selection.selected?.summary.businessName ?? '',
      };
    }
    const model = this.dashboard.snapshot;
    const tile = model.status === 'ready' ? model.tiles[index] : undefined;
    await this.opener.open({ key: tile?.key ?? `deep-link-${appId}`, entitlement });
    return undefined;
  }

  /** What the link names: `invalid` when it does not read, `failed` when it could not be read. */
  private async targetOf(link: DeepLink): Promise<Target | 'invalid' | 'failed'> {
    const named = appIdOf(link.appId);
    if (link.kind === 'relayState') {
      const decoded = decodeRelayState(link.value);
      return E.isLeft(decoded) ? 'invalid' : { duns: decoded.right, appId: named };
    }
    const decoded = await this.handOffs.decodeDeepLink(link.value)();
    if (E.isLeft(decoded)) {
      const { left } = decoded;
      return left.code === 'service.rejected' && left.status === 400 ? 'invalid' : 'failed';
    }
    return { duns: decoded.right.duns, appId: decoded.right.appId ?? named };
  }
}
