import { answeredNewPassword } from '../../../src/application/password-pages/answered-new-password';
import type { NewPasswordPageState } from '../../../src/application/password-pages/new-password-page.view-model';
import { NewPasswordPage } from '../../../src/application/password-pages/new-password-page.use-case';
import { readPasswordLink } from '../../../src/application/password-pages/password-link';
import { FakePasswordGateway, FakeRegistrationGateway } from './password-fakes';

// docs/decisions/server-rendering.md D-SSR-5: the reset form posted without JavaScript is answered
// with the page again, the answer in its address.

const answerOf = (query: string): NewPasswordPageState | undefined => {
  const params = new URLSearchParams(query);
  return answeredNewPassword((name) => params.get(name));
};

describe('the reset page read from the address the server answered with', () => {
  it.each<[string, string, NewPasswordPageState | undefined]>([
    ['not answered', 'token=abc', undefined],
    ['an empty refusal', 'token=abc&formError=', undefined],
    [
      'the password set',
      'token=abc&done=1',
      { status: 'done', email: undefined, redirectUrl: undefined },
    ],
    [
      'refused by the policy (2007)',
      'token=abc&formError=2007',
      {
        status: 'form',
        submitting: false,
        fieldErrors: { newPassword: 'password.requirementsNotMet' },
        formError: undefined,
      },
    ],
    [
      'the passwords differ',
      'formError=PASSWORDS_DO_NOT_MATCH',
      {
        status: 'form',
        submitting: false,
        fieldErrors: { retypePassword: 'password.retype.mismatch' },
        formError: undefined,
      },
    ],
    [
      'too many tries',
      'formError=RATE_LIMITED',
      { status: 'form', submitting: false, fieldErrors: {}, formError: 'error.rateLimited' },
    ],
    ['the link used or old', 'formError=TOKEN_EXPIRED', { status: 'linkExpired' }],
    ['an internal account', 'formError=INTERNAL_ACCOUNT', { status: 'internalAccount' }],
  ])('%s: %s', (_case, query, state) => {
    expect(answerOf(query)).toEqual(state);
  });
});

describe('the reset page posted without JavaScript', () => {
  const pageFor = (query: string) => {
    const passwords = new FakePasswordGateway();
    const params = new URLSearchParams(query);
    const page = new NewPasswordPage(
      readPasswordLink('reset', (name) => params.get(name)),
      passwords,
      new FakeRegistrationGateway(),
      answerOf(query),
    );
    return { page, passwords };
  };

  it("posts to the reset call with the link's token and values, which come back with the answer", () => {
    const { page } = pageFor('token=abc&flow=GAD&uid=x');
    expect(page.formPost).toEqual({ action: '/reset?flow=GAD&token=abc', token: 'abc' });
  });

  it('shows the answer and does not check the spent link again', async () => {
    const { page, passwords } = pageFor('token=abc&done=1');
    await page.open();
    expect(page.snapshot).toMatchObject({ screen: 'done', kind: 'reset' });
    expect(passwords.validated).toEqual([]);
  });

  it('a registration link has no form post: its confirm link needs the script', () => {
    const params = new URLSearchParams('token=abc');
    const page = new NewPasswordPage(
      readPasswordLink('continueRegistration', (name) => params.get(name)),
      new FakePasswordGateway(),
      new FakeRegistrationGateway(),
    );
    expect(page.formPost).toBeUndefined();
  });
});
