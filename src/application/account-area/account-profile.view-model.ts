import { PHONE_NUMBER_EXAMPLES } from '../../domain/accounts/phone-number';
import { POSTAL_CODE_EXAMPLES } from '../../domain/accounts/postal-code';
import { regionLabelId, type RegionLabelId } from '../../domain/accounts/region-label';
import { resolveCountry, type CountryCode } from '../../domain/locale/country';
import { languagesOfCountry, SUPPORTED_LOCALES, type Locale } from '../../domain/locale/locale';
import type { UpdatedProfile } from '../ports/account-gateway.port';
import {
  profileFormValuesOf,
  type ProfileFormErrors,
  type ProfileFormValues,
} from './profile-form';

/** What the My Account page knows, before it is shown. */
export type AccountProfileState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      /** The profile as last saved (or read). */
      readonly profile: UpdatedProfile;
      readonly saving: boolean;
      /** The last save's failure, shown until the next save. */
      readonly errors: ProfileFormErrors | undefined;
      /** How many saves succeeded: the form takes the saved values again after each. */
      readonly saves: number;
    };

export type AccountProfileViewModel =
  | { readonly screen: 'loading' }
  | { readonly screen: 'error' }
  | {
      readonly screen: 'form';
      readonly email: string;
      readonly country: CountryCode;
      /** §5 "Region label: Province in Canada, County or County/Province elsewhere" (US: State). */
      readonly regionLabelId: RegionLabelId;
      /** A US postal code is a ZIP Code (§5 "Enter a valid 5-digit ZIP Code"); elsewhere a postal code. */
      readonly postalCodeLabel: 'zipCode' | 'postalCode';
      readonly postalCodeExample: string;
      readonly phoneNumberExample: string;
      /** Every supported language, the account country's own first (D-ACCT-UI-4). */
      readonly languages: readonly Locale[];
      /** The saved values, which the form starts from. */
      readonly values: ProfileFormValues;
      readonly saving: boolean;
      readonly errors: ProfileFormErrors | undefined;
      /** Changes each time a save succeeds (the form resets to `values` and says "saved"). */
      readonly saves: number;
    };

const languagesFor = (country: CountryCode): readonly Locale[] => {
  const own = languagesOfCountry(country);
  return [...own, ...SUPPORTED_LOCALES.filter((locale) => !own.includes(locale))];
};

/** The My Account page (spec §2 "My Account (profile edit)") for what is known. */
export const toAccountProfileViewModel = (state: AccountProfileState): AccountProfileViewModel => {
  if (state.status === 'loading') return { screen: 'loading' };
  if (state.status === 'failed') return { screen: 'error' };
  const country = resolveCountry(state.profile.countryCode);
  return {
    screen: 'form',
    email: state.profile.email,
    country,
    regionLabelId: regionLabelId(country),
    postalCodeLabel: country === 'US' ? 'zipCode' : 'postalCode',
    postalCodeExample: POSTAL_CODE_EXAMPLES[country],
    phoneNumberExample: PHONE_NUMBER_EXAMPLES[country],
    languages: languagesFor(country),
    values: profileFormValuesOf(state.profile),
    saving: state.saving,
    errors: state.errors,
    saves: state.saves,
  };
};
