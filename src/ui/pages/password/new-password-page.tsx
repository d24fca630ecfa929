import { FormattedMessage } from 'react-intl';
import type { NewPasswordKind } from '../../../application/password/new-password-page.view-model';
import type { PasswordLinkPurpose } from '../../../application/password/password-link';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { NEEDS_SCRIPT } from '../../components/needs-script';
import { domainMessageId, type MessageId } from '../../i18n/message-id';
import { ConfirmLinkForm } from './confirm-link-form';
import { InternalAccount, RegistrationLinkExpired, ResetLinkExpired } from './link-screens';
import { NewPasswordFormView } from './new-password-form';
import { CardActions, CardText, PasswordCard } from './password-card';
import { useNewPasswordPage } from './use-new-password-page';

const TEXTS = {
  reset: {
    heading: 'resetPassword.heading',
    checking: 'resetPassword.checking',
    doneHeading: 'resetPassword.done.heading',
  },
  firstPassword: {
    heading: 'setPassword.heading',
    checking: 'setPassword.checking',
    doneHeading: 'setPassword.done.heading',
  },
} as const satisfies Record<NewPasswordKind, Record<string, MessageId>>;

const DoneText = ({ kind, email }: { kind: NewPasswordKind; email: string | undefined }) => {
  if (kind === 'reset') return <FormattedMessage id="resetPassword.done.text" />;
  return email === undefined ? (
    <FormattedMessage id="setPassword.done.textWithoutEmail" />
  ) : (
    <FormattedMessage id="setPassword.done.text" values={{ email }} />
  );
};

/**
 * The reset-password page (spec §2 /resetPassword) and the routes that use it (/continueRegistration,
 * /confirmRegistration, /set-password): the link checked first, then new + retype with the live
 * rules checklist, then sign-in with the new password.
 */
export const NewPasswordPageView = ({ purpose }: { purpose: PasswordLinkPurpose }) => {
  const [model, page] = useNewPasswordPage(purpose);
  const { confirmPost } = page;
  switch (model.screen) {
    case 'checking':
      return (
        <PasswordCard headingId={TEXTS[model.kind].heading}>
          {/* Without the script the link is followed by a press, so nothing is being checked. */}
          <CardText role="status" {...(confirmPost === undefined ? {} : NEEDS_SCRIPT)}>
            <FormattedMessage id={TEXTS[model.kind].checking} />
          </CardText>
          {confirmPost !== undefined && (
            <ConfirmLinkForm
              post={confirmPost}
              introId="setPassword.confirm.intro"
              submitId="setPassword.confirm.submit"
            />
          )}
        </PasswordCard>
      );
    case 'checkFailed':
      return (
        <PasswordCard headingId="passwordPages.checkFailed.heading" focusHeading>
          <CardText>
            <FormattedMessage id={domainMessageId(model.messageId)} />
          </CardText>
          <Button type="button" width="phone" onClick={() => void page.retry()}>
            <FormattedMessage id="passwordPages.tryAgain" />
          </Button>
          {confirmPost !== undefined && (
            <ConfirmLinkForm post={confirmPost} submitId="passwordPages.tryAgain" />
          )}
        </PasswordCard>
      );
    case 'form':
      return (
        <PasswordCard headingId={TEXTS[model.kind].heading}>
          <NewPasswordFormView
            kind={model.kind}
            includeHistoryRule={model.includeHistoryRule}
            submitting={model.submitting}
            fieldErrors={model.fieldErrors}
            formError={model.formError}
            post={page.formPost}
            onSubmit={(form) => void page.submit(form)}
          />
        </PasswordCard>
      );
    case 'resetLinkExpired':
      return <ResetLinkExpired resetAgainPath={model.resetAgainPath} />;
    case 'registrationLinkExpired':
      return <RegistrationLinkExpired trialOffers={model.trialOffers} />;
    case 'internalAccount':
      return <InternalAccount />;
    case 'done':
      return (
        <PasswordCard headingId={TEXTS[model.kind].doneHeading} focusHeading>
          <CardText role="status">
            <DoneText kind={model.kind} email={model.email} />
          </CardText>
          <CardActions>
            <Link to={model.signInPath} appearance="button" width="phone">
              <FormattedMessage id="passwordPages.signIn" />
            </Link>
          </CardActions>
        </PasswordCard>
      );
  }
};
