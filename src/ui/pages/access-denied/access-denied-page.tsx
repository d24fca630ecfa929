import { FormattedMessage } from 'react-intl';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { Link } from '../../components/link';
import { StatusActions, StatusPage, StatusText } from '../../layout/status-page';

/**
 * Where sign-in goes when the account is locked (spec §8 "Locked: 'Access Denied', try later or
 * reset password"; §9 "Lock-out wait 30 minutes"): the wait, and the two ways on.
 */
// The spec routes' paths straight from their table (what pathTo reads): a page cannot import the
// route table, which loads it.
const AccessDeniedPage = () => (
  <StatusPage tone="error" headingId="auth.accessDenied" focusHeading>
    <StatusText>
      <FormattedMessage id="auth.lockedOut" />
    </StatusText>
    <StatusActions>
      <Link to={SPEC_ROUTES.forgotPassword.path} appearance="button" width="phone">
        <FormattedMessage id="accessDenied.resetPassword" />
      </Link>
      <Link to={SPEC_ROUTES.login.path} appearance="button" variant="secondary" width="phone">
        <FormattedMessage id="signIn.tryAgain" />
      </Link>
    </StatusActions>
  </StatusPage>
);

export default AccessDeniedPage;
