import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MfaOptions } from '../../../application/mfa-options/mfa-options.use-case';
import type { MfaErrorMessageId } from '../../../application/mfa-options/mfa-options.state';
import { Button } from '../../components/button';
import styled from 'styled-components';
import { SectionCard } from '../../components/row-list';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${v.space[3]};
`;

export const FormColumn = styled.form`
  display: grid;
  gap: ${v.space[3]};
  max-width: ${v.size.formMax};
`;

export const Mono = styled.code`
  font-family: ${v.font.mono};
  font-size: ${v.type.md.size};
  overflow-wrap: anywhere;
`;

/**
 * The open task's panel (adding an app, a proof, a confirmation): a labelled region whose heading
 * takes the focus when it opens, so keyboard and screen-reader users land where the page changed.
 */
export const TaskPanel = ({
  id,
  headingId,
  values,
  children,
}: {
  readonly id: string;
  readonly headingId: MessageId;
  readonly values?: Readonly<Record<string, string>>;
  readonly children: ReactNode;
}) => {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [id]);
  return (
    <SectionCard aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        <FormattedMessage id={headingId} values={values} />
      </h2>
      {children}
    </SectionCard>
  );
};

/** Focuses a field when its error appears (DESIGN.md "focus the first error on submit"). */
export const useFocusOnError = (error: string | undefined) => {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error !== undefined) field.current?.focus();
  }, [error]);
  return field;
};

/** The text a form's one field holds at submit. */
export const fieldValue = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
};

/** What every panel of an open task is given. */
export interface PanelProps {
  readonly store: MfaOptions;
  readonly busy: boolean;
  readonly error: MfaErrorMessageId | undefined;
}

/** Closes the open task without a change. */
export const CancelButton = ({ store, busy }: Omit<PanelProps, 'error'>) => (
  <Button variant="tertiary" onClick={() => store.cancel()} disabled={busy}>
    <FormattedMessage id="mfa.cancel" />
  </Button>
);
