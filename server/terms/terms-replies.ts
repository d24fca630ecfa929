import type { ErrorAnswer } from '../http/errors';
import type { PlaRefusal } from './terms-service';

export interface PlaRefusalAnswer extends ErrorAnswer {
  readonly status: 404;
}

/** The one place a refused PLA decision becomes HTTP. */
export const plaRefusalAnswer = (refusal: PlaRefusal): PlaRefusalAnswer => {
  switch (refusal.kind) {
    // The company is the user's (checked first), but the product is not theirs for it.
    case 'notEntitled':
      return {
        status: 404,
        error: 'PRODUCT_NOT_FOUND',
        message: 'You have no such product for this company.',
      };
  }
};
