import { formatDunsNumber } from '../../domain/companies/duns-number';
import type { FoundCompany } from '../ports/get-a-duns-gateway.port';

/** A directory company as the flow shows it: name, trade name, address, DUNS (spec §2). */
export interface FoundCompanyViewModel {
  readonly duns: string;
  /** `12-345-6789` (D-DOM-4). */
  readonly dunsLabel: string;
  readonly businessName: string;
  /** Undefined when the directory has none, or it only repeats the name. */
  readonly tradeName: string | undefined;
  /** US envelope order: street on one line, "City, ST ZIP" on the next (D-PROFILE-2). */
  readonly addressLines: readonly string[];
}

export const toFoundCompanyViewModel = (company: FoundCompany): FoundCompanyViewModel => {
  const tradeName = company.tradeName.trim();
  const cityLine = [company.city, [company.state, company.zipCode].filter(Boolean).join(' ')]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return {
    duns: company.duns,
    dunsLabel: formatDunsNumber(company.duns),
    businessName: company.businessName,
    tradeName:
      tradeName === '' || tradeName.toLowerCase() === company.businessName.trim().toLowerCase()
        ? undefined
        : tradeName,
    addressLines: [company.streetAddress.trim(), cityLine].filter((line) => line !== ''),
  };
};
