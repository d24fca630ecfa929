import { NewPasswordPageView } from './new-password-page';

/**
 * `/resetPassword?token=…`: the link of the reset mail (spec §2; docs/decisions/accounts-backend.md
 * D-PWD-5).
 */
const ResetPasswordPage = () => <NewPasswordPageView purpose="reset" />;

export default ResetPasswordPage;
