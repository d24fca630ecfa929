import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { NewPasswordForm } from '../../../domain/accounts/password-change';
import { validateNewPasswordForm } from '../../../application/password/new-password-validation';
import type { NewPasswordField } from '../../../application/password/password-page-errors';
import type { NewPasswordKind } from '../../../application/password/new-password-page.view-model';
import { Button } from '../../components/button';
import { NewPasswordFields } from '../../components/new-password-fields';
import { fromFieldErrorList } from '../../forms/domain-resolver';
import { FormErrorBanner } from '../../forms/form-error-banner';
import { useDomainForm } from '../../forms/use-domain-form';
import { domainMessageId, type MessageId } from '../../i18n/message-id';
import { CardText } from './password-card';

// A type, not an interface: react-hook-form's FieldValues needs its implicit index signature.
type NewPasswordValues = {
  newPassword: string;
  retypePassword: string;
};

export interface NewPasswordFormProps {
  readonly kind: NewPasswordKind;
  readonly includeHistoryRule: boolean;
  readonly submitting: boolean;
  readonly fieldErrors: Partial<Readonly<Record<NewPasswordField, string>>>;
  readonly formError: string | undefined;
  /** Where the form posts, with its link's token, when the page runs without JavaScript. */
  readonly post?: { readonly action: string; readonly token: string } | undefined;
  readonly onSubmit: (form: NewPasswordForm) => void;
}

const TEXTS = {
  reset: { intro: 'resetPassword.intro', submit: 'resetPassword.submit' },
  firstPassword: { intro: 'setPassword.intro', submit: 'setPassword.submit' },
} as const satisfies Record<NewPasswordKind, { intro: MessageId; submit: MessageId }>;

const messageIdOr = (id: string | undefined): MessageId | undefined =>
  id === undefined ? undefined : domainMessageId(id);

/**
 * New and retype with the live checklist (spec §5), validated by the domain before the call; the
 * server's answer about a field is shown under it and nothing typed is lost.
 */
export const NewPasswordFormView = ({
  kind,
  includeHistoryRule,
  submitting,
  fieldErrors,
  formError,
  post,
  onSubmit,
}: NewPasswordFormProps) => {
  // One object per answer of the server: useDomainForm shows each new set once (a new object at
  // every render would set the errors again at every key and never let them clear).
  const serverErrors = useMemo(
    () => ({
      fields: {
        newPassword: messageIdOr(fieldErrors.newPassword),
        retypePassword: messageIdOr(fieldErrors.retypePassword),
      },
      form: messageIdOr(formError),
    }),
    [fieldErrors, formError],
  );
  const form = useDomainForm<NewPasswordValues>({
    idPrefix: 'new-password',
    defaultValues: { newPassword: '', retypePassword: '' },
    validate: (values) => fromFieldErrorList(validateNewPasswordForm(values)),
    onSubmit,
    serverErrors,
    submitting,
  });
  return (
    <form
      method="post"
      action={post?.action}
      noValidate
      onSubmit={(event) => void form.submit(event)}
    >
      {post !== undefined && <input type="hidden" name="token" value={post.token} />}
      <CardText>
        <FormattedMessage id={TEXTS[kind].intro} />
      </CardText>
      <FormErrorBanner form={form} summary="login.errorBanner" />
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        retypePassword={form.field('retypePassword')}
        typedPassword={form.form.watch('newPassword')}
        includeHistoryRule={includeHistoryRule}
      />
      <Button type="submit" width="phone" busy={form.submitting}>
        <FormattedMessage id={form.submitting ? 'passwordPages.saving' : TEXTS[kind].submit} />
      </Button>
    </form>
  );
};
