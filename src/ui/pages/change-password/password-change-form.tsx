import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  differsFromCurrent,
  type PasswordFormErrors,
  type PasswordFormValues,
} from '../../../application/sign-in/password-form-errors';
import { SPEC_ROUTES } from '../../../domain/navigation/route-access';
import { passwordMinimumAgeMessage, type MinimumAge } from '../../../domain/accounts/password-age';
import { WORD_SPACE } from '../../i18n/word-space';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PasswordField } from '../../components/password-field';
import type { DomainValidation } from '../../forms/domain-resolver';
import { FormErrorBanner } from '../../forms/form-error-banner';
import { useDomainForm } from '../../forms/use-domain-form';
import type { MessageId } from '../../i18n/message-id';

export interface PasswordChangeFormProps {
  readonly idPrefix: string;
  /** The label of the password being replaced (current, expired or temporary). */
  readonly currentPasswordLabel: MessageId;
  /** The checklist's "differs from …" line, naming the same password. */
  readonly differsLabel: MessageId;
  readonly validate: DomainValidation<PasswordFormValues>;
  readonly onSubmit: (values: PasswordFormValues) => Promise<void>;
  readonly errors: PasswordFormErrors | undefined;
  readonly submitting: boolean;
  readonly submitLabel: MessageId;
  readonly submittingLabel: MessageId;
  /** Changes after each successful change: the form empties itself. */
  readonly resetKey?: number;
  /** Under the button (e.g. "Back to sign in"). */
  readonly children?: ReactNode;
  /** Where the form posts, with these hidden fields, when the page runs without JavaScript. */
  readonly post?: { readonly action: string; readonly hidden: Readonly<Record<string, string>> };
  /** §5 minimum age of the policy: one more line of the checklist, checked by the server. */
  readonly minimumAge?: MinimumAge | undefined;
}

/**
 * Old, new and retype (spec §5 "Password"), with the live checklist of the shared new-password
 * fields plus "differs from current", and the §8 codes at the field they concern (D-SIGNIN-UI-3).
 * A 2012 answer offers the reset its message asks for.
 */
export const PasswordChangeForm = ({
  idPrefix,
  currentPasswordLabel,
  differsLabel,
  validate,
  onSubmit,
  errors,
  submitting,
  submitLabel,
  submittingLabel,
  resetKey,
  children,
  post,
  minimumAge,
}: PasswordChangeFormProps) => {
  const intl = useIntl();
  const form = useDomainForm<PasswordFormValues>({
    idPrefix,
    defaultValues: { currentPassword: '', newPassword: '', retypePassword: '' },
    validate,
    onSubmit,
    serverErrors: errors === undefined ? undefined : { fields: errors.fields },
    submitting,
  });
  const { reset } = form.form;
  useEffect(() => {
    if (resetKey !== undefined && resetKey > 0) reset();
  }, [resetKey, reset]);

  const typed = form.form.watch('newPassword');
  const current = form.form.watch('currentPassword');
  return (
    <form
      method="post"
      action={post?.action}
      noValidate
      onSubmit={(event) => void form.submit(event)}
    >
      {Object.entries(post?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {errors?.form === undefined ? (
        <FormErrorBanner form={form} summary="signInStates.errorBanner" />
      ) : (
        <Banner
          tone="error"
          action={
            errors.offerReset === true ? (
              <Link to={SPEC_ROUTES.forgotPassword.path}>
                <FormattedMessage id="signInStates.resetPassword" />
              </Link>
            ) : undefined
          }
        >
          <FormattedMessage id={errors.form} />
          {errors.formDetail !== undefined && (
            <>
              {WORD_SPACE}
              <FormattedMessage id={errors.formDetail.id} values={errors.formDetail.values} />
            </>
          )}
        </Banner>
      )}
      <PasswordField
        {...form.field('currentPassword')}
        autoComplete="current-password"
        label={intl.formatMessage({ id: currentPasswordLabel })}
      />
      <NewPasswordFields
        newPassword={form.field('newPassword')}
        retypePassword={form.field('retypePassword')}
        typedPassword={typed}
        includeHistoryRule
        extraRules={[
          {
            key: 'differsFromCurrent',
            label: intl.formatMessage({ id: differsLabel }),
            status: differsFromCurrent(current, typed),
          },
          ...(minimumAge === undefined
            ? []
            : [
                {
                  key: 'minimumAge',
                  label: intl.formatMessage(
                    { id: passwordMinimumAgeMessage(minimumAge).id },
                    passwordMinimumAgeMessage(minimumAge).values,
                  ),
                  status: 'checkedByServer' as const,
                },
              ]),
        ]}
      />
      <Button type="submit" width="full" busy={form.submitting}>
        <FormattedMessage id={form.submitting ? submittingLabel : submitLabel} />
      </Button>
      {children}
    </form>
  );
};
