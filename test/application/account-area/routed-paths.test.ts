import { ROUTED_PATHS } from '../../../src/ui/pages/account-area/routed-paths';
import { PORTAL_ROUTES, routeOf } from '../../../src/ui/routing/route-table';

// D-ACCT-UI-2: the sub-navigation offers an account page only when the route table has it. The
// list cannot be read from the table at run time (an import cycle), so this keeps the two equal:
// when the Change Password row joins the table, add its path to ROUTED_PATHS.

describe('the account pages the sub-navigation knows', () => {
  it('are exactly the /accountInfo/… rows of the route table, and MFA Options', () => {
    const accountRows = PORTAL_ROUTES.map((row) => routeOf(row).path).filter(
      (path) => path.startsWith('/accountInfo/') || path === '/mfa',
    );
    expect([...ROUTED_PATHS].sort()).toEqual(accountRows.sort());
  });
});
