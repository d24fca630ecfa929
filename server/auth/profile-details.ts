import { Type, type Static } from 'typebox';
import type { MfaCountries } from '../../src/domain/mfa/mfa-availability';
import { mfaEnabledForUser } from '../mfa/mfa-user';
import type { UserRecord } from '../identity/user-repository';

/** The profile details of spec §3, address included, as the portal reads them from getUserProfile. */
export const ProfileDetails = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  userName: Type.String(),
  phoneNumber: Type.String(),
  street: Type.String({ description: "the street line of the user's postal address; '' if none" }),
  city: Type.String({ description: "the city of the user's postal address; '' if none" }),
  state: Type.String({
    description: "the state, province or county of the user's postal address; '' if none",
  }),
  postalCode: Type.String({
    description: "the postal (ZIP) code of the user's postal address; '' if none",
  }),
  countryCode: Type.String({ description: 'two-letter country code' }),
  languagePreference: Type.String({ description: 'a supported locale such as en-us' }),
  idaasUUID: Type.String({ description: 'the user id at the identity provider' }),
  isDnbUser: Type.Boolean({ description: 'an internal provider account' }),
  hasDashboard: Type.Boolean(),
  hasSubscription: Type.Boolean(),
  accountSettings: Type.Object({
    magento: Type.Boolean(),
    eb_dashboard: Type.Boolean(),
    customer_portal: Type.Boolean(),
  }),
  mfaEnabled: Type.Boolean({
    description:
      "whether MFA is on for the account's country: MFA Options is offered and sign-in asks for a second factor (D-MFA-1)",
  }),
});

export const toProfileDetails = (
  user: UserRecord,
  countries: MfaCountries,
): Static<typeof ProfileDetails> => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userName: user.email,
  phoneNumber: user.phoneNumber,
  street: user.street,
  city: user.city,
  state: user.state,
  postalCode: user.postalCode,
  countryCode: user.countryCode,
  languagePreference: user.languagePreference,
  idaasUUID: user.id,
  isDnbUser: user.isDnbUser,
  hasDashboard: user.ebDashboard,
  hasSubscription: user.magento,
  accountSettings: {
    magento: user.magento,
    eb_dashboard: user.ebDashboard,
    customer_portal: user.customerPortal,
  },
  mfaEnabled: mfaEnabledForUser(user, countries),
});
