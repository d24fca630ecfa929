import type { Company } from '../../domain/companies/company';
import {
  companyProfileAccess,
  companyProfileScreen,
  type CompanyProfileAccess,
  type SeniorityLevel,
} from '../../domain/companies/company-profile-access';
import {
  companyProfileRows,
  type CompanyProfileRow,
} from '../../domain/companies/company-profile-fields';
import { DUNS_APPLICATION_MAX_BUSINESS_DAYS } from '../../domain/companies/duns-number';
import { DUNS_MANAGER_APP_ID } from '../../domain/entitlements/product-catalogue';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';
import type { CountryFeatureRecord } from '../ports/country-features.port';
import { linkedUrl } from '../linked-url';

export type CompanyLinkKind = 'publicProfile' | 'businessOverview' | 'updatedInfo';

/** The §3 feature record's links about one company, from the record of the company's country. */
export type CompanyLinkFeatures = Pick<CountryFeatureRecord, CompanyLinkKind>;

/** A page of the provider's own site about the company (D-PROFILE-6), opening in a new tab. */
export interface CompanyLink {
  readonly kind: CompanyLinkKind;
  readonly url: string;
}

/** What the company profile page knows, before it is shown. */
export type CompanyProfileState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      /** The selected company's full record, the "(Company pending)" placeholder, or none. */
      readonly selected: Company | undefined;
      /** The user's role at the selected company (D-DOM-9). */
      readonly seniority: SeniorityLevel | undefined;
      /** The feature record's company links, for a company with a record (none for the placeholder). */
      readonly links?: CompanyLinkFeatures;
    };

export type CompanyProfileViewModel =
  | { readonly screen: 'loading' }
  | { readonly screen: 'error' }
  /** §2 "no-company prompt": the way to a company is Get-a-DUNS. */
  | { readonly screen: 'noCompanyPrompt'; readonly getADunsPath: string }
  /**
   * §2 "pending state": the "(Company pending)" placeholder is selected. §4 "A pending DUNS
   * request is processed and the number emailed after validation", in at most §9's days.
   */
  | { readonly screen: 'pending'; readonly maxBusinessDays: number }
  /** §2 "public profile view" with the "manage link" for a Director or above (§6). */
  | {
      readonly screen: 'profile';
      readonly businessName: string;
      readonly access: CompanyProfileAccess;
      /** Only with `manage` access: where Manage Company Profile leads (D-PROFILE-3). */
      readonly manageUrl: string | undefined;
      /** The 17 fields of §2 in its order, raw values with their kind: the page formats them. */
      readonly fields: readonly CompanyProfileRow[];
      readonly links: readonly CompanyLink[];
    };

/**
 * D-PROFILE-3: Manage Company Profile opens Duns Manager and Profile Manager (application 154), the
 * product through which a company's business information is viewed and updates are requested,
 * for this company. The reference backend serves its stand-in page at this address.
 */
export const manageCompanyProfileUrl = (duns: string): string =>
  `/demo-product/${DUNS_MANAGER_APP_ID}?duns=${encodeURIComponent(duns)}`;

/** The link with the company's DUNS number as `duns`, so the provider's page opens on this company. */
const aboutCompany = (url: string | undefined, duns: string): string | undefined => {
  if (url === undefined) return undefined;
  const address = new URL(url);
  address.searchParams.set('duns', duns);
  return address.toString();
};

const COMPANY_LINK_ORDER: readonly CompanyLinkKind[] = [
  'publicProfile',
  'businessOverview',
  'updatedInfo',
];

/** The country's company links in their order, each naming the company; those it lacks left out. */
const companyLinksOf = (
  links: CompanyLinkFeatures | undefined,
  duns: string,
): readonly CompanyLink[] =>
  links === undefined
    ? []
    : COMPANY_LINK_ORDER.flatMap((kind) => {
        const url = aboutCompany(linkedUrl(links[kind]), duns);
        return url === undefined ? [] : [{ kind, url }];
      });

/** The company profile page (spec §2 /companyDetails, §6 access) for what is known. */
export const toCompanyProfileViewModel = (state: CompanyProfileState): CompanyProfileViewModel => {
  if (state.status === 'loading') return { screen: 'loading' };
  if (state.status === 'failed') return { screen: 'error' };
  const { selected, seniority } = state;
  const screen = companyProfileScreen(selected);
  // The domain answers noCompanyPrompt exactly when nothing is selected; the second test narrows.
  if (screen === 'noCompanyPrompt' || selected === undefined) {
    return { screen: 'noCompanyPrompt', getADunsPath: SPEC_ROUTES.getADunsSearch.path };
  }
  if (screen === 'pending') {
    return { screen: 'pending', maxBusinessDays: DUNS_APPLICATION_MAX_BUSINESS_DAYS };
  }
  const access = companyProfileAccess(seniority);
  return {
    screen: 'profile',
    businessName: selected.summary.businessName,
    access,
    manageUrl:
      access === 'manage' ? manageCompanyProfileUrl(selected.profileDetails.dunsNumber) : undefined,
    fields: companyProfileRows(selected),
    links: companyLinksOf(state.links, selected.profileDetails.dunsNumber),
  };
};
