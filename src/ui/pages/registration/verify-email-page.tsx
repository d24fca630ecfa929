import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { EMAIL_DELIVERY_MINUTES } from '../../../domain/accounts/verification-code';
import { Registration } from '../../../application/registration/registration.use-case';
import { toVerifyEmailViewModel } from '../../../application/registration/verify-email.view-model';
import { Banner } from '../../components/banner';
import { Link } from '../../components/link';
import { Heading, NarrowCard } from '../../components/primitives';
import { useViewModel } from '../../hooks/use-view-model';
import { PortalPage } from '../../layout/portal-page';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { ResendCode } from './resend-code';
import { VerifyCodeForm } from './verify-code-form';

/** /verify-email (spec §2): the code mailed at registration, resend, change email. */
const VerifyEmailPage = () => {
  const [state, registration] = useViewModel(Registration);
  const model = useMemo(() => toVerifyEmailViewModel(state), [state]);
  return (
    <PortalPage>
      <NarrowCard>
        <Heading id="verify-heading">
          <FormattedMessage
            id={
              model.status === 'verified'
                ? 'registration.verifyEmail.verified.heading'
                : model.status === 'active'
                  ? 'registration.verifyEmail.active.heading'
                  : 'registration.verifyEmail.heading'
            }
          />
        </Heading>
        {model.status === 'noRegistration' && (
          <>
            <p>
              <FormattedMessage id="registration.verifyEmail.noRegistration.body" />
            </p>
            <Link to={SPEC_ROUTES.signUp.path} appearance="button">
              <FormattedMessage id="registration.verifyEmail.noRegistration.link" />
            </Link>
          </>
        )}
        {model.status === 'verified' && (
          <Banner tone="success">
            <FormattedMessage
              id="registration.verifyEmail.verified.body"
              values={{ email: model.email }}
            />
          </Banner>
        )}
        {model.status === 'active' && (
          <>
            <Banner tone="success">
              <FormattedMessage
                id="registration.verifyEmail.active.body"
                values={{ email: model.email }}
              />
            </Banner>
            <Link to={model.signInPath} appearance="button">
              <FormattedMessage id="registration.signIn" />
            </Link>
          </>
        )}
        {(model.status === 'entering' || model.status === 'checking') && (
          <>
            <p>
              <FormattedMessage
                id="registration.verifyEmail.intro"
                values={{
                  length: model.codeLength,
                  email: <strong>{model.email}</strong>,
                  min: EMAIL_DELIVERY_MINUTES.min,
                  max: EMAIL_DELIVERY_MINUTES.max,
                }}
              />
            </p>
            <VerifyCodeForm
              codeLength={model.codeLength}
              verification={state.verification}
              onSubmit={(code) => registration.verify(code)}
            />
            <ResendCode
              resend={model.resend}
              onResend={() => void registration.resend()}
              onChangeEmail={model.canChangeEmail ? () => registration.changeEmail() : undefined}
            />
          </>
        )}
      </NarrowCard>
    </PortalPage>
  );
};

export default VerifyEmailPage;
