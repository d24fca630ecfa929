import type { ErrorAnswer } from '../http/errors';
import { UNAUTHENTICATED_MESSAGE } from '../http/session-guard';
import type { ProfileRefusal } from './profile-service';

export interface ProfileRefusalAnswer extends ErrorAnswer {
  readonly status: 400 | 401;
}

/** The one place a refused profile update becomes HTTP (spec §8: a code and a text, never a stack). */
export const profileRefusalAnswer = (refusal: ProfileRefusal): ProfileRefusalAnswer => {
  switch (refusal.kind) {
    // The session outlived its account: the same answer as no session at all.
    case 'unknownUser':
      return { status: 401, error: 'UNAUTHENTICATED', message: UNAUTHENTICATED_MESSAGE };
    case 'unsupportedLanguage':
      return {
        status: 400,
        error: 'LANGUAGE_INVALID',
        message: 'Please choose a supported language.',
      };
    case 'emailChange':
      return {
        status: 400,
        error: 'EMAIL_CHANGE_NOT_ALLOWED',
        message: 'The email address cannot be changed in the profile.',
      };
    case 'invalidField':
      return { status: 400, ...refusal.failure };
  }
};
