import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { RestartTrialOffer } from '../../../application/password/password-link';
import { productDescriptionId } from '../../../domain/entitlements/product-catalogue';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { Link } from '../../components/link';
import { Muted } from '../../components/primitives';
import { domainMessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';
import { CardActions, CardText, PasswordCard } from './password-card';

// The screens a mailed link can end on instead of its form (spec §8 "Your link has expired." /
// "The link you followed has expired.", §6 internal accounts).

/** §8 "Your link has expired." (reset, with option to reset again). */
export const ResetLinkExpired = ({ resetAgainPath }: { resetAgainPath: string }) => (
  <PasswordCard headingId="link.resetExpired" focusHeading>
    <CardText>
      <FormattedMessage id="resetPassword.expired.text" />
    </CardText>
    <CardActions>
      <Link to={resetAgainPath} appearance="button" width="phone">
        <FormattedMessage id="resetPassword.expired.action" />
      </Link>
      <Link to={SPEC_ROUTES.login.path} appearance="button" variant="secondary" width="phone">
        <FormattedMessage id="passwordPages.backToSignIn" />
      </Link>
    </CardActions>
  </PasswordCard>
);

const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${v.space[3]} 0;
    border-top: ${v.size.border} solid ${v.color.border};
  }
  p {
    margin: ${v.space[1]} 0 0;
  }
`;

/**
 * §8 "The link you followed has expired." (registration, with restart-trial link per product):
 * §4's free-trial offers (analytics studio, ZETA, SSVI, or their Rev.Up variants), each leading to
 * sign-up for it.
 */
export const RegistrationLinkExpired = ({
  trialOffers,
}: {
  trialOffers: readonly RestartTrialOffer[];
}) => (
  <PasswordCard headingId="link.registrationExpired" focusHeading>
    <CardText>
      <FormattedMessage id="registrationExpired.text" />
    </CardText>
    <Offers>
      {trialOffers.map(({ product, name, signUpPath }) => (
        <li key={product.key}>
          <Link to={signUpPath}>
            <FormattedMessage id="registrationExpired.offer" values={{ product: name }} />
          </Link>
          <Muted>
            <FormattedMessage id={domainMessageId(productDescriptionId(product.key))} />
          </Muted>
        </li>
      ))}
    </Offers>
    <CardActions>
      <Link to={SPEC_ROUTES.login.path}>
        <FormattedMessage id="registrationExpired.signInInstead" />
      </Link>
    </CardActions>
  </PasswordCard>
);

/** §6 "Internal provider accounts cannot set or reset passwords ... told to contact the help desk." */
export const InternalAccount = () => (
  <PasswordCard headingId="internalAccount.heading" focusHeading>
    <CardText>
      <FormattedMessage id="password.internalAccount" />
    </CardText>
    <CardActions>
      <Link to={SPEC_ROUTES.login.path} appearance="button" variant="secondary" width="phone">
        <FormattedMessage id="passwordPages.backToSignIn" />
      </Link>
    </CardActions>
  </PasswordCard>
);
