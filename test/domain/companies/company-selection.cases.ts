import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import { DEBOUNCE_MS, selectCompany } from '../../../src/domain/companies/company-selection';
import { company } from '../fixtures';
import { eachConstantIsAsQuoted } from '../constant-rows';

const alpha = company('Alpha', '111111111');
const beta = company('Beta', '222222222');

describe('company selection — §4 "The selected company is kept in local storage and removed when no companies exist." (D-DOM-8)', () => {
  it.each([
    [[], '111111111', undefined, { action: 'remove' }, '"removed when no companies exist"'],
    [[], null, undefined, { action: 'remove' }, 'no companies, nothing stored'],
    [
      [alpha, beta],
      '222222222',
      beta,
      { action: 'keep' },
      'the stored company is still listed: kept',
    ],
    [
      [alpha, beta],
      '999999999',
      alpha,
      { action: 'store', dunsNumber: '111111111' },
      'the stored company is gone: the first is selected and stored',
    ],
    [
      [alpha, beta],
      null,
      alpha,
      { action: 'store', dunsNumber: '111111111' },
      'nothing stored: the first is selected and stored',
    ],
    [
      [alpha, beta],
      undefined,
      alpha,
      { action: 'store', dunsNumber: '111111111' },
      'nothing stored: the first is selected and stored',
    ],
    [
      [pendingPlaceholderCompany, alpha],
      '111111111',
      alpha,
      { action: 'keep' },
      'a stored company wins over the placeholder',
    ],
    [
      [pendingPlaceholderCompany, alpha],
      '',
      pendingPlaceholderCompany,
      { action: 'remove' },
      'an empty stored value never matches the placeholder',
    ],
    [
      [pendingPlaceholderCompany, alpha],
      null,
      pendingPlaceholderCompany,
      { action: 'remove' },
      'the placeholder first: selected, and it has no DUNS to store',
    ],
  ])('%#: %s', (list, stored, selected, storedChoice, _sentence) => {
    expect(selectCompany(list, stored)).toEqual({ selected, storedChoice });
  });
});

describe('company selection — §9 constants', () => {
  eachConstantIsAsQuoted([['"Debounce 300 ms"', DEBOUNCE_MS, 300]]);
});
