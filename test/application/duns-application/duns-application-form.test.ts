import * as E from 'fp-ts/Either';
import {
  applicationDetailsOf,
  prefilledForm,
  validateDunsApplication,
} from '../../../src/application/duns-application/duns-application-form';

// Spec §5 "DUNS search: ZIP valid 5-digit US; business name at least 3 characters", applied to the
// fields of the application that are given; both may be blank (D-DUNSAPP-UI-2).

describe('validateDunsApplication', () => {
  it.each([
    [
      'both blank: a sole proprietor under their own name',
      '',
      '',
      E.right({ businessName: '', zipCode: '' }),
    ],
    ['spaces count as blank', '   ', ' ', E.right({ businessName: '', zipCode: '' })],
    [
      'a name and a ZIP, trimmed',
      '  Maple Books ',
      ' 07078 ',
      E.right({ businessName: 'Maple Books', zipCode: '07078' }),
    ],
    ['a name alone', 'Maple Books', '', E.right({ businessName: 'Maple Books', zipCode: '' })],
    ['a ZIP alone', '', '10001', E.right({ businessName: '', zipCode: '10001' })],
    ['a name of 3 characters', 'Abc', '', E.right({ businessName: 'Abc', zipCode: '' })],
    [
      'a name too short',
      'Ab',
      '',
      E.left([{ field: 'businessName', code: 'validation.businessName.tooShort' }]),
    ],
    [
      'a ZIP of 4 digits',
      '',
      '1234',
      E.left([{ field: 'zipCode', code: 'validation.zipCode.invalid' }]),
    ],
    [
      'a ZIP+4',
      'Maple Books',
      '07078-1234',
      E.left([{ field: 'zipCode', code: 'validation.zipCode.invalid' }]),
    ],
    [
      'a ZIP with letters',
      'Maple Books',
      'AB123',
      E.left([{ field: 'zipCode', code: 'validation.zipCode.invalid' }]),
    ],
    [
      'both wrong',
      'A',
      '12',
      E.left([
        { field: 'businessName', code: 'validation.businessName.tooShort' },
        { field: 'zipCode', code: 'validation.zipCode.invalid' },
      ]),
    ],
  ])('%s', (_case, businessName, zipCode, expected) => {
    expect(validateDunsApplication({ businessName, zipCode })).toEqual(expected);
  });
});

describe('applicationDetailsOf: getNewDFCCase is sent only the fields given', () => {
  it.each([
    [{ businessName: '', zipCode: '' }, {}],
    [{ businessName: 'Maple Books', zipCode: '' }, { businessName: 'Maple Books' }],
    [{ businessName: '', zipCode: '07078' }, { zipCode: '07078' }],
    [
      { businessName: 'Maple Books', zipCode: '07078' },
      { businessName: 'Maple Books', zipCode: '07078' },
    ],
  ])('%j → %j', (form, details) => {
    expect(applicationDetailsOf(form)).toEqual(details);
  });
});

describe('prefilledForm: ?businessName=…&zip=… as /gad/search links here', () => {
  it.each([
    ['', { businessName: '', zipCode: '' }],
    ['?businessName=Maple%20Books&zip=07078', { businessName: 'Maple Books', zipCode: '07078' }],
    ['?zip=10001', { businessName: '', zipCode: '10001' }],
    ['?businessName=Acme', { businessName: 'Acme', zipCode: '' }],
  ])('%s', (search, form) => {
    const params = new URLSearchParams(search);
    expect(prefilledForm((name) => params.get(name))).toEqual(form);
  });
});
