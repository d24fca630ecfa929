import { LoginScreen } from './login-page';

/** /signin (spec §2): the login page in its sign-in variant ("Please enter Email"). */
const SignInPage = () => <LoginScreen entry="signin" />;

export default SignInPage;
