/**
 * Every call of spec §7 (each row of its table, the two entitlement queries, the session check and
 * the Marketing Hub single-sign-on request), with the path this backend gives it where the spec
 * leaves it open (docs/decisions/portal-backend.md D-SRV-P1, D-SRV-P6), plus the calls the portal
 * needs that the spec does not list. The contract must hold at least one interaction for each.
 * `GET /entitlements/assigned` is left out: the portal does not call it (docs/spec-map.md, Gaps).
 */
export interface SpecCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: RegExp;
  readonly spec: string;
}

const exact = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export const SPEC_CALLS: readonly SpecCall[] = [
  {
    method: 'POST',
    path: exact('/services/entitlements/get-entitlements-by-duns'),
    spec: '§7 get-entitlements-by-duns',
  },
  {
    method: 'GET',
    path: exact('/services/entitlements/getCompanyInfo'),
    spec: '§7 getCompanyInfo',
  },
  { method: 'GET', path: exact('/services/entitlements/all'), spec: '§7 entitlements/all' },
  { method: 'GET', path: exact('/services/entitlements/legal-terms'), spec: '§7 legal-terms' },
  {
    method: 'POST',
    path: exact('/services/entitlements/getNavigateUrl'),
    spec: '§7 getNavigateUrl',
  },
  {
    method: 'GET',
    path: exact('/services/entitlements/getNewDFCCase'),
    spec: '§7 getNewDFCCase?flow=GAD',
  },
  { method: 'GET', path: exact('/services/entitlements/decode'), spec: '§7 decode?payload' },
  {
    method: 'POST',
    path: exact('/services/entitlements/entitleFreemium'),
    spec: '§7 entitleFreemium',
  },
  { method: 'GET', path: exact('/services/auth/getUserProfile'), spec: '§7 getUserProfile' },
  { method: 'PUT', path: exact('/services/auth/updateUserProfile'), spec: '§7 updateUserProfile' },
  {
    method: 'GET',
    path: exact('/services/auth/accessSubscriptions'),
    spec: '§7 accessSubscriptions',
  },
  { method: 'POST', path: exact('/services/GAD/companySearch'), spec: '§7 GAD/companySearch' },
  {
    method: 'POST',
    path: exact('/services/GAD/entitleExistingDuns'),
    spec: '§7 GAD/entitleExistingDuns',
  },
  { method: 'POST', path: exact('/services/GAD/entitleProduct'), spec: '§7 GAD/entitleProduct' },
  { method: 'POST', path: exact('/services/auth/verifyCode'), spec: '§7 verifyCode' },
  {
    method: 'POST',
    path: exact('/services/cache/purge-cache-by-key'),
    spec: '§7 purge-cache-by-key',
  },
  { method: 'PUT', path: exact('/services/auth/changePassword'), spec: '§7 changePassword' },
  {
    method: 'GET',
    path: exact('/services/auth/checkUserLogin'),
    spec: '§7 checkUserLogin; the session check',
  },
  { method: 'POST', path: exact('/services/auth/lendioAuth'), spec: '§7 lendioAuth' },
  { method: 'POST', path: exact('/services/auth/validateToken'), spec: '§7 validateToken' },
  { method: 'POST', path: exact('/services/auth/newUser'), spec: '§7 newUser' },
  {
    method: 'POST',
    path: exact('/services/auth/registerUser'),
    spec: '§7 registerUser (GAD flow)',
  },
  { method: 'PUT', path: exact('/services/auth/resetPassword'), spec: '§7 resetPassword' },
  {
    method: 'PUT',
    path: exact('/services/auth/verifyExpiredPswd'),
    spec: '§7 verifyExpiredPswd (expired case)',
  },
  {
    method: 'POST',
    path: exact('/services/auth/continueRegistration'),
    spec: '§7 continueRegistration',
  },
  { method: 'POST', path: exact('/services/auth/forgotPassword'), spec: '§7 forgotPassword' },
  { method: 'POST', path: exact('/services/auth/oktaLogin'), spec: '§7 oktaLogin' },
  { method: 'GET', path: exact('/services/auth/oktaLogout'), spec: '§7 oktaLogout' },
  {
    method: 'POST',
    path: exact('/services/auth/confirmRegistration'),
    spec: '§7 confirmRegistration',
  },
  {
    method: 'POST',
    path: exact('/services/okta/socialNetworksSignup'),
    spec: '§7 socialNetworksSignup',
  },
  { method: 'POST', path: exact('/services/auth/user/consent'), spec: '§7 user/consent' },
  {
    method: 'POST',
    path: exact('/services/entitlements/marketing-hub/sso'),
    spec: '§7 Marketing Hub single sign-on (D-SRV-P6)',
  },
  {
    method: 'GET',
    path: exact('/services/entitlements/current'),
    spec: '§7 entitlement query without a DUNS (D-SRV-P1)',
  },
  {
    method: 'PUT',
    path: exact('/services/entitlements/pla'),
    spec: '§4 product terms accept or decline (D-SRV-P5)',
  },
  {
    method: 'POST',
    path: exact('/services/auth/resendCode'),
    spec: '§2 "resend code" (D-API-REG-2)',
  },
  {
    method: 'GET',
    path: exact('/services/auth/passwordPolicy'),
    spec: '§5 "Minimum-age rule (minutes, hours or days)": the policy’s value (D-PWD-10)',
  },
  { method: 'GET', path: exact('/services/auth/orders'), spec: '§2 My Orders (D-SRV-P8)' },
  {
    method: 'GET',
    path: exact('/services/auth/subscriptions'),
    spec: '§2 My Subscriptions (D-SRV-P8)',
  },
  {
    method: 'GET',
    path: exact('/services/notifications'),
    spec: '§2 notifications, §6 the bell (D-NOTIF-1)',
  },
  {
    method: 'POST',
    path: exact('/services/notifications/read'),
    spec: '§6 the bell panel opened (D-NOTIF-2)',
  },
  {
    method: 'POST',
    path: exact('/services/notifications/clear'),
    spec: '§4 "Notifications … can be cleared" (D-NOTIF-2)',
  },
  { method: 'GET', path: exact('/services/mfa'), spec: '§2 MFA Options (issue 28): the status' },
  {
    method: 'POST',
    path: exact('/services/mfa/proof'),
    spec: '§2 MFA Options (issue 28): a proof before a protected change (D-MFA-4)',
  },
  {
    method: 'POST',
    path: exact('/services/mfa/proof/passkey-options'),
    spec: '§2 MFA Options (issue 28): the challenge a passkey signs as a proof (D-MFA-12)',
  },
  {
    method: 'POST',
    path: exact('/services/mfa/authenticator-apps'),
    spec: '§2 MFA Options (issue 28): start adding an authenticator app',
  },
  {
    method: 'POST',
    path: /^\/services\/mfa\/authenticator-apps\/[^/]+\/confirmation$/,
    spec: '§2 MFA Options (issue 28): confirm an authenticator app',
  },
  {
    method: 'POST',
    path: exact('/services/mfa/passkeys'),
    spec: '§2 MFA Options (issue 28): start adding a passkey (D-MFA-12)',
  },
  {
    method: 'POST',
    path: /^\/services\/mfa\/passkeys\/[^/]+\/confirmation$/,
    spec: '§2 MFA Options (issue 28): confirm a passkey (D-MFA-12)',
  },
  {
    method: 'POST',
    path: exact('/services/mfa/recovery-codes'),
    spec: '§2 MFA Options (issue 28): new recovery codes (D-MFA-3)',
  },
  {
    method: 'PATCH',
    path: /^\/services\/mfa\/factors\/[^/]+$/,
    spec: '§2 MFA Options (issue 28): rename a factor',
  },
  {
    method: 'DELETE',
    path: /^\/services\/mfa\/factors\/[^/]+$/,
    spec: '§2 MFA Options (issue 28): remove a factor',
  },
  {
    method: 'DELETE',
    path: exact('/services/mfa'),
    spec: '§2 MFA Options (issue 28): turn MFA off',
  },
  {
    method: 'GET',
    path: exact('/services/auth/sessions'),
    spec: '§2 "Where you’re signed in" (issue 28): the user’s live sessions',
  },
  {
    method: 'DELETE',
    path: /^\/services\/auth\/sessions\/[^/]+$/,
    spec: '§2 "Where you’re signed in" (issue 28): sign out one session',
  },
  {
    method: 'DELETE',
    path: exact('/services/auth/sessions'),
    spec: '§2 "Where you’re signed in" (issue 28): sign out every other session',
  },
  {
    method: 'GET',
    path: exact('/services/ads/house-offer'),
    spec: '§2 "Ad slots exist per country": a slot’s house offer (D-ADS-1)',
  },
];
