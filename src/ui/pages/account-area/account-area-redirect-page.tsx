import { Navigate } from 'react-router-dom';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';

/** `/accountInfo` is the account area's address; its first page is My Account. */
const AccountAreaRedirectPage = () => <Navigate to={SPEC_ROUTES.accountProfile.path} replace />;

export default AccountAreaRedirectPage;
