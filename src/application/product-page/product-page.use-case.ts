import { combineLatest, type Subscription } from 'rxjs';
import { productWithPage } from '../../domain/entitlements/product-pages';
import type { CountryCode } from '../../domain/locale/country';
import type { CompanySelector } from '../frame/company-selector.use-case';
import type { PortalFrame, PortalFrameState } from '../frame/portal-frame.use-case';
import type { CountryFeatures } from '../ports/country-features.port';
import { Store } from '../view-model-store';
import { toProductPageViewModel, type ProductPageViewModel } from './product-page.view-model';

/**
 * The product page's store (D-ADS-3): it follows the frame (the user's country) and the company
 * selector (what the selected company holds), so a company switch in the header updates it. Built
 * by the page from the container's frame and selector, and disposed with it (as D-PROFILE-5).
 */
export class ProductPage extends Store<ProductPageViewModel> {
  private subscription: Subscription | undefined;

  constructor(
    private readonly frame: PortalFrame,
    private readonly selector: CompanySelector,
    private readonly features: CountryFeatures,
  ) {
    super({ screen: 'loading' });
  }

  /** Shows the product whose page `/products/<appId>` is. */
  open(appId: string | undefined): void {
    const product = productWithPage(appId);
    this.subscription?.unsubscribe();
    this.subscription = combineLatest([this.frame.state$, this.selector.state$]).subscribe(
      ([frame, selection]) => {
        const country = this.countryOf(frame);
        this.set(
          toProductPageViewModel({
            product,
            country,
            selection,
            features: country === 'loading' ? undefined : this.features.featuresOf(country),
          }),
        );
      },
    );
  }

  dispose(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
  }

  private countryOf(frame: PortalFrameState): CountryCode | 'loading' {
    return frame.status === 'ready' ? frame.country : 'loading';
  }
}
