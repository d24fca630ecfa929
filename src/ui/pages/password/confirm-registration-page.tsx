import { NewPasswordPageView } from './new-password-page';

/**
 * `/confirmRegistration?token=…` (spec §2 "uses the reset-password page"): the sign-up mail's
 * confirm link verifies the email, then the first password is set on the same page.
 */
const ConfirmRegistrationPage = () => <NewPasswordPageView purpose="confirmRegistration" />;

export default ConfirmRegistrationPage;
