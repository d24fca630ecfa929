import type { ErrorAnswer } from '../http/errors';
import type { EntitleRefusal } from './gad-entitlements';

/**
 * Why an entitle call is refused: the service's refusals, and a sealed DUNS that this server did
 * not seal (the route finds that out before the service is asked).
 */
export type GadRefusal = EntitleRefusal | { readonly kind: 'dunsInvalid' };

export interface GadRefusalAnswer extends ErrorAnswer {
  readonly status: 400 | 404 | 409;
}

/** The one place a refused Get-a-DUNS entitlement becomes HTTP. */
export const gadRefusalAnswer = (refusal: GadRefusal): GadRefusalAnswer => {
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
