import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  passwordChecklist,
  type PasswordRuleCheck,
  type PasswordRuleStatus,
} from '../../domain/accounts/password-policy';
import type { CountryCode } from '../../domain/locale/country';
import { countryOfLocale } from '../../domain/locale/locale';
import { useActiveLocale } from '../i18n/active-locale';
import { domainMessageId, type MessageId } from '../i18n/message-id';
import { WORD_SPACE } from '../i18n/word-space';
import { v } from '../theme/css-variables';
import { describedControl } from './field';
import { CheckIcon, InfoIcon } from './icons';
import { PasswordField } from './password-field';
import type { TextFieldProps } from './text-field';
import { VisuallyHidden } from './visually-hidden';

// Spec §5 "Password" and DESIGN.md "Forms": the new-password and retype fields with the live
// checklist of the rules, each item turning from muted to `success` with a check icon as its rule
// is met. The state is also written out (not colour alone) and the number of met rules is
// announced politely, only when it changes, so a screen reader is not interrupted on each key.
// The rules and their texts (the Czech, Swiss, Hungarian and Polish "without diacritics") come
// from the domain's passwordChecklist: this component decides nothing, it shows.

/**
 * A field binding as `useDomainForm().field(name)` returns it (or any TextField props): id, name,
 * ref, onChange, onBlur and the localized error.
 */
export type NewPasswordFieldBinding = Omit<TextFieldProps, 'label' | 'type'>;

/** One more line of the checklist for a rule only the caller's page knows. */
export interface ExtraPasswordRule {
  /** Unique among the items (React key). */
  readonly key: string;
  /** The rule's text, already in the user's language. */
  readonly label: string;
  readonly status: PasswordRuleStatus;
}

export interface NewPasswordFieldsProps {
  /** The "new password" field: `form.field('newPassword')`. */
  readonly newPassword: NewPasswordFieldBinding;
  /** The "retype password" field: `form.field('retypePassword')`. */
  readonly retypePassword: NewPasswordFieldBinding;
  /**
   * What the user has typed in the new-password field so far, for the live checklist:
   * `form.form.watch('newPassword')` (react-hook-form re-renders the page on each key).
   */
  readonly typedPassword: string;
  /**
   * Show the server-checked "Not one of your last 5 passwords" line (change password, reset,
   * expired password); off for a first password (registration, set-password). Default false.
   */
  readonly includeHistoryRule?: boolean;
  /** Lines for rules of the caller's own, after the domain's (e.g. "differs from current"). */
  readonly extraRules?: readonly ExtraPasswordRule[];
  /** Whose texts the rules use; default: the country of the active locale. */
  readonly country?: CountryCode;
  /** Label overrides, already localized; default "New password" / "Retype new password". */
  readonly newPasswordLabel?: string;
  readonly retypePasswordLabel?: string;
}

interface ChecklistItem {
  readonly key: string;
  readonly label: string;
  readonly status: PasswordRuleStatus;
}

const STATUS_TEXT: Record<PasswordRuleStatus, MessageId> = {
  met: 'newPasswordFields.checklist.met',
  unmet: 'newPasswordFields.checklist.unmet',
  checkedByServer: 'newPasswordFields.checklist.checkedByServer',
};

const Checklist = styled.div`
  margin: calc(-1 * ${v.space[2]}) 0 ${v.space[4]};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

const ChecklistHeading = styled.p`
  margin: 0 0 ${v.space[1]};
  color: ${v.color.textMuted};
`;

const Rules = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Rule = styled.li<{ $status: PasswordRuleStatus }>`
  display: flex;
  align-items: flex-start;
  gap: ${v.space[2]};
  margin-bottom: ${v.space[1]};
  color: ${({ $status }) => ($status === 'met' ? v.color.success : v.color.textMuted)};
  font-weight: ${({ $status }) => ($status === 'met' ? v.font.weightStrong : v.font.weightRegular)};
  svg {
    margin-top: calc((${v.type.sm.lineHeight} - ${v.size.iconSmall}) / 2);
  }
