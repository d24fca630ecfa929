import { passOnErrorBody, registrationFailure } from '../../../src/domain/shared/error-body';

describe('error bodies — §8 (D-DOM-25)', () => {
  it.each([
    [
      { error: 'E1', detail: 'x' },
      { error: 'E1', detail: 'x' },
      '"error body passed on if it carries an error field"',
    ],
    [{ error: undefined }, { error: undefined }, 'an error field, even without a value'],
    [{ message: 'x' }, {}, '"otherwise an empty error"'],
    [Object.create({ error: 'inherited' }) as object, {}, 'an inherited field is not carried'],
    [['error'], {}, 'an array'],
    ['error', {}, 'text'],
    [null, {}, 'nothing'],
    [undefined, {}, 'nothing'],
  ])('passOnErrorBody(%j) → %j: %s', (body, expected, _sentence) => {
    expect(passOnErrorBody(body)).toEqual(expected);
  });

  it('passes the very same body on', () => {
    const body = { error: 'E1' };
    expect(passOnErrorBody(body)).toBe(body);
  });

  it.each([
    [
      { message: 'Email exists' },
      { kind: 'server', body: { message: 'Email exists' } },
      '"server body passed on"',
    ],
    ['Bad request', { kind: 'server', body: 'Bad request' }, 'a text body is passed on'],
    [
      {},
      { kind: 'unexpected', code: 'registration.unexpected' },
      '"otherwise "An unexpected error occurred""',
    ],
    ['  ', { kind: 'unexpected', code: 'registration.unexpected' }, 'blank text'],
    [null, { kind: 'unexpected', code: 'registration.unexpected' }, 'no body'],
    [[1], { kind: 'unexpected', code: 'registration.unexpected' }, 'an array'],
    [42, { kind: 'unexpected', code: 'registration.unexpected' }, 'a number'],
  ])('registrationFailure(%j) → %j: %s', (body, expected, _sentence) => {
    expect(registrationFailure(body)).toEqual(expected);
  });
});
