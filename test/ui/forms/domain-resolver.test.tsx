import * as E from 'fp-ts/Either';
import { validateLogin } from '../../../src/domain/accounts/login-validation';
import {
  domainResolver,
  fromFieldErrorList,
  type DomainValidation,
} from '../../../src/ui/forms/domain-resolver';

// The resolver hands react-hook-form message ids, never texts: the UI localizes at the edge.

const resolverOptions = { shouldUseNativeValidation: false, fields: {} };

describe('domainResolver', () => {
  it("passes the domain's canonical values on when valid", async () => {
    const validate: DomainValidation<{ username: string; password: string }> = (values) =>
      fromFieldErrorList(validateLogin(values, 'default', 'example.com'));
    const resolve = domainResolver(validate);
    const values = { username: 'alex@example.com', password: 'secret' };
    expect(await resolve(values, undefined, resolverOptions)).toEqual({ values, errors: {} });
  });

  it("gives each failing field its message id, and the form's to root", async () => {
    const resolve = domainResolver<{ firstName: string; email: string }>(() =>
      E.left({
        fields: { firstName: 'validation.required.blank', email: 'validation.email.invalid' },
        form: 'validation.required.form',
      }),
    );
    expect(await resolve({ firstName: '', email: 'x' }, undefined, resolverOptions)).toEqual({
      values: {},
      errors: {
        firstName: { type: 'domain', message: 'validation.required.blank' },
        email: { type: 'domain', message: 'validation.email.invalid' },
        root: { type: 'domain', message: 'validation.required.form' },
      },
    });
  });
});

describe('fromFieldErrorList', () => {
  it("turns the domain's { field, code } list into one message id per field (the first wins)", () => {
    const values = { username: '', password: '' };
    expect(fromFieldErrorList(validateLogin(values, 'signin', 'example.com'))).toEqual(
      E.left({
        fields: {
          username: 'login.username.requiredSignIn',
          password: 'login.password.required',
        },
      }),
    );
    expect(
      fromFieldErrorList(
        E.left([
          { field: 'password', code: 'password.policy.notMet' },
          { field: 'password', code: 'password.retype.mismatch' },
        ] as const),
      ),
    ).toEqual(E.left({ fields: { password: 'password.policy.notMet' } }));
  });
});