`;

/** An unmet rule's marker: an empty circle, so met and unmet differ in shape, not only colour. */
const OpenCircle = styled.span`
  flex: none;
  box-sizing: border-box;
  width: ${v.size.iconSmall};
  height: ${v.size.iconSmall};
  margin-top: calc((${v.type.sm.lineHeight} - ${v.size.iconSmall}) / 2);
  border: ${v.size.border} solid currentColor;
  border-radius: 50%;
`;

const RuleMarker = ({ status }: { status: PasswordRuleStatus }) => {
  if (status === 'met') return <CheckIcon size="small" />;
  if (status === 'checkedByServer') return <InfoIcon size="small" />;
  return <OpenCircle aria-hidden="true" />;
};

/** aria-describedby of the new-password input: its error (from the field) and the checklist. */
const describedBy = (id: string, error: string | undefined, checklistId: string): string =>
  [describedControl(id, undefined, error)['aria-describedby'], checklistId]
    .filter((part) => part !== undefined)
    .join(' ');

/**
 * "New password" and "Retype new password" with the live rules checklist between them. Use it
 * inside a `useDomainForm` whose values have `newPassword` and `retypePassword` and whose
 * validation is the domain's (`validateNewPassword`, `validatePasswordChange`…):
 *
 * ```tsx
 * <NewPasswordFields
 *   newPassword={form.field('newPassword')}
 *   retypePassword={form.field('retypePassword')}
 *   typedPassword={form.form.watch('newPassword')}
 * />
 * ```
 */
export const NewPasswordFields = ({
  newPassword,
  retypePassword,
  typedPassword,
  includeHistoryRule = false,
  extraRules = [],
  country,
  newPasswordLabel,
  retypePasswordLabel,
}: NewPasswordFieldsProps) => {
  const intl = useIntl();
  const { locale } = useActiveLocale();
  const checks = passwordChecklist(typedPassword, country ?? countryOfLocale(locale)).filter(
    (check) => includeHistoryRule || check.rule !== 'notRecentlyUsed',
  );
  const items: readonly ChecklistItem[] = [
    ...checks.map((check: PasswordRuleCheck): ChecklistItem => ({
      key: check.rule,
      label: intl.formatMessage({ id: domainMessageId(check.messageId) }, check.values),
      status: check.status,
    })),
    ...extraRules,
  ];
  const checkable = items.filter((item) => item.status !== 'checkedByServer');
  const met = checkable.filter((item) => item.status === 'met').length;
  const checklistId = `${newPassword.id}-rules`;

  return (
    <>
      <PasswordField
        autoComplete="new-password"
        {...newPassword}
        aria-describedby={describedBy(newPassword.id, newPassword.error, checklistId)}
        label={
          newPasswordLabel ?? intl.formatMessage({ id: 'newPasswordFields.newPassword.label' })
        }
      />
      <Checklist id={checklistId} data-testid="password-checklist">
        <ChecklistHeading>
          <FormattedMessage id="newPasswordFields.checklist.heading" />
        </ChecklistHeading>
        <Rules>
          {items.map((item) => (
            <Rule key={item.key} $status={item.status} data-status={item.status}>
              <RuleMarker status={item.status} />
              <span>
                {item.label}
                <VisuallyHidden>
                  {WORD_SPACE}
                  {intl.formatMessage({ id: STATUS_TEXT[item.status] })}
                </VisuallyHidden>
              </span>
            </Rule>
          ))}
        </Rules>
      </Checklist>
      <VisuallyHidden role="status" aria-live="polite">
        {typedPassword === ''
          ? ''
          : met === checkable.length
            ? intl.formatMessage({ id: 'newPasswordFields.checklist.allMet' })
            : intl.formatMessage(
                { id: 'newPasswordFields.checklist.progress' },
                { met, total: checkable.length },
              )}
      </VisuallyHidden>
      <PasswordField
        autoComplete="new-password"
        {...retypePassword}
        label={
          retypePasswordLabel ??
          intl.formatMessage({ id: 'newPasswordFields.retypePassword.label' })
        }
      />
    </>
  );
};
