import { NewPasswordPage } from '../../../src/application/password/new-password-page.use-case';
import type { NewPasswordPageViewModel } from '../../../src/application/password/new-password-page.view-model';
import {
  readPasswordLink,
  type PasswordLinkPurpose,
} from '../../../src/application/password/password-link';
import type { ServiceError } from '../../../src/application/ports/service-error';
import { FakePasswordGateway, FakeRegistrationGateway, rejected } from './password-fakes';

// Spec §2 /resetPassword, /continueRegistration, /confirmRegistration, /set-password; §4 "Reset
// link expired: prompt to reset again. Registration link expired: offer of a free trial per
// product"; §6 internal accounts; §8 the codes.

const GOOD = { newPassword: 'Brand-New-Pass-2026', retypePassword: 'Brand-New-Pass-2026' };

const pageFor = (purpose: PasswordLinkPurpose, query: string) => {
  const passwords = new FakePasswordGateway();
  const registrations = new FakeRegistrationGateway();
  const params = new URLSearchParams(query);
  const page = new NewPasswordPage(
    readPasswordLink(purpose, (name) => params.get(name)),
    passwords,
    registrations,
  );
  return { page, passwords, registrations };
};

const screenOf = (model: NewPasswordPageViewModel) => model.screen;

describe('the reset-password page (/resetPassword?token=…)', () => {
  it('shows the form at once (it works without JavaScript), with the history rule, and checks the token behind it', async () => {
    const { page, passwords } = pageFor('reset', 'token=abc');
    expect(screenOf(page.snapshot)).toBe('form');
    await page.open();
    expect(passwords.validated).toEqual(['abc']);
    expect(page.snapshot).toMatchObject({
      screen: 'form',
      kind: 'reset',
      includeHistoryRule: true,
    });
  });

  it.each<[string, ServiceError, string]>([
    ['410 TOKEN_EXPIRED: a used or old link', rejected(410, 'TOKEN_EXPIRED'), 'resetLinkExpired'],
    ['400 TOKEN_INVALID: an unknown link', rejected(400, 'TOKEN_INVALID'), 'resetLinkExpired'],
    ['403 INTERNAL_ACCOUNT', rejected(403, 'INTERNAL_ACCOUNT'), 'internalAccount'],
    ['429 RATE_LIMITED: not checked, the form stays', rejected(429, 'RATE_LIMITED'), 'form'],
    ['no answer: not checked, the form stays', { code: 'service.networkFailure' }, 'form'],
  ])('a token check answered %s → %s', async (_case, answer, screen) => {
    const { page, passwords } = pageFor('reset', 'token=abc');
    passwords.validateAnswer = answer;
    await page.open();
    expect(screenOf(page.snapshot)).toBe(screen);
  });

  it('a link without a token has expired, without asking the server', async () => {
    const { page, passwords } = pageFor('reset', '');
    await page.open();
    expect(page.snapshot).toEqual({
      screen: 'resetLinkExpired',
      resetAgainPath: '/forgot-password',
    });
    expect(passwords.validated).toEqual([]);
  });

  it('"reset again" keeps the flow values the link carried', async () => {
    const { page, passwords } = pageFor('reset', 'token=abc&flow=GAD&app_id=253&uid=x');
    passwords.validateAnswer = rejected(410, 'TOKEN_EXPIRED');
    await page.open();
    expect(page.snapshot).toEqual({
      screen: 'resetLinkExpired',
      resetAgainPath: '/forgot-password?flow=GAD&app_id=253',
    });
  });

  it('a check that finds the link gone after a submit has answered changes nothing', async () => {
    const { page, passwords } = pageFor('reset', 'token=abc');
    passwords.validateAnswer = rejected(410, 'TOKEN_EXPIRED');
    await page.submit(GOOD);
    await page.open();
    expect(screenOf(page.snapshot)).toBe('done');
  });

  it('"try again" after a confirm link could not be followed follows it again', async () => {
    const { page, registrations } = pageFor('confirmRegistration', 'token=conf');
    registrations.confirmAnswer = { code: 'service.timeout' };
    await page.open();
    expect(page.snapshot).toEqual({
      screen: 'checkFailed',
      kind: 'firstPassword',
      messageId: 'error.generic',
    });
    registrations.confirmAnswer = { continueToken: 'continue-token', product: '' };
    await page.retry();
    expect(screenOf(page.snapshot)).toBe('form');
  });

  it('opened twice (strict mode) checks once', async () => {
    const { page, passwords } = pageFor('reset', 'token=abc');
    page.dispose();
    await Promise.all([page.open(), page.open()]);
    expect(passwords.validated).toEqual(['abc']);
    expect(screenOf(page.snapshot)).toBe('form');
  });

  it('sets the password with the token, then signs in with the flow values of the link', async () => {
    const { page, passwords } = pageFor(
      'reset',
      'token=abc&flow=GAD&redirect_url=%2FcompanyDetails',
    );
    await page.open();
    await page.submit(GOOD);
    expect(passwords.resets).toEqual([{ token: 'abc', ...GOOD }]);
    expect(page.snapshot).toEqual({
      screen: 'done',
      kind: 'reset',
      email: undefined,
      signInPath: '/login?flow=GAD&redirect_url=%2FcompanyDetails',
    });
  });

  it.each<[string, ServiceError, Partial<NewPasswordPageViewModel>]>([
    [
      '409 2011',
      rejected(409, '2011'),
      { screen: 'form', fieldErrors: { newPassword: 'password.history' }, formError: undefined },
    ],
    [
      '409 2007',
      rejected(409, '2007'),
      { screen: 'form', fieldErrors: { newPassword: 'password.requirementsNotMet' } },
    ],
    [
      '400 PASSWORDS_DO_NOT_MATCH',
      rejected(400, 'PASSWORDS_DO_NOT_MATCH'),
      { screen: 'form', fieldErrors: { retypePassword: 'password.retype.mismatch' } },
    ],
    [
      '429 RATE_LIMITED',
      rejected(429, 'RATE_LIMITED'),
      { screen: 'form', fieldErrors: {}, formError: 'error.rateLimited' },
    ],
    [
      'no answer',
      { code: 'service.networkFailure' },
      { screen: 'form', fieldErrors: {}, formError: 'error.generic' },
    ],
    [
      '410 TOKEN_EXPIRED (used meanwhile)',
      rejected(410, 'TOKEN_EXPIRED'),
      { screen: 'resetLinkExpired' },
    ],
    ['403 INTERNAL_ACCOUNT', rejected(403, 'INTERNAL_ACCOUNT'), { screen: 'internalAccount' }],
  ])('a reset answered %s', async (_case, answer, shown) => {
    const { page, passwords } = pageFor('reset', 'token=abc');
    passwords.resetAnswers = [answer];
    await page.open();
    await page.submit(GOOD);
    expect(page.snapshot).toMatchObject({
      ...shown,
      ...(shown.screen === 'form' ? { submitting: false } : {}),
    });
  });

  it('a refused new password can be tried again with the same link', async () => {
    const { page, passwords } = pageFor('reset', 'token=abc');
    passwords.resetAnswers = [rejected(409, '2011')];
    await page.open();
    await page.submit(GOOD);
    await page.submit({ newPassword: 'Other-Pass-2026!', retypePassword: 'Other-Pass-2026!' });
    expect(passwords.resets.map((reset) => reset.token)).toEqual(['abc', 'abc']);
    expect(screenOf(page.snapshot)).toBe('done');
  });

  it('answers after the page closed change nothing', async () => {
    const { page, passwords } = pageFor('reset', 'token=abc');
    passwords.validateAnswer = rejected(410, 'TOKEN_EXPIRED');
    const opening = page.open();
    page.dispose();
    await opening;
    expect(screenOf(page.snapshot)).toBe('form');
  });
});

