import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PartnerLinkViewModel } from '../../application/frame/navigation.view-model';
import { iconButtonStyles } from '../components/button';
import { InfoIcon } from '../components/icons';
import { Tooltip } from '../components/tooltip';
import { VisuallyHidden } from '../components/visually-hidden';
import { v } from '../theme/css-variables';
import { PARTNER_LABEL } from './entry-labels';
import { useAskBeforeLeaving } from './leaving-site';
import { WORD_SPACE } from '../i18n/word-space';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${v.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
`;

const PartnerAnchor = styled.a`
  color: ${v.color.brand};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
  font-weight: ${v.font.weightStrong};
  text-decoration: none;
  white-space: nowrap;
  padding: ${v.space[2]} 0;
  &:hover {
    text-decoration: underline;
  }
`;

const InfoButton = styled.button`
  ${iconButtonStyles}
  width: ${v.space[6]};
  height: ${v.space[6]};
  color: ${v.color.textMuted};
`;

/**
 * The four small-business partner links (spec §2, US only): each opens the partner's site in a
 * new tab through the leaving-site modal, with an info tooltip saying what the partner offers.
 */
export const PartnerLinks = ({ links }: { links: readonly PartnerLinkViewModel[] }) => {
  const intl = useIntl();
  const ask = useAskBeforeLeaving();
  if (links.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'frame.partnerResources' })}>
      <List>
        {links.map((partner) => {
          const label = PARTNER_LABEL[partner.link];
          const name = intl.formatMessage({ id: label.name });
          return (
            <Item key={partner.link}>
              <PartnerAnchor
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  // Every partner link goes through the leaving-site modal first.
                  event.preventDefault();
                  ask(partner);
                }}
              >
                {name}
                <VisuallyHidden>
                  {WORD_SPACE}
                  <FormattedMessage id="ui.newTab" />
                </VisuallyHidden>
              </PartnerAnchor>
              <Tooltip content={<FormattedMessage id={label.info} />}>
                <InfoButton
                  type="button"
                  aria-label={intl.formatMessage({ id: 'partner.moreInfo' }, { partner: name })}
                >
                  <InfoIcon size="small" />
                </InfoButton>
              </Tooltip>
            </Item>
          );
        })}
      </List>
    </nav>
  );
};
