import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { validateEmail } from '../../../domain/accounts/email-address';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { TextField } from '../../components/text-field';
import { fieldByField } from '../../forms/domain-resolver';
import { FormErrorBanner } from '../../forms/form-error-banner';
import { useDomainForm } from '../../forms/use-domain-form';
import { domainMessageId } from '../../i18n/message-id';
import { CardActions, CardText, PasswordCard } from './password-card';
import { useForgotPassword } from './use-forgot-password';

// A type, not an interface: fieldByField needs its implicit index signature.
type ForgotPasswordValues = {
  email: string;
};

const ForgotPasswordForm = ({
  action,
  email,
  submitting,
  formError,
  onSubmit,
}: {
  action: string;
  email: string;
  submitting: boolean;
  formError: string | undefined;
  onSubmit: (email: string) => void;
}) => {
  const intl = useIntl();
  const form = useDomainForm<ForgotPasswordValues>({
    idPrefix: 'forgot-password',
    defaultValues: { email },
    validate: fieldByField<ForgotPasswordValues>({ email: validateEmail }),
    onSubmit: (values) => onSubmit(values.email),
    serverErrors: useMemo(
      () => ({
        fields: {},
        form: formError === undefined ? undefined : domainMessageId(formError),
      }),
      [formError],
    ),
    submitting,
  });
  return (
    <form method="post" action={action} noValidate onSubmit={(event) => void form.submit(event)}>
      <CardText>
        <FormattedMessage id="forgotPassword.intro" />
      </CardText>
      <FormErrorBanner form={form} summary="login.errorBanner" />
      <TextField
        {...form.field('email')}
        type="email"
        autoComplete="username"
        label={intl.formatMessage({ id: 'forgotPassword.email.label' })}
      />
      <Button type="submit" width="phone" busy={form.submitting}>
        <FormattedMessage
          id={form.submitting ? 'forgotPassword.submitting' : 'forgotPassword.submit'}
        />
      </Button>
      <CardActions>
        <Link to={SPEC_ROUTES.login.path}>
          <FormattedMessage id="passwordPages.backToSignIn" />
        </Link>
      </CardActions>
    </form>
  );
};

/**
 * `/forgot-password` (spec §2 "forgot password with confirmation"): the address, then "check your
 * email", worded the same whether or not the address has an account
 * (docs/decisions/accounts-backend.md D-PWD-6). `uid` prefills the address (the login page's
 * username, D-PWD-UI-5).
 */
const ForgotPasswordPage = () => {
  const [params] = useSearchParams();
  const [model, forgot] = useForgotPassword();
  // Kept here, not in the form: "Send another link" shows the form again with the address.
  const [email, setEmail] = useState(() => params.get('uid') ?? '');

  if (model.screen === 'sent') {
    return (
      <PasswordCard headingId="forgotPassword.sent.heading" focusHeading>
        <CardText>
          <FormattedMessage id="forgotPassword.sent.text" values={{ email: model.email }} />
        </CardText>
        <CardText>
          <FormattedMessage id="forgotPassword.sent.delay" />
        </CardText>
        <CardActions>
          <Link to={SPEC_ROUTES.login.path} appearance="button" width="phone">
            <FormattedMessage id="passwordPages.backToSignIn" />
          </Link>
          <Button type="button" variant="secondary" width="phone" onClick={() => forgot.again()}>
            <FormattedMessage id="forgotPassword.sent.again" />
          </Button>
        </CardActions>
      </PasswordCard>
    );
  }
  return (
    <PasswordCard headingId="forgotPassword.heading">
      <ForgotPasswordForm
        action={forgot.formAction}
        email={email}
        submitting={model.submitting}
        formError={model.formError}
        onSubmit={(typed) => {
          setEmail(typed);
          void forgot.submit(typed);
        }}
      />
    </PasswordCard>
  );
};

export default ForgotPasswordPage;
