import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { ProductTileViewModel } from '../../../application/dashboard/dashboard.view-model';
import { preloadDialog } from '../../components/dialog';
import { ChevronRightIcon } from '../../components/icons';
import { Pill } from '../../components/pill';
import { VisuallyHidden } from '../../components/visually-hidden';
import { domainMessageId } from '../../i18n/message-id';
import { WORD_SPACE } from '../../i18n/word-space';
import { v } from '../../theme/css-variables';

const Card = styled.button`
  all: unset;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto auto 1fr auto;
  column-gap: ${v.space[3]};
  row-gap: ${v.space[2]};
  width: 100%;
  height: 100%;
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  border-top: ${v.size.borderAccent} solid ${v.color.brand};
  cursor: pointer;
  text-align: start;
  transition: box-shadow ${v.motion.duration} ${v.motion.easing};
  &:hover {
    box-shadow: ${v.shadow.popover};
  }
  &:focus-visible {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Mark = styled.span`
  grid-row: 1 / span 2;
  display: grid;
  place-items: center;
  width: ${v.size.control};
  height: ${v.size.control};
  border-radius: ${v.radius.card};
  background: ${v.color.infoBg};
  color: ${v.color.brand};
  font-weight: ${v.font.weightStrong};
`;

const Title = styled.span`
  font-size: ${v.type.lg.size};
  line-height: ${v.type.lg.lineHeight};
  font-weight: ${v.font.weightStrong};
  overflow-wrap: anywhere;
`;

const Company = styled.span`
  grid-column: 2;
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

const Description = styled.span`
  grid-column: 1 / -1;
  color: ${v.color.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Footer = styled.span`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${v.space[2]};
`;

const Open = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${v.space[1]};
  margin-inline-start: auto;
  color: ${v.color.brand};
  font-weight: ${v.font.weightStrong};
`;

/**
 * A product tile (spec §2 "product tiles", the design brief): the whole card is one button, which
 * opens the product. Screen readers hear its name (product, company, pill) and then its
 * description, not the whole card as one long name.
 */
export const ProductTile = ({
  tile,
  onOpen,
}: {
  tile: ProductTileViewModel;
  onOpen: (tile: ProductTileViewModel) => void;
}) => {
  const id = useId();
  const named = [
    `${id}-title`,
    ...(tile.companyName === undefined ? [] : [`${id}-company`]),
    ...(tile.pill === undefined ? [] : [`${id}-pill`]),
  ];
  return (
    <Card
      type="button"
      aria-busy={tile.opening}
      aria-labelledby={named.join(' ')}
      aria-describedby={tile.descriptionId === undefined ? undefined : `${id}-description`}
      onPointerEnter={() => void preloadDialog()}
      onClick={() => onOpen(tile)}
    >
      <Mark aria-hidden="true">{tile.mark}</Mark>
      <Title id={`${id}-title`}>{tile.title}</Title>
      {tile.companyName !== undefined && (
        <Company id={`${id}-company`}>
          <VisuallyHidden>{WORD_SPACE}</VisuallyHidden>
          <FormattedMessage id="dashboard.tileCompany" values={{ companyName: tile.companyName }} />
        </Company>
      )}
      {tile.descriptionId !== undefined && (
        <Description id={`${id}-description`}>
          <VisuallyHidden>{WORD_SPACE}</VisuallyHidden>
          <FormattedMessage id={domainMessageId(tile.descriptionId)} />
        </Description>
      )}
      <Footer>
        {tile.pill !== undefined && (
          <Pill id={`${id}-pill`} tone={tile.pill.tone}>
            <VisuallyHidden>{WORD_SPACE}</VisuallyHidden>
            <FormattedMessage id={domainMessageId(tile.pill.id)} values={tile.pill.values} />
          </Pill>
        )}
        <Open>
          <VisuallyHidden>{WORD_SPACE}</VisuallyHidden>
          <FormattedMessage id={tile.opening ? 'dashboard.tileOpening' : 'dashboard.tileOpen'} />
          <ChevronRightIcon size="small" />
        </Open>
      </Footer>
    </Card>
  );
};
