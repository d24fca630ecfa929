import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MfaFactor } from '../../../application/ports/mfa-options-gateway.port';
import { Button } from '../../components/button';
import { RowDetails, RowItem, RowList } from '../../components/row-list';
import { v } from '../../theme/css-variables';
import { Actions } from './mfa-parts';

const Name = styled.p`
  font-weight: ${v.font.weightStrong};
  overflow-wrap: anywhere;
`;

const DATE = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** The user's factors: name, kind, when added and last used, and what can be done with each. */
export const FactorList = ({
  factors,
  busy,
  onRename,
  onRemove,
}: {
  readonly factors: readonly MfaFactor[];
  readonly busy: boolean;
  readonly onRename: (factorId: string) => void;
  readonly onRemove: (factorId: string) => void;
}) => {
  const intl = useIntl();
  return (
    <RowList>
      {factors.map((factor) => (
        <RowItem key={factor.id}>
          <div>
            <Name>{factor.name}</Name>
            <RowDetails>
              <span>
                <FormattedMessage id={`mfa.factor.kind.${factor.kind}`} />
              </span>
              <span>
                <FormattedMessage
                  id="mfa.factor.added"
                  values={{ date: <FormattedDate value={factor.createdAt} {...DATE} /> }}
                />
              </span>
              <span>
                {factor.lastUsedAt === undefined ? (
                  <FormattedMessage id="mfa.factor.neverUsed" />
                ) : (
                  <FormattedMessage
                    id="mfa.factor.lastUsed"
                    values={{ date: <FormattedDate value={factor.lastUsedAt} {...DATE} /> }}
                  />
                )}
              </span>
            </RowDetails>
          </div>
          <Actions>
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'mfa.factor.rename' }, { name: factor.name })}
              onClick={() => onRename(factor.id)}
            >
              <FormattedMessage id="mfa.factor.renameShort" />
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'mfa.factor.remove' }, { name: factor.name })}
              onClick={() => onRemove(factor.id)}
            >
              <FormattedMessage id="mfa.factor.removeShort" />
            </Button>
          </Actions>
        </RowItem>
      ))}
    </RowList>
  );
};
