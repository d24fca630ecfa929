import { pendingPlaceholderCompany } from '../../../src/domain/companies/company';
import {
  SENIORITY_LEVELS,
  companyProfileAccess,
  companyProfileScreen,
  isDirectorOrAbove,
  parseSeniorityLevel,
} from '../../../src/domain/companies/company-profile-access';
import { company } from '../fixtures';

describe('company profile access — §6 "A Director or above ... Manage Company Profile ...; others see a view-only profile." (D-DOM-9)', () => {
  it('the seniority scale runs from staff to owner', () => {
    expect(SENIORITY_LEVELS).toEqual([
      'staff',
      'manager',
      'director',
      'vicePresident',
      'executive',
      'owner',
    ]);
  });

  it.each([
    ['staff', false, 'viewOnly'],
    ['manager', false, 'viewOnly'],
    ['director', true, 'manage'],
    ['vicePresident', true, 'manage'],
    ['executive', true, 'manage'],
    ['owner', true, 'manage'],
    [undefined, false, 'viewOnly'],
  ] as const)('%s: Director or above %s → %s', (level, directorOrAbove, access) => {
    expect(isDirectorOrAbove(level)).toBe(directorOrAbove);
    expect(companyProfileAccess(level)).toBe(access);
  });

  it.each([
    ['director', 'director', 'the services name the role as the scale does'],
    ['owner', 'owner', 'the services name the role as the scale does'],
    ['member', undefined, 'a role off the scale is unknown, so view-only'],
    ['Director', undefined, 'names are exact'],
    ['', undefined, 'no role'],
  ] as const)('parseSeniorityLevel(%j) → %s (%s)', (role, level, _why) => {
    expect(parseSeniorityLevel(role)).toBe(level);
  });

  it.each([
    [undefined, 'noCompanyPrompt', '§2 "no-company prompt"'],
    [pendingPlaceholderCompany, 'pending', '§2 "pending state"'],
    [company('Acme', '123456789'), 'profile', '§2 "public profile view"'],
  ])('companyProfileScreen %#: %s (%s)', (selected, expected, _sentence) => {
    expect(companyProfileScreen(selected)).toBe(expected);
  });
});
