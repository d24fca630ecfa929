import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, type Subscription } from 'rxjs';
import * as E from 'fp-ts/Either';
import { resolveCountry, type CountryCode } from '../../domain/locale/country';
import { noEntitlements } from '../../domain/entitlements/entitlements';
import { TOKENS } from '../app.tokens';
import { Store } from '../view-model-store';
import type { Clock } from '../ports/clock.port';
import type { CountryFeatures } from '../ports/country-features.port';
import type { ProfileGateway, UserProfile } from '../ports/profile-gateway.port';
import { CompanySelector, type CompanySelectorState } from './company-selector.use-case';
import { toFooterViewModel, type FooterViewModel } from './footer.view-model';
import { toNavigationViewModel, type NavigationViewModel } from './navigation.view-model';

export interface FrameUser {
  readonly firstName: string;
  readonly lastName: string;
  /** The avatar's letters: first letters of the first and last name. */
  readonly initials: string;
}

export type PortalFrameState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly user: FrameUser;
      readonly country: CountryCode;
      readonly navigation: NavigationViewModel;
      readonly footer: FooterViewModel;
      /** The country's product pages (§3 "recommended products" link), where a product is bought. */
      readonly productPagesUrl: string | undefined;
    };

const initialsOf = (profile: UserProfile): string =>
  [profile.firstName, profile.lastName]
    .map((name) => name.trim().charAt(0).toLocaleUpperCase())
    .join('');

/**
 * What the frame of every secure page shows for the signed-in user (spec §2 "Navigation bar",
 * "Profile menu", footer): the profile's name and country, the tabs and menu entries the domain's
 * rules allow for the selected company's entitlements, and the country's footer links. It follows
 * the company selector, so switching company recomputes the menu.
 */
@injectable()
export class PortalFrame extends Store<PortalFrameState> {
  private readonly profile = new BehaviorSubject<UserProfile | undefined>(undefined);
  private loadedAhead = false;
  private readonly subscription: Subscription;

  constructor(
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(TOKENS.CountryFeatures) private readonly countryFeatures: CountryFeatures,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(CompanySelector) private readonly selector: CompanySelector,
  ) {
    super({ status: 'loading' });
    this.subscription = combineLatest([this.profile, selector.state$]).subscribe(
      ([profile, selection]) => {
        if (profile !== undefined) this.set(this.ready(profile, selection));
      },
    );
  }

  /**
   * Loads the frame before the page's first render (SignedInFirstRender): the page's own first
   * load is then this one, and is not made again.
   */
  async loadAhead(): Promise<void> {
    await this.load();
    this.loadedAhead = true;
  }

  /** Loads the profile and the user's companies; a frame already loaded is shown while it reloads. */
  async load(): Promise<void> {
    if (this.loadedAhead) {
      this.loadedAhead = false;
      return;
    }
    const [profile] = await Promise.all([this.profiles.getUserProfile()(), this.selector.load()]);
    if (E.isLeft(profile)) {
      if (this.profile.getValue() === undefined) this.set({ status: 'failed' });
      return;
    }
    this.profile.next(profile.right);
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  private ready(profile: UserProfile, selection: CompanySelectorState): PortalFrameState {
    const country = resolveCountry(profile.countryCode);
    const features = this.countryFeatures.featuresOf(country);
    return {
      status: 'ready',
      user: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        initials: initialsOf(profile),
      },
      country,
      navigation: toNavigationViewModel({
        accountSettings: profile.accountSettings,
        country,
        entitlements: selection.status === 'ready' ? selection.entitlements : noEntitlements,
        features,
        mfaEnabled: profile.mfaEnabled,
      }),
      footer: toFooterViewModel(features, this.clock.now()),
      productPagesUrl: features.recommendedProducts.enabled
        ? features.recommendedProducts.url
        : undefined,
    };
  }
}
