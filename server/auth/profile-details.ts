import type { UserRecord } from '../identity/users';

/** The profile details of spec §3, as the portal reads them from getUserProfile. */
export const toProfileDetails = (user: UserRecord) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  userName: user.email,
  phoneNumber: user.phoneNumber,
  countryCode: user.countryCode,
  languagePreference: user.languagePreference,
  idaasUUID: user.id,
  isDnbUser: user.isDnbUser,
  hasDashboard: user.ebDashboard,
  hasSubscription: user.magento,
  accountSettings: { magento: user.magento, eb_dashboard: user.ebDashboard, customer_portal: user.customerPortal },
});
