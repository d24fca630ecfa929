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

const Card = styled.div`
  position: relative;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto 1fr auto;
  column-gap: ${v.space[3]};
  row-gap: ${v.space[2]};
  width: 100%;
  height: 100%;
  padding: ${v.space[4]};
  background: ${v.color.surface};
  border-radius: ${v.radius.card};
  box-shadow: ${v.shadow.card};
  border-top: ${v.size.borderAccent} solid ${v.color.brand};
  transition: box-shadow ${v.motion.duration} ${v.motion.easing};
  &:hover {
    box-shadow: ${v.shadow.popover};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * The tile's button holds the product and company; its ::after covers the whole card, so the
 * whole card is what a pointer clicks and what the focus ring outlines.
 */
const OpenButton = styled.button`
  all: unset;
  display: grid;
  align-content: start;
  row-gap: ${v.space[1]};
  text-align: start;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${v.radius.card};
  }
  &:focus-visible::after {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Mark = styled.span`
  grid-row: 1;
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
 * A product tile (spec §2 "product tiles", the design brief): the whole card opens the product.
 * Its button shows the product and company and is named by them and the pill (which sits in the
 * card's footer); the description is its description. Label in Name holds: every word inside the
 * button is in its name, and the description and "Open" sit outside it.
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
    <Card>
      <Mark aria-hidden="true">{tile.mark}</Mark>
      <OpenButton
        type="button"
        aria-busy={tile.opening}
        aria-labelledby={named.join(' ')}
        aria-describedby={tile.descriptionId === undefined ? undefined : `${id}-description`}
        onPointerEnter={() => void preloadDialog()}
        onClick={() => onOpen(tile)}
      >
        <Title id={`${id}-title`}>{tile.title}</Title>
        {tile.companyName !== undefined && (
          <Company id={`${id}-company`}>
            <VisuallyHidden>{WORD_SPACE}</VisuallyHidden>
            <FormattedMessage
              id="dashboard.tileCompany"
              values={{ companyName: tile.companyName }}
            />
          </Company>
        )}
      </OpenButton>
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
        {/* What the button does, shown; the button says it already, so screen readers skip it. */}
        <Open aria-hidden="true">
          <FormattedMessage id={tile.opening ? 'dashboard.tileOpening' : 'dashboard.tileOpen'} />
          <ChevronRightIcon size="small" />
        </Open>
      </Footer>
    </Card>
  );
};
