import { SPEC_ROUTES } from '../../../domain/navigation/route-access';

/**
 * The account pages the portal has (D-ACCT-UI-2): an account entry of the profile menu is offered
 * in the sub-navigation only when its page exists. The route table cannot be read from here (it
 * loads these pages: an import cycle), so the list is kept by hand, and
 * test/application/account-area/routed-paths.test.ts fails when it and the table disagree.
 */
export const ROUTED_PATHS: ReadonlySet<string> = new Set([
  SPEC_ROUTES.accountProfile.path,
  SPEC_ROUTES.accountChangePassword.path,
  SPEC_ROUTES.accountOrders.path,
  SPEC_ROUTES.accountSubscriptions.path,
  SPEC_ROUTES.accountLegal.path,
  SPEC_ROUTES.mfa.path,
]);
