import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MfaOptions } from '../../../application/mfa-options/mfa-options.use-case';
import { recoveryCodesFile } from '../../../application/mfa-options/mfa-options.view-model';
import type { RecoveryCodesLeft } from '../../../domain/mfa/recovery-codes';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { v } from '../../theme/css-variables';
import { Actions, Mono, TaskPanel } from './mfa-parts';
import { SectionCard } from '../../components/row-list';

const CodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${v.size.codeColumn}, 1fr));
  gap: ${v.space[2]} ${v.space[4]};
  margin: 0;
  padding: ${v.space[4]};
  list-style-position: inside;
  background: ${v.color.surfaceSunken};
  border-radius: ${v.radius.control};
  code {
    white-space: nowrap;
  }
`;

/** Offers the codes as a text file, as GitHub and Google do, for a password manager or a drawer. */
const download = (text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'business-portal-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
};

/** New recovery codes, shown this once: copy, download, then back to the list. */
export const ShownCodesPanel = ({
  store,
  codes,
  accountName,
}: {
  readonly store: MfaOptions;
  readonly codes: readonly string[];
  /** Whose codes they are, for the file's first line. */
  readonly accountName: string;
}) => {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const file = recoveryCodesFile(
    intl.formatMessage({ id: 'mfa.codes.fileTitle' }, { name: accountName }),
    codes,
  );
  return (
    <TaskPanel id="mfa-codes" headingId="mfa.codes.heading">
      <p>
        <FormattedMessage id="mfa.codes.text" />
      </p>
      <CodeList aria-label={intl.formatMessage({ id: 'mfa.codes.listLabel' })}>
        {codes.map((code) => (
          <li key={code}>
            <Mono>{code}</Mono>
          </li>
        ))}
      </CodeList>
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          <FormattedMessage id="mfa.codes.copy" />
        </Button>
        <Button variant="secondary" onClick={() => download(file)}>
          <FormattedMessage id="mfa.codes.download" />
        </Button>
        <Button onClick={() => store.doneWithCodes()}>
          <FormattedMessage id="mfa.codes.done" />
        </Button>
      </Actions>
      <p role="status">{copied && <FormattedMessage id="mfa.codes.copied" />}</p>
    </TaskPanel>
  );
};

/** How many codes are left, a warning when few, and a new set on request. */
export const RecoveryCodesSection = ({
  store,
  left,
  level,
  busy,
}: {
  readonly store: MfaOptions;
  readonly left: number;
  readonly level: RecoveryCodesLeft;
  readonly busy: boolean;
}) => (
  <SectionCard aria-labelledby="mfa-recovery-heading">
    <h2 id="mfa-recovery-heading">
      <FormattedMessage id="mfa.recovery.heading" />
    </h2>
    <p>
      <FormattedMessage id="mfa.recovery.text" />
    </p>
    {level === 'enough' && (
      <p>
        <FormattedMessage id="mfa.recovery.left" values={{ count: left }} />
      </p>
    )}
    {level !== 'enough' && (
      <Banner tone={level === 'none' ? 'error' : 'warning'} announce="none">
        <FormattedMessage
          id={level === 'none' ? 'mfa.recovery.none' : 'mfa.recovery.few'}
          values={{ count: left }}
        />
      </Banner>
    )}
    <p>
      <FormattedMessage id="mfa.recovery.renewHint" />
    </p>
    <Actions>
      <Button variant="secondary" disabled={busy} onClick={() => void store.renewCodes()}>
        <FormattedMessage id="mfa.recovery.renew" />
      </Button>
    </Actions>
  </SectionCard>
);
