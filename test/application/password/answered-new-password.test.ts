import { answeredNewPassword } from '../../../src/application/password/answered-new-password';
import type { NewPasswordPageState } from '../../../src/application/password/new-password-page.view-model';
import { NewPasswordPage } from '../../../src/application/password/new-password-page.use-case';
import { readPasswordLink } from '../../../src/application/password/password-link';
import { FakePasswordGateway, FakeRegistrationGateway } from './password-fakes';

// docs/decisions/server-rendering.md D-SSR-5: the reset form posted without JavaScript is answered
// with the page again, the answer in its address.

const answerOf = (query: string): NewPasswordPageState | undefined => {
  const params = new URLSearchParams(query);
  return answeredNewPassword('reset', (name) => params.get(name));
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
});

describe("a registration's links posted without JavaScript", () => {
  const pageFor = (purpose: 'confirmRegistration' | 'continueRegistration', query: string) => {
    const registrations = new FakeRegistrationGateway();
    const params = new URLSearchParams(query);
    const page = new NewPasswordPage(
      readPasswordLink(purpose, (name) => params.get(name)),
      new FakePasswordGateway(),
      registrations,
      answeredNewPassword(purpose, (name) => params.get(name)),
    );
    return { page, registrations };
  };

  it('the confirm page posts its link (and product) to the confirm call; its password form needs the script', () => {
    const { page } = pageFor('confirmRegistration', 'token=abc&product=ZETA&flow=GAD&uid=x');
    expect(page.confirmPost).toEqual({
      action: '/confirm?flow=GAD&token=abc&product=ZETA',
      token: 'abc',
      product: 'ZETA',
    });
    expect(page.formPost).toBeUndefined();
    expect(pageFor('confirmRegistration', 'product=ZETA').page.confirmPost).toBeUndefined();
  });

  it('the set-password page posts its token to the continue call, its product kept', () => {
    const { page } = pageFor('continueRegistration', 'token=def&flow=GAD&product=ZETA');
    expect(page.formPost).toEqual({
      action: '/continue?flow=GAD&token=def&product=ZETA',
      token: 'def',
    });
    expect(page.confirmPost).toBeUndefined();
  });

  it.each<[string, string, NewPasswordPageState | undefined]>([
    ['not answered', 'token=abc', undefined],
    ['the link used or old', 'token=abc&formError=LINK_EXPIRED', { status: 'linkExpired' }],
    ['an internal account', 'token=abc&formError=INTERNAL_ACCOUNT', { status: 'internalAccount' }],
    [
      'too many tries: try again',
      'token=abc&formError=RATE_LIMITED',
      { status: 'checkFailed', messageId: 'error.rateLimited' },
    ],
  ])('the confirm page answered, %s', (_case, query, state) => {
    const params = new URLSearchParams(query);
    expect(answeredNewPassword('confirmRegistration', (name) => params.get(name))).toEqual(state);
  });

  it('the confirm page shows a refusal and does not follow the link again', async () => {
    const { page, registrations } = pageFor(
      'confirmRegistration',
      'token=abc&formError=LINK_EXPIRED',
    );
    await page.open();
    expect(page.snapshot).toMatchObject({ screen: 'registrationLinkExpired' });
    expect(registrations.confirmed).toEqual([]);
  });

  it('the set-password page answered done names the account in its sign-in link', async () => {
    const { page, registrations } = pageFor(
      'continueRegistration',
      'done=1&uid=dana%40example.com&flow=GAD',
    );
    await page.open();
    expect(page.snapshot).toMatchObject({
      screen: 'done',
      kind: 'firstPassword',
      email: 'dana@example.com',
      signInPath: '/login?uid=dana%40example.com&flow=GAD',
    });
    expect(registrations.continued).toEqual([]);
  });
});
