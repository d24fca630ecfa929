import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MfaFactor } from '../../../application/ports/mfa-options.port';
import { Button } from '../../components/button';
import { v } from '../../theme/css-variables';
import { media } from '../../theme/tokens';
import { Actions } from './mfa-parts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[3]};
`;

const Item = styled.li`
  display: grid;
  gap: ${v.space[3]};
  padding: ${v.space[4]};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.control};
  ${media.smallTabletUp} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Name = styled.p`
  font-weight: ${v.font.weightStrong};
  overflow-wrap: anywhere;
`;

const Details = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  span + span::before {
    content: ' · ';
  }
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
    <List>
      {factors.map((factor) => (
        <Item key={factor.id}>
          <div>
            <Name>{factor.name}</Name>
            <Details>
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
            </Details>
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
        </Item>
      ))}
    </List>
  );
};
