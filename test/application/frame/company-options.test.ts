import {
  companyOptions,
  dunsOfOption,
  PENDING_OPTION_KEY,
} from '../../../src/application/frame/company-options';
import { pendingPlaceholderCompany, type Company } from '../../../src/domain/companies/company';

const company = (duns: string, businessName: string): Company => ({
  ...pendingPlaceholderCompany,
  profileDetails: { ...pendingPlaceholderCompany.profileDetails, dunsNumber: duns },
  summary: { ...pendingPlaceholderCompany.summary, businessName },
});

const LIST = [
  pendingPlaceholderCompany,
  company('123456789', 'acme analytics'),
  company('987654321', 'Blue Ridge Bakery'),
];

describe("the company selector's list (spec §2, §5)", () => {
  it('keeps every company, in order, for an empty query', () => {
    expect(companyOptions(LIST, '').map((option) => option.key)).toEqual([
      PENDING_OPTION_KEY,
      '123456789',
      '987654321',
    ]);
  });

  it.each([
    ['ACME', ['123456789']],
    ['ridge', ['987654321']],
    ['  bak ', ['987654321']],
    ['zz', []],
  ])('"%s" matches a case-insensitive substring of the business name', (query, keys) => {
    expect(companyOptions(LIST, query).map((option) => option.key)).toEqual(keys);
  });

  it('names the placeholder without a DUNS and maps its row back to the empty DUNS', () => {
    expect(companyOptions(LIST, '')[0]).toEqual({
      key: PENDING_OPTION_KEY,
      businessName: '(Company pending)',
      duns: undefined,
    });
    expect(dunsOfOption(PENDING_OPTION_KEY)).toBe('');
    expect(dunsOfOption('123456789')).toBe('123456789');
  });
});
