import { SignupView } from './signup-view';

/** /signup (spec §2): reached from the login page's "Sign up". */
const SignupPage = () => <SignupView source="portal" />;

export default SignupPage;
