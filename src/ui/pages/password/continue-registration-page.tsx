import { NewPasswordPageView } from './new-password-page';

/**
 * `/continueRegistration?token=…` and `/set-password?token=…` (spec §2; D-PWD-UI-1): the link that
 * sets a verified registration's first password, on the reset-password page.
 */
const ContinueRegistrationPage = () => <NewPasswordPageView purpose="continueRegistration" />;

export default ContinueRegistrationPage;
