import type { ErrorAnswer } from '../http/errors';
import { COMPANY_NOT_FOUND_ANSWER } from '../portal/portal-replies';
import type { HandOffRefusal } from './hand-off-service';

export interface HandOffRefusalAnswer extends ErrorAnswer {
  readonly status: 400 | 403 | 404;
}

const DECLINED_TERMS_MESSAGE =
  'Access unavailable: you must agree to the Terms of Service to use this product, or call customer service.';

/** The one place a refused product hand-off (or an unreadable deep link) becomes HTTP. */
export const handOffRefusalAnswer = (refusal: HandOffRefusal): HandOffRefusalAnswer => {
  switch (refusal.kind) {
    case 'flowInvalid':
      return { status: 400, error: 'VALIDATION_ERROR', message: refusal.message };
    // The same answer as portal-replies.ts companyNotFound: a company that is not the user's
    // looks the same whether or not it exists.
    case 'companyNotLinked':
      return COMPANY_NOT_FOUND_ANSWER;
    case 'notEntitled':
      return {
        status: 403,
        error: 'NOT_ENTITLED',
        message: 'You do not have this product for this company.',
      };
    case 'agreementNotAccepted':
      return { status: 403, error: 'PLA_NOT_ACCEPTED', message: DECLINED_TERMS_MESSAGE };
    case 'subscriptionNotFound':
      return {
        status: 404,
        error: 'SUBSCRIPTION_NOT_FOUND',
        message: 'You have no such subscription.',
      };
    // The decoder's code says what is wrong with the link; the text stays the same for all.
    case 'linkUnreadable':
      return { status: 400, error: refusal.error, message: 'The link could not be read.' };
  }
};
