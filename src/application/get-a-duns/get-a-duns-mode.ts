import {
  ASSOCIATE_A_DUNS_APP_ID,
  DUNS_MANAGER_APP_ID,
} from '../../domain/entitlements/product-catalogue';
import type { CountryCode } from '../../domain/locale/country';
import { SPEC_ROUTES } from '../../domain/navigation/route-access';

// Spec §1 "apply for a free DUNS number (Get-a-DUNS flow) or associate an existing one
// (Associate-a-DUNS flow)", §3 "Associate-a-DUNS variant 283", "Duns Manager and Profile Manager
// 154/14624". Both flows share the search; the mode is the address's `app_id` (D-GAD-UI-1).

export type GetADunsMode = 'getADuns' | 'associate';

/**
 * The §7 call each mode confirms with, and what it is told (D-GAD-UI-1): Get-a-DUNS entitles its
 * product for the DUNS it found (POST /GAD/entitleProduct), an association links an existing DUNS
 * (POST /GAD/entitleExistingDuns).
 */
export const ENTITLEMENT_OF: Readonly<
  Record<
    GetADunsMode,
    {
      readonly call: 'entitleProduct' | 'entitleExistingDuns';
      readonly appId: number;
      readonly salesChannel: string;
    }
  >
> = {
  getADuns: { call: 'entitleProduct', appId: DUNS_MANAGER_APP_ID, salesChannel: 'GAD' },
  associate: {
    call: 'entitleExistingDuns',
    appId: ASSOCIATE_A_DUNS_APP_ID,
    salesChannel: 'associate',
  },
};

/** The mode an address names: `?app_id=283` is Associate-a-DUNS, anything else Get-a-DUNS. */
export const modeOfAppId = (appId: string | null | undefined): GetADunsMode =>
  appId?.trim() === String(ASSOCIATE_A_DUNS_APP_ID) ? 'associate' : 'getADuns';

/** The query that keeps the mode from page to page of the flow ('' for Get-a-DUNS). */
const modeQuery = (mode: GetADunsMode): string =>
  mode === 'associate' ? `?app_id=${ASSOCIATE_A_DUNS_APP_ID}` : '';

/** A page of the flow's search, in the given mode. */
export const flowPathOf = (
  page: 'getADunsSearch' | 'getADunsDunsFound',
  mode: GetADunsMode,
): string => `${SPEC_ROUTES[page].path}${modeQuery(mode)}`;

/** Where "Link an existing DUNS number" leads: the US directory search (D-GAD-UI-5). */
export const associateEntryPath = (country: CountryCode): string | undefined =>
  country === 'US' ? flowPathOf('getADunsSearch', 'associate') : undefined;
