import * as TE from 'fp-ts/TaskEither';
import { VirtualTimeScheduler } from 'rxjs';
import type { RegistrationPayload } from '../../../src/domain/accounts/registration-payload';
import type {
  RegistrationGateway,
  VerifiedRegistration,
} from '../../../src/application/ports/registration-gateway.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { Registration } from '../../../src/application/registration/registration.use-case';
import type { RegistrationDraft } from '../../../src/application/registration/registration.state';
import { FakeNavigator } from '../fakes';

export const rejected = (error: string, status = 400): ServiceError => ({
  code: 'service.rejected',
  status,
  error,
  message: 'the server’s English text, never shown',
});

export const usDraft: RegistrationDraft = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  street: '1 Main Street',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  phoneNumber: '(217) 555-0134',
  language: 'en-us',
  country: 'US',
  acceptTerms: true,
};

/** What the fake gateway was asked, and what it answers next. */
export interface GatewayScript {
  registered: { payload: RegistrationPayload; flow: string | null | undefined; social: boolean }[];
  verified: { email: string; code: string }[];
  resent: string[];
  registerAnswer: ServiceError | undefined;
  verifyAnswer: ServiceError | undefined;
  /** A right code's outcome: a link to set the first password, or an active account (D-AUTH-8). */
  verifiedNext: VerifiedRegistration;
  resendAnswer: ServiceError | undefined;
}

const answer = <T>(error: ServiceError | undefined, value: T): TE.TaskEither<ServiceError, T> =>
  error === undefined ? TE.right(value) : TE.left(error);

export const fakeGateway = (): { gateway: RegistrationGateway; script: GatewayScript } => {
  const script: GatewayScript = {
    registered: [],
    verified: [],
    resent: [],
    registerAnswer: undefined,
    verifyAnswer: undefined,
    verifiedNext: { next: 'setPassword', continueToken: 'continue-token' },
    resendAnswer: undefined,
  };
  const gateway: RegistrationGateway = {
    register: (payload, flow) => {
      script.registered.push({ payload, flow, social: false });
      return answer(script.registerAnswer, { email: payload.email });
    },
    registerFromSocialNetwork: (payload) => {
      script.registered.push({ payload, flow: undefined, social: true });
      return answer(script.registerAnswer, { email: payload.email });
    },
    verifyCode: (email, code) => {
      script.verified.push({ email, code });
      return answer(script.verifyAnswer, script.verifiedNext);
    },
    resendCode: (email) => {
      script.resent.push(email);
      return answer(script.resendAnswer, undefined);
    },
    confirmRegistration: () => TE.left({ code: 'service.networkFailure' }),
    continueRegistration: () => TE.left({ code: 'service.networkFailure' }),
    confirmRegistrationFormAction: () => '/confirm',
    continueRegistrationFormAction: () => '/continue',
  };
  return { gateway, script };
};

/** The use case on a fake gateway, with a clock that is the virtual scheduler's. */
export const registrationWithFakes = () => {
  const scheduler = new VirtualTimeScheduler();
  const start = Date.UTC(2026, 10, 26, 6, 0, 0);
  const clock = { now: () => new Date(start + scheduler.now()) };
  const { gateway, script } = fakeGateway();
  const navigator = new FakeNavigator();
  const registration = new Registration(gateway, clock, scheduler, navigator);
  /** Lets `seconds` of virtual time pass, running the countdown's ticks. */
  const advance = (seconds: number) => {
    scheduler.maxFrames = scheduler.now() + seconds * 1000;
    scheduler.flush();
  };
  return { registration, script, advance, start, navigator };
};
