import * as E from 'fp-ts/Either';
import {
  validateRegistrationForm,
  type RegistrationForm,
} from '../../../src/domain/accounts/registration-form';

const usForm: RegistrationForm = {
  firstName: ' Jane ',
  lastName: 'Doe',
  email: 'jane@example.com',
  street: '1 Main Street',
  city: 'New York',
  state: 'ny',
  postalCode: '10001',
  language: 'en-us',
  phoneNumber: '(212) 555-0123',
};

describe('registration form — §3 "Registration fields" with the §5 rules', () => {
  it('a valid form comes back canonical', () => {
    expect(validateRegistrationForm(usForm, 'US')).toEqual(
      E.right({ ...usForm, firstName: 'Jane', state: 'NY', phoneNumber: '2125550123' }),
    );
  });

  it('each field gets its own message; no banner when nothing is blank', () => {
    expect(
      validateRegistrationForm(
        { ...usForm, firstName: 'J4ne', email: 'jane@', postalCode: '1000', phoneNumber: '123' },
        'US',
      ),
    ).toEqual(
      E.left({
        fields: {
          firstName: 'validation.name.lettersAndSpaces',
          email: 'validation.email.invalid',
          postalCode: 'validation.postalCode.invalid',
          phoneNumber: 'validation.phone.invalid',
        },
      }),
    );
  });

  it('D-DOM-13 each field keeps its own message: "Please enter a valid first name." / "... last name.", and the region', () => {
    expect(
      validateRegistrationForm(
        { ...usForm, firstName: 'a'.repeat(51), lastName: 'b'.repeat(51), state: 'ZZ' },
        'US',
      ),
    ).toEqual(
      E.left({
        fields: {
          firstName: 'validation.firstName.invalid',
          lastName: 'validation.lastName.invalid',
          state: 'validation.region.invalid',
        },
      }),
    );
  });

  it('"Please fill out required fields." when a field is blank', () => {
    expect(
      validateRegistrationForm({ ...usForm, lastName: ' ', street: '', city: 'Dublin 2' }, 'IE'),
    ).toEqual(
      E.left({
        formError: 'validation.required.form',
        fields: {
          lastName: 'validation.required.blank',
          street: 'validation.required.blank',
          city: 'validation.city.invalid',
          postalCode: 'validation.postalCode.invalid',
          phoneNumber: 'validation.phone.invalid',
        },
      }),
    );
  });

  it('the country chooses the formats', () => {
    const czForm = {
      ...usForm,
      state: 'Praha',
      postalCode: '11000',
      phoneNumber: '+420 601 123 456',
      language: 'cs-cz',
    };
    expect(validateRegistrationForm(czForm, 'CZ')).toEqual(
      E.right({ ...czForm, firstName: 'Jane', postalCode: '110 00', phoneNumber: '+420601123456' }),
    );
  });
});
