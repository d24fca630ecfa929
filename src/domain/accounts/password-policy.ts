import * as E from 'fp-ts/Either';
import type { CountryCode } from '../locale/country';

// Spec §5 "Password: minimum 10 characters, one lowercase, one uppercase, one number, one special
// character, not among the last 5. Czech, Swiss, Hungarian and Polish texts say letters without
// diacritics." The history rule is checked by the server; the portal shows its text. Letters and
// digits are ASCII, a special character is ASCII punctuation, and the length counts code points
// (D-DOM-15).

/** §9 "Password minimum length 10; history 5". */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_HISTORY_COUNT = 5;

export type PasswordRule =
  'minLength' | 'lowercase' | 'uppercase' | 'number' | 'specialCharacter' | 'notRecentlyUsed';

export type PasswordRuleStatus = 'met' | 'unmet' | 'checkedByServer';

export interface PasswordRuleCheck {
  readonly rule: PasswordRule;
  readonly status: PasswordRuleStatus;
  readonly messageId: string;
  readonly values?: Readonly<Record<string, number>>;
}

/** §5 "Czech, Swiss, Hungarian and Polish texts say letters without diacritics." */
export const DIACRITICS_NOTE_COUNTRIES: readonly CountryCode[] = ['CZ', 'CH', 'HU', 'PL'];

const LOCAL_RULES: ReadonlyArray<readonly [PasswordRule, (password: string) => boolean]> = [
  ['minLength', (password) => [...password].length >= PASSWORD_MIN_LENGTH],
  ['lowercase', (password) => /[a-z]/.test(password)],
  ['uppercase', (password) => /[A-Z]/.test(password)],
  ['number', (password) => /[0-9]/.test(password)],
  ['specialCharacter', (password) => /[!-/:-@[-`{-~]/.test(password)],
];

const messageFor = (
  rule: PasswordRule,
  country: CountryCode,
): Omit<PasswordRuleCheck, 'rule' | 'status'> => {
  if (rule === 'minLength')
    return { messageId: 'password.rule.minLength', values: { count: PASSWORD_MIN_LENGTH } };
  if (rule === 'notRecentlyUsed') {
    return {
      messageId: 'password.rule.notRecentlyUsed',
      values: { count: PASSWORD_HISTORY_COUNT },
    };
  }
  const withoutDiacritics =
    (rule === 'lowercase' || rule === 'uppercase') && DIACRITICS_NOTE_COUNTRIES.includes(country);
  return { messageId: `password.rule.${rule}${withoutDiacritics ? 'WithoutDiacritics' : ''}` };
};

/** The live checklist the UI shows as the user types: each rule met or not. */
export const passwordChecklist = (
  password: string,
  country: CountryCode,
): readonly PasswordRuleCheck[] => [
  ...LOCAL_RULES.map(([rule, isMet]): PasswordRuleCheck => ({
    rule,
    status: isMet(password) ? 'met' : 'unmet',
    ...messageFor(rule, country),
  })),
  { rule: 'notRecentlyUsed', status: 'checkedByServer', ...messageFor('notRecentlyUsed', country) },
];

export interface PasswordPolicyNotMet {
  readonly code: 'password.policy.notMet';
  readonly unmet: readonly PasswordRule[];
}

/** The rules the portal can check; the password itself when all are met. */
export const validatePasswordPolicy = (
  password: string,
): E.Either<PasswordPolicyNotMet, string> => {
  const unmet = LOCAL_RULES.filter(([, isMet]) => !isMet(password)).map(([rule]) => rule);
  return unmet.length > 0 ? E.left({ code: 'password.policy.notMet', unmet }) : E.right(password);
};
