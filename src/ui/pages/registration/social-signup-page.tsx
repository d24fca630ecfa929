import { SignupView } from './signup-view';

/** /social-signup (spec §2, §7 POST /okta/socialNetworksSignup): the social-network sign-up form. */
const SocialSignupPage = () => <SignupView source="social" />;

export default SocialSignupPage;
