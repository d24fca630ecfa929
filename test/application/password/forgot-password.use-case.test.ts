import {
  answeredForgotPassword,
  ForgotPassword,
  resetLinkContextOf,
  type ForgotPasswordViewModel,
} from '../../../src/application/password/forgot-password.use-case';
import { readPasswordLink } from '../../../src/application/password/password-link';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { FakePasswordGateway, rejected } from './password-fakes';

// Spec §2 "forgot password with confirmation"; docs/decisions/accounts-backend.md D-PWD-6 (the same
// answer whether or not the account exists).

const forgotFor = (query = '') => {
  const passwords = new FakePasswordGateway();
  const params = new URLSearchParams(query);
  const { carried } = readPasswordLink('reset', (name) => params.get(name));
  return { forgot: new ForgotPassword(passwords, resetLinkContextOf(carried)), passwords };
};

describe('/forgot-password', () => {
  it('asks for a link to the address and confirms; the flow values of the address go with it', async () => {
    const { forgot, passwords } = forgotFor('flow=GAD&app_id=253&redirect_url=%2Fagreement');
    await forgot.submit('ada@example.com');
    expect(passwords.resetRequests).toEqual([
      {
        email: 'ada@example.com',
        flow: 'GAD',
        appId: '253',
        redirectUrl: '/agreement',
        encryptedDuns: undefined,
        countryId: undefined,
        payload: undefined,
      },
    ]);
    expect(forgot.snapshot).toEqual({ screen: 'sent', email: 'ada@example.com' });
  });

  it.each<[string, ServiceError, ForgotPasswordViewModel]>([
    [
      '429 RATE_LIMITED',
      rejected(429, 'RATE_LIMITED'),
      { screen: 'form', submitting: false, formError: 'error.rateLimited' },
    ],
    [
      '400 VALIDATION_ERROR',
      rejected(400, 'VALIDATION_ERROR'),
      { screen: 'form', submitting: false, formError: 'error.generic' },
    ],
    [
      '403 ORIGIN_NOT_ALLOWED',
      rejected(403, 'ORIGIN_NOT_ALLOWED'),
      { screen: 'form', submitting: false, formError: 'error.generic' },
    ],
    [
      'no answer',
      { code: 'service.networkFailure' },
      { screen: 'form', submitting: false, formError: 'error.generic' },
    ],
    [
      'the services under maintenance',
      { code: 'service.underMaintenance' },
      { screen: 'form', submitting: false, formError: 'maintenance.underMaintenance' },
    ],
    [
      'a code about a link (never about the account)',
      rejected(410, 'TOKEN_EXPIRED'),
      { screen: 'form', submitting: false, formError: 'error.generic' },
    ],
  ])('a request answered %s stays on the form with its message', async (_case, answer, shown) => {
    const { forgot, passwords } = forgotFor();
    passwords.requestAnswer = answer;
    await forgot.submit('ada@example.com');
    expect(forgot.snapshot).toEqual(shown);
  });

  it('is busy while the request runs and ignores a second submit', async () => {
    const { forgot, passwords } = forgotFor();
    const first = forgot.submit('ada@example.com');
    expect(forgot.snapshot).toEqual({ screen: 'form', submitting: true, formError: undefined });
    await forgot.submit('ada@example.com');
    await first;
    expect(passwords.resetRequests).toHaveLength(1);
  });

  it('"send another link" shows the form again', async () => {
    const { forgot } = forgotFor();
    await forgot.submit('ada@example.com');
    forgot.again();
    expect(forgot.snapshot).toEqual({ screen: 'form', submitting: false, formError: undefined });
  });
});

describe('/forgot-password as the server answered its form posted without JavaScript (issue 29)', () => {
  const answered = (query: string) => {
    const params = new URLSearchParams(query);
    return answeredForgotPassword((name) => params.get(name));
  };

  it.each<[string, ForgotPasswordViewModel]>([
    ['sent=1&uid=ada%40example.com', { screen: 'sent', email: 'ada@example.com' }],
    ['sent=1', { screen: 'form', submitting: false, formError: undefined }],
    ['uid=ada%40example.com', { screen: 'form', submitting: false, formError: undefined }],
    [
      'formError=RATE_LIMITED&uid=ada%40example.com',
      { screen: 'form', submitting: false, formError: 'error.rateLimited' },
    ],
    ['formError=TOKEN_EXPIRED', { screen: 'form', submitting: false, formError: 'error.generic' }],
    [
      'formError=VALIDATION_ERROR&uid=not+an+address',
      { screen: 'form', submitting: false, formError: 'validation.email.invalid' },
    ],
    [
      'formError=VALIDATION_ERROR',
      { screen: 'form', submitting: false, formError: 'validation.required.blank' },
    ],
    ['formError=NO_SUCH_CODE', { screen: 'form', submitting: false, formError: 'error.generic' }],
  ])('?%s shows %j', (query, model) => {
    expect(answered(query)).toEqual(model);
  });

  it("posts to the gateway's address for the request, with the address's flow", () => {
    expect(forgotFor('flow=GAD').forgot.formAction).toBe('/forgot?flow=GAD');
  });
});
