import type { DunsSearchError } from '../../src/domain/companies/duns-search';
import type { ErrorAnswer } from '../http/errors';
import type { EntitleRefusal } from './get-a-duns-entitlements';

/**
 * Why an entitle call is refused: the service's refusals, and a sealed DUNS that this server did
 * not seal (the route finds that out before the service is asked).
 */
export type GetADunsRefusal = EntitleRefusal | { readonly kind: 'dunsInvalid' };

export interface GetADunsRefusalAnswer extends ErrorAnswer {
  readonly status: 400 | 404 | 409;
}

/** The one place a refused Get-a-DUNS entitlement becomes HTTP. */
export const getADunsRefusalAnswer = (refusal: GetADunsRefusal): GetADunsRefusalAnswer => {
  switch (refusal.kind) {
    case 'dunsInvalid':
      return {
        status: 400,
        error: 'DUNS_INVALID',
        message: 'The encrypted DUNS number is not valid.',
      };
    case 'unknownApp':
      return { status: 400, error: 'UNKNOWN_APP_ID', message: `Unknown app_id ${refusal.appId}.` };
    case 'dunsNotFound':
      return {
        status: 404,
        error: 'DUNS_NOT_FOUND',
        message: 'No company with this DUNS number was found.',
      };
    case 'alreadyEntitled':
      return {
        status: 409,
        error: 'ALREADY_ENTITLED',
        message: `This company already has ${refusal.productName} for this user.`,
      };
  }
};

/**
 * A search or application field the domain refused (spec §5, D-DOM-27), in the spec's words; the
 * portal refuses the same before calling, so only another client reads these.
 */
export const dunsSearchFieldAnswer = (refusal: DunsSearchError): GetADunsRefusalAnswer => {
  switch (refusal.code) {
    case 'validation.businessName.tooShort':
      return {
        status: 400,
        error: 'BUSINESS_NAME_TOO_SHORT',
        message: 'Please enter 3 or more characters',
      };
    case 'validation.businessName.tooLong':
      return {
        status: 400,
        error: 'BUSINESS_NAME_TOO_LONG',
        message: 'Please enter 120 characters or fewer',
      };
    case 'validation.zipCode.invalid':
      return { status: 400, error: 'ZIP_CODE_INVALID', message: 'Enter a valid 5-digit ZIP Code' };
  }
};
