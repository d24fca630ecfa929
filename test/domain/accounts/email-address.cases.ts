import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { isEmailAddress, validateEmail } from '../../../src/domain/accounts/email-address';

const invalid = E.left({ code: 'validation.email.invalid' });

describe('email — §5 "Email: "Please enter a valid email address."" (D-DOM-12)', () => {
  it.each([
    ['jane@example.com', true],
    ['jane.doe+news@mail.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['a@b.io', true],
    ['jane@localhost', false],
    ['jane@example', false],
    ['jane@example.c', false],
    ['jane@example.123', false],
    ['jane@example.1com', false],
    ['jane@example.com1', false],
    ['jane@-example.com', false],
    ['jane@example-.com', false],
    ['jane@exa_mple.com', false],
    ['jane@@example.com', false],
    ['@example.com', false],
    ['jane.@example.com', false],
    ['.jane@example.com', false],
    ['ja..ne@example.com', false],
    ['ja ne@example.com', false],
    ['jane@example..com', false],
    ['jane', false],
    ['jane.example.com', false],
    ['jané@example.com', false],
    [`${'a'.repeat(64)}@example.com`, true],
    [`${'a'.repeat(65)}@example.com`, false],
    [`a@${'b'.repeat(63)}.com`, true],
    [`a@${'b'.repeat(64)}.com`, false],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(56)}.com`, true],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`, false],
  ])('isEmailAddress(%j) is %s', (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });

  it.each([
    ['  jane@example.com ', E.right('jane@example.com')],
    ['jane@', invalid],
    ['', E.left({ code: 'validation.required.blank' })],
    ['   ', E.left({ code: 'validation.required.blank' })],
  ])('validateEmail(%j)', (value, expected) => {
    expect(validateEmail(value)).toEqual(expected);
  });

  it('property: generated addresses are accepted, and any with a space or without @ rejected', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[a-z0-9._%+-]{0,20}$/)
          .filter((local) => /^[^.](?:.*[^.])?$/.test(local) && !local.includes('..')),
        label,
        fc.stringMatching(/^[a-z]{2,6}$/),
        (local, domain, tld) => {
          expect(isEmailAddress(`${local}@${domain}.${tld}`)).toBe(true);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (!value.includes('@') || /\s/.test(value.trim()))
          expect(E.isLeft(validateEmail(value))).toBe(true);
      }),
    );
  });
});
