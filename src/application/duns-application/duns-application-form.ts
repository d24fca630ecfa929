import * as E from 'fp-ts/Either';
import { validateDunsSearch, type DunsSearchError } from '../../domain/companies/duns-search';
import type { DunsApplicationDetails } from '../ports/get-a-duns-gateway.port';

/** The application form's fields, as typed (both may be left blank). */
export interface DunsApplicationForm {
  readonly businessName: string;
  readonly zipCode: string;
}

/**
 * Both fields are optional to send (a sole proprietor applies under their own name, D-DUNSAPP-UI-2;
 * without a ZIP Code the application is kept, not submitted, D-API-15); a field that is given
 * follows the DUNS search's rule of spec §5: a business name of 3 or more characters, a valid
 * 5-digit US ZIP Code. The domain's search validation checks both fields, so the errors of the
 * fields left blank are dropped.
 */
export const validateDunsApplication = (
  form: DunsApplicationForm,
): E.Either<readonly DunsSearchError[], DunsApplicationForm> => {
  const trimmed = { businessName: form.businessName.trim(), zipCode: form.zipCode.trim() };
  const checked = validateDunsSearch(trimmed);
  if (E.isRight(checked)) return checked;
  const errors = checked.left.filter((error) => trimmed[error.field] !== '');
  return errors.length > 0 ? E.left(errors) : E.right(trimmed);
};

/** What getNewDFCCase is sent: only the fields that were given. */
export const applicationDetailsOf = (form: DunsApplicationForm): DunsApplicationDetails => ({
  ...(form.businessName === '' ? {} : { businessName: form.businessName }),
  ...(form.zipCode === '' ? {} : { zipCode: form.zipCode }),
});

/** The form prefilled from the address (`?businessName=…&zip=…`, as /gad/search links here). */
export const prefilledForm = (query: (name: string) => string | null): DunsApplicationForm => ({
  businessName: query('businessName') ?? '',
  zipCode: query('zip') ?? '',
});
