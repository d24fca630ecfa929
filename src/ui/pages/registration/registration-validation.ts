import * as E from 'fp-ts/Either';
import { validateRegistrationForm } from '../../../domain/accounts/registration-form';
import { resolveCountry } from '../../../domain/locale/country';
import type { RegistrationDraft } from '../../../application/registration/registration.state';
import type { DomainFormErrors } from '../../forms/domain-resolver';
import type { MessageId } from '../../i18n/message-id';

/**
 * The sign-up form's validation: the domain's registration rules for the country chosen (spec §5),
 * "Please fill out required fields." as the form's message when a field is blank.
 */
export const validateDraft = (
  draft: RegistrationDraft,
): E.Either<DomainFormErrors<RegistrationDraft>, RegistrationDraft> => {
  const { acceptTerms, ...form } = draft;
  // The select offers only supported countries; resolved again since the value is the DOM's.
  const country = resolveCountry(draft.country);
  const result = validateRegistrationForm(form, country);
  if (E.isRight(result)) return E.right({ ...result.right, country, acceptTerms });
  // Safe: each code of the domain's validation is a message id of domain.json
  // (src/domain/accounts/validation-error.ts; test/i18n checks every one exists).
  const fields = result.left.fields as Partial<Record<keyof RegistrationDraft, MessageId>>;
  return E.left({ fields, form: result.left.formError });
};