describe('the first password of a registration', () => {
  it('/continueRegistration shows the form at once (no history rule) and signs in as the account', async () => {
    const { page, registrations } = pageFor('continueRegistration', 'token=cont');
    expect(page.snapshot).toMatchObject({
      screen: 'form',
      kind: 'firstPassword',
      includeHistoryRule: false,
    });
    await page.open();
    await page.submit(GOOD);
    expect(registrations.continued).toEqual([
      { token: 'cont', password: GOOD.newPassword, retypePassword: GOOD.retypePassword },
    ]);
    expect(page.snapshot).toEqual({
      screen: 'done',
      kind: 'firstPassword',
      email: 'grace@example.com',
      signInPath: '/login?uid=grace%40example.com',
    });
  });

  it('the registration redirect travels to sign-in unless it is the portal home', async () => {
    const { page, registrations } = pageFor('continueRegistration', 'token=cont');
    registrations.continueAnswers = [
      { email: 'grace@example.com', redirectUrl: 'http://localhost:8080/companyDetails' },
    ];
    await page.open();
    await page.submit(GOOD);
    expect(page.snapshot).toMatchObject({
      signInPath:
        '/login?uid=grace%40example.com&redirect_url=http%3A%2F%2Flocalhost%3A8080%2FcompanyDetails',
    });
  });

  it('/confirmRegistration follows the confirm link once, then sets the password with the token it gave', async () => {
    const { page, registrations } = pageFor('confirmRegistration', 'token=conf&product=ZETA');
    expect(page.snapshot.screen).toBe('checking');
    await Promise.all([page.open(), page.open()]);
    expect(registrations.confirmed).toEqual([{ token: 'conf', product: 'ZETA' }]);
    await page.submit(GOOD);
    expect(registrations.continued[0]?.token).toBe('continue-token');
    expect(page.snapshot.screen).toBe('done');
  });

  it.each<[string, PasswordLinkPurpose, string, readonly string[]]>([
    ['a used confirm link, for ZETA', 'confirmRegistration', 'token=conf&product=ZETA', ['zeta']],
    ['a used confirm link, for app 231', 'confirmRegistration', 'token=conf&app_id=231', ['ssvi']],
    [
      'a used confirm link, no product named',
      'confirmRegistration',
      'token=conf',
      ['analyticsStdTrial', 'zeta', 'ssvi'],
    ],
    [
      'a confirm link for another product',
      'confirmRegistration',
      'token=conf&product=Hoovers',
      ['analyticsStdTrial', 'zeta', 'ssvi'],
    ],
  ])('%s → the free-trial offers %j', async (_case, purpose, query, offered) => {
    const { page, registrations } = pageFor(purpose, query);
    registrations.confirmAnswer = rejected(410, 'LINK_EXPIRED');
    await page.open();
    const model = page.snapshot;
    expect(model.screen).toBe('registrationLinkExpired');
    if (model.screen !== 'registrationLinkExpired') return;
    expect(model.trialOffers.map((offer) => offer.product.key)).toEqual(offered);
    expect(model.trialOffers[0]?.signUpPath).toMatch(/^\/signup\?app_id=\d+$/);
  });

  // §4 "another text lists Rev.Up variants" (D-PWD-UI-7): a link naming the Rev.Up brand.
  it.each<[string, readonly string[]]>([
    ['product=Rev.Up', ['Rev.Up Analytics Studio', 'Rev.Up ZETA', 'Rev.Up SSVI']],
    ['product=Rev.Up%20ZETA', ['Rev.Up ZETA']],
    ['product=revup%20analytics%20studio', ['Rev.Up Analytics Studio']],
    ['product=Rev.Up%20216', ['Rev.Up Analytics Studio']],
    ['product=Rev.Up%20Hoovers', ['Rev.Up Analytics Studio', 'Rev.Up ZETA', 'Rev.Up SSVI']],
    ['product=ZETA', ['ZETA']],
    // §4 calls it "analytics studio": that name finds it too, under its catalogue name.
    ['product=Analytics%20Studio', ['Analytics STD Trial']],
  ])('a used confirm link with %s → the offers named %j', async (query, names) => {
    const { page, registrations } = pageFor('confirmRegistration', `token=conf&${query}`);
    registrations.confirmAnswer = rejected(410, 'LINK_EXPIRED');
    await page.open();
    const model = page.snapshot;
    if (model.screen !== 'registrationLinkExpired') throw new Error(model.screen);
    expect(model.trialOffers.map((offer) => offer.name)).toEqual(names);
    expect(model.trialOffers.map((offer) => offer.signUpPath)).toEqual(
      model.trialOffers.map((offer) => `/signup?app_id=${offer.product.appId}`),
    );
  });

  it.each<[string, ServiceError | undefined, Partial<NewPasswordPageViewModel>]>([
    ['410 LINK_EXPIRED', rejected(410, 'LINK_EXPIRED'), { screen: 'registrationLinkExpired' }],
    [
      '400 PASSWORD_REQUIREMENTS_NOT_MET',
      rejected(400, 'PASSWORD_REQUIREMENTS_NOT_MET'),
      { screen: 'form', fieldErrors: { newPassword: 'password.policy.notMet' } },
    ],
    [
      '400 PASSWORDS_DO_NOT_MATCH',
      rejected(400, 'PASSWORDS_DO_NOT_MATCH'),
      { screen: 'form', fieldErrors: { retypePassword: 'password.retype.mismatch' } },
    ],
    [
      '429 RATE_LIMITED',
      rejected(429, 'RATE_LIMITED'),
      { screen: 'form', formError: 'error.rateLimited' },
    ],
    [
      'the services under maintenance',
      { code: 'service.underMaintenance' },
      { screen: 'form', formError: 'maintenance.underMaintenance' },
    ],
  ])('setting the first password answered %s', async (_case, answer, shown) => {
    const { page, registrations } = pageFor('continueRegistration', 'token=cont');
    if (answer !== undefined) registrations.continueAnswers = [answer];
    await page.open();
    await page.submit(GOOD);
    expect(page.snapshot).toMatchObject(shown);
  });

  it('/set-password without a token has expired: the free-trial offers', async () => {
    const { page } = pageFor('continueRegistration', '');
    await page.open();
    expect(page.snapshot.screen).toBe('registrationLinkExpired');
  });
});
