import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import type { RegistrationSource } from '../../../application/registration/registration-request';
import { Banner } from '../../components/banner';
import { Link } from '../../components/link';
import { Heading, Muted, NarrowCard } from '../../components/primitives';
import { PortalPage } from '../../layout/portal-page';
import { WORD_SPACE } from '../../i18n/word-space';
import { v } from '../../theme/css-variables';
import { RegistrationForm } from './registration-form';
import { useSignup } from './use-signup';

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${v.space[4]};
  margin-top: ${v.space[2]};
`;

const Footnote = styled.p`
  margin: ${v.space[4]} 0 0;
`;

const TEXTS = {
  portal: { heading: 'registration.signup.heading', intro: 'registration.signup.intro' },
  social: {
    heading: 'registration.socialSignup.heading',
    intro: 'registration.socialSignup.intro',
  },
} as const;

/** /signup and /social-signup: one form, registered through the source's call (spec §2, §7). */
export const SignupView = ({ source }: { source: RegistrationSource }) => {
  const [model, registration] = useSignup(source);
  // The social form gets the same flow, app_id, payload and redirect (D-REG-UI-2).
  const { search } = useLocation();
  return (
    <PortalPage>
      <NarrowCard>
        <Heading id="signup-heading">
          <FormattedMessage id={TEXTS[source].heading} />
        </Heading>
        <Muted>
          <FormattedMessage id={TEXTS[source].intro} />
        </Muted>
        {model.emailExists !== undefined && (
          <Banner
            tone="error"
            action={
              <Actions>
                <Link to={model.emailExists.signInPath}>
                  <FormattedMessage id="registration.emailExists.signIn" />
                </Link>
                <Link to={model.emailExists.forgotPasswordPath}>
                  <FormattedMessage id="registration.emailExists.resetPassword" />
                </Link>
              </Actions>
            }
          >
            <FormattedMessage id="registration.emailExists" />
          </Banner>
        )}
        <RegistrationForm model={model} onSubmit={(draft) => registration.submit(draft)} />
        <Footnote>
          <FormattedMessage id="registration.haveAccount" />
          {WORD_SPACE}
          <Link to={SPEC_ROUTES.login.path}>
            <FormattedMessage id="registration.signIn" />
          </Link>
        </Footnote>
        {source === 'portal' && (
          <Footnote>
            <FormattedMessage id="registration.socialSignup.offer" />
            {WORD_SPACE}
            <Link to={`${SPEC_ROUTES.socialSignup.path}${search}`}>
              <FormattedMessage id="registration.socialSignup.link" />
            </Link>
          </Footnote>
        )}
      </NarrowCard>
    </PortalPage>
  );
};
