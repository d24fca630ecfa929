import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { NAME_MAX_LENGTH, validatePersonName } from '../../../src/domain/accounts/person-name';
import { eachConstantIsAsQuoted } from '../constant-rows';

describe('names — §5 "Names: letters and spaces only ("Please enter letters and spaces only.")"', () => {
  it.each([
    ['firstName', 'Jane', E.right('Jane')],
    ['firstName', '  Mary Ann ', E.right('Mary Ann')],
    ['lastName', 'Dvořák', E.right('Dvořák')],
    ['lastName', 'Kovács', E.right('Kovács')],
    ['lastName', 'Jose\u0301', E.right('Jose\u0301')],
    ['firstName', 'Jane2', E.left({ code: 'validation.name.lettersAndSpaces' })],
    ['lastName', "O'Brien", E.left({ code: 'validation.name.lettersAndSpaces' })],
    ['lastName', 'Smith-Jones', E.left({ code: 'validation.name.lettersAndSpaces' })],
    ['firstName', '', E.left({ code: 'validation.required.blank' })],
    ['lastName', '   ', E.left({ code: 'validation.required.blank' })],
    ['firstName', 'a'.repeat(50), E.right('a'.repeat(50))],
    ['firstName', 'a'.repeat(51), E.left({ code: 'validation.firstName.invalid' })],
    ['lastName', 'b'.repeat(51), E.left({ code: 'validation.lastName.invalid' })],
  ] as const)('%s %j → %j', (field, value, expected) => {
    expect(validatePersonName(field, value)).toEqual(expected);
  });

  it('property: any name made of letters and inner spaces within 50 characters is valid', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,20}( [A-Za-zÀ-ÖØ-öø-ÿ]{1,20})?$/),
        (name) => {
          expect(validatePersonName('firstName', name)).toEqual(E.right(name));
        },
      ),
    );
  });

  it('property: a digit or symbol anywhere makes it invalid', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{0,5}$/),
        fc.constantFrom('1', '-', '.', '@', '_', '!'),
        fc.stringMatching(/^[a-z]{0,5}$/),
        (before, bad, after) => {
          expect(validatePersonName('lastName', `${before}${bad}${after}`)).toEqual(
            E.left({ code: 'validation.name.lettersAndSpaces' }),
          );
        },
      ),
    );
  });
});

describe('names — D-DOM-13 constants', () => {
  eachConstantIsAsQuoted([['D-DOM-13 name length', NAME_MAX_LENGTH, 50]]);
});
