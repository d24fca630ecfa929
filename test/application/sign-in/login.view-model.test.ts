import { loginViewOf } from '../../../src/application/sign-in/login.view-model';
import {
  initialSignInState,
  type SignInState,
} from '../../../src/application/sign-in/sign-in.state';

// The login page as the sign-in's state and the page's address give it (issue 31: the page
// decides nothing); a form posted without JavaScript comes back as an address (D-SSR-6).

const formAction = (interaction: string, step: string, query: string) =>
  `/interaction/${interaction}/${step}?${query}`;

const viewAt = (
  search: string,
  state: SignInState = initialSignInState,
  entry = 'login' as const,
) => loginViewOf(state, { pathname: '/login', search }, entry, formAction);

describe('loginViewOf', () => {
  it('says the sign-in is starting while the address has no interaction', () => {
    expect(viewAt('uid=a%40b.com')).toEqual({ kind: 'starting' });
  });

  it('shows the form with its username, sign-up link, wording and post address', () => {
    expect(viewAt('interaction=i&uid=a%40b.com&flow=%2Fsignin')).toEqual({
      kind: 'form',
      interaction: 'i',
      state: initialSignInState,
      variant: 'signin',
      username: 'a@b.com',
      signUpPath: '/signup',
      notice: undefined,
      action: '/interaction/i/login?interaction=i&uid=a%40b.com&flow=%2Fsignin',
    });
  });

  it.each([
    ['interaction=i&passwordChanged=1', 'passwordChanged'],
    ['interaction=i&expired=true', 'sessionExpired'],
    ['interaction=i&reason=product_refresh', 'productRefresh'],
  ])('%s → the notice %s above the form', (search, notice) => {
    expect(viewAt(search)).toMatchObject({ kind: 'form', notice });
  });

  it('shows the refusal the address carries until a sign-in is tried on the page', () => {
    const answered = viewAt('interaction=i&uid=a%40b.com&formError=E0000004');
    expect(answered).toMatchObject({ state: { formError: 'auth.invalidCredentials' } });
    const tried = viewAt('interaction=i&uid=a%40b.com&formError=E0000004', {
      ...initialSignInState,
      tried: true,
    });
    expect(tried).toMatchObject({ state: { formError: undefined } });
  });

  it('shows a blank field the server refused under that field', () => {
    expect(viewAt('interaction=i&formError=VALIDATION_ERROR')).toMatchObject({
      state: { fieldErrors: { username: 'login.username.required' }, formError: undefined },
    });
  });

  it('shows the second step the address asks for, with where its links lead without script', () => {
    expect(viewAt('interaction=i&step=second-factor&factors=app,passkey&formError=X')).toEqual({
      kind: 'secondFactor',
      interaction: 'i',
      step: {
        methods: { app: true, passkey: true, recoveryCode: false },
        using: 'app',
        submitting: false,
        error: 'auth.unexpected',
      },
      action:
        '/interaction/i/second-factor?interaction=i&step=second-factor&factors=app,passkey&formError=X',
      addresses: {
        app: '/login?interaction=i&step=second-factor&factors=app%2Cpasskey&using=app',
        passkey: '/login?interaction=i&step=second-factor&factors=app%2Cpasskey&using=passkey',
        recoveryCode:
          '/login?interaction=i&step=second-factor&factors=app%2Cpasskey&using=recoveryCode',
        back: '/login?interaction=i',
      },
    });
  });

  it('shows the password replacement the address asks for, or the one the state holds', () => {
    expect(viewAt('interaction=i&step=replace-password&reason=temporary&uid=a%40b.com')).toEqual({
      kind: 'replacePassword',
      interaction: 'i',
      step: { reason: 'temporary', username: 'a@b.com', refusal: undefined },
      pageQuery: 'interaction=i&step=replace-password&reason=temporary&uid=a%40b.com',
    });
    const replacement = { reason: 'expired', username: 'alex@example.com' } as const;
    expect(viewAt('interaction=i', { ...initialSignInState, replacement })).toMatchObject({
      kind: 'replacePassword',
      step: replacement,
    });
  });

  it("prefers the state's second factor to the form and to a replacement", () => {
    const secondFactor = {
      methods: { app: false, passkey: false, recoveryCode: true },
      using: 'recoveryCode',
      submitting: true,
      error: undefined,
    } as const;
    const replacement = { reason: 'expired', username: 'alex@example.com' } as const;
    expect(
      viewAt('interaction=i', { ...initialSignInState, secondFactor, replacement }),
    ).toMatchObject({ kind: 'secondFactor', step: secondFactor });
  });
});
