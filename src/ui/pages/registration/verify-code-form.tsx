import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as E from 'fp-ts/Either';
import { validateVerificationCode } from '../../../domain/accounts/verification-code';
import type { VerificationStep } from '../../../application/registration/registration.state';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useDomainForm } from '../../forms/use-domain-form';
import type { DomainValidation } from '../../forms/domain-resolver';

interface CodeValues {
  code: string;
}

const validateCode: DomainValidation<CodeValues> = (values) => {
  const code = validateVerificationCode(values.code);
  return E.isRight(code)
    ? E.right({ code: code.right })
    : E.left({ fields: { code: code.left.code } });
};

export interface VerifyCodeFormProps {
  readonly codeLength: number;
  readonly verification: VerificationStep;
  readonly onSubmit: (code: string) => void | Promise<void>;
}

/** The 6-character code (spec §2); the server's wrong, expired and too-many-tries answers under it. */
export const VerifyCodeForm = ({ codeLength, verification, onSubmit }: VerifyCodeFormProps) => {
  const intl = useIntl();
  // A new object per answer of the server, so the same message given twice is shown twice.
  const serverErrors = useMemo(
    () => ({ fields: verification.error === undefined ? {} : { code: verification.error } }),
    [verification],
  );
  const checking = verification.status === 'checking';
  const form = useDomainForm<CodeValues>({
    idPrefix: 'verify',
    defaultValues: { code: '' },
    validate: validateCode,
    onSubmit: (values) => onSubmit(values.code),
    serverErrors,
    submitting: checking,
  });
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby="verify-heading"
    >
      <TextField
        {...form.field('code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={codeLength + 2}
        label={intl.formatMessage({ id: 'registration.verifyEmail.code.label' })}
        hint={intl.formatMessage(
          { id: 'registration.verifyEmail.code.hint' },
          { length: codeLength },
        )}
      />
      <Button type="submit" width="full" busy={form.submitting}>
        <FormattedMessage
          id={
            form.submitting
              ? 'registration.verifyEmail.submitting'
              : 'registration.verifyEmail.submit'
          }
        />
      </Button>
    </form>
  );
};
