import { isPendingPlaceholder, type Company } from './company';

// Spec §6 "A Director or above of a company can verify their role through Manage Company Profile
// to view and request updates to business information; others see a view-only profile."
// §2 "Company profile: public profile view, manage link, pending state, no-company prompt."
// Seniority runs staff < manager < director < vice president < executive < owner; an unknown role
// gets the view-only profile (D-DOM-9).

export const SENIORITY_LEVELS = [
  'staff',
  'manager',
  'director',
  'vicePresident',
  'executive',
  'owner',
] as const;

export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

/** A role as the services name it, on the seniority scale; a role off the scale is unknown. */
export const parseSeniorityLevel = (role: string): SeniorityLevel | undefined =>
  SENIORITY_LEVELS.find((level) => level === role);

export const isDirectorOrAbove = (level: SeniorityLevel | undefined): boolean =>
  level !== undefined && SENIORITY_LEVELS.indexOf(level) >= SENIORITY_LEVELS.indexOf('director');

export type CompanyProfileAccess = 'manage' | 'viewOnly';

export const companyProfileAccess = (level: SeniorityLevel | undefined): CompanyProfileAccess =>
  isDirectorOrAbove(level) ? 'manage' : 'viewOnly';

export type CompanyProfileScreen = 'noCompanyPrompt' | 'pending' | 'profile';

export const companyProfileScreen = (selected: Company | undefined): CompanyProfileScreen => {
  if (selected === undefined) return 'noCompanyPrompt';
  return isPendingPlaceholder(selected) ? 'pending' : 'profile';
};
