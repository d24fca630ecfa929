import { useIntl, type IntlShape } from 'react-intl';
import styled, { css } from 'styled-components';
import type { AdContent } from '../../application/ads/house-offer-slot.use-case';
import type { AdFormat } from '../../domain/navigation/ad-slots';
import type { Device } from '../../domain/navigation/viewport';
import type { MessageId } from '../i18n/message-id';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';
import { Link } from './link';
import { NewTabHint } from './new-tab-hint';

type Formats = Readonly<Record<Device, AdFormat>>;

/** Each text is shown on the devices whose format it is, so no script picks it (SSR-safe). */
const shownIn = (format: AdFormat, formats: Formats) => css`
  display: ${formats.mobile === format ? 'grid' : 'none'};
  ${media.tabletUp} {
    display: ${formats.tablet === format ? 'grid' : 'none'};
  }
  ${media.desktopUp} {
    display: ${formats.desktop === format ? 'grid' : 'none'};
  }
`;

const clamp = (lines: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
`;

const Full = styled.div<{ $formats: Formats }>`
  ${({ $formats }) => shownIn('full', $formats)}
  align-content: center;
  justify-items: start;
  gap: ${v.space[3]};
  text-align: start;
  strong {
    font-size: ${v.type.md.size};
    line-height: ${v.type.md.lineHeight};
    font-weight: ${v.font.weightStrong};
    ${clamp(3)}
  }
  span {
    font-size: ${v.type.sm.size};
    line-height: ${v.type.sm.lineHeight};
    color: ${v.color.textMuted};
    ${clamp(3)}
  }
  a {
    max-width: 100%;
    font-size: ${v.type.sm.size};
    line-height: ${v.type.sm.lineHeight};
  }
`;

const Compact = styled.div<{ $formats: Formats }>`
  ${({ $formats }) => shownIn('compact', $formats)}
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${v.space[3]};
  text-align: start;
  a {
    font-size: ${v.type.sm.size};
    line-height: ${v.type.sm.lineHeight};
    white-space: nowrap;
  }
  strong {
    font-size: ${v.type.sm.size};
    line-height: ${v.type.sm.lineHeight};
    font-weight: ${v.font.weightStrong};
    ${clamp(2)}
  }
`;

/** A message id the server sent is shown only if the catalogue has it (as D-NOTIF-2). */
const isKnown = (intl: IntlShape, id: string): id is MessageId => id in intl.messages;

const knownTexts = (intl: IntlShape, content: AdContent): boolean =>
  [
    content.full.headlineId,
    content.full.textId,
    content.full.ctaId,
    content.compact.headlineId,
    content.compact.ctaId,
  ].every((id) => isKnown(intl, id));

/** The full text's call to action is a button; the compact one's a link, to leave room for the headline. */
const CallToAction = ({
  content,
  text,
  appearance,
}: {
  content: AdContent;
  text: string;
  appearance: 'button' | 'inline';
}) => {
  const link = content.link;
  if (link === undefined) return null;
  return link.kind === 'portal' ? (
    <Link to={link.path} appearance={appearance} variant="secondary">
      {text}
    </Link>
  ) : (
    <Link href={link.url} target="_blank" appearance={appearance} variant="secondary">
      {text}
      <NewTabHint />
    </Link>
  );
};

/**
 * A house offer in a slot: the full text where the slot has room for a sentence, the compact one
 * where it does not (D-ADS-2); the portal's own offer when the catalogue lacks one of its texts.
 */
export const AdOffer = ({
  offer,
  fallback,
  formats,
}: {
  offer: AdContent;
  fallback: AdContent;
  formats: Formats;
}) => {
  const intl = useIntl();
  const content = knownTexts(intl, offer) ? offer : fallback;
  const text = (id: string) =>
    isKnown(intl, id) ? intl.formatMessage({ id }, content.values) : '';
  return (
    <>
      <Full $formats={formats}>
        <strong>{text(content.full.headlineId)}</strong>
        <span>{text(content.full.textId)}</span>
        <CallToAction content={content} text={text(content.full.ctaId)} appearance="button" />
      </Full>
      <Compact $formats={formats}>
        <strong>{text(content.compact.headlineId)}</strong>
        <CallToAction content={content} text={text(content.compact.ctaId)} appearance="inline" />
      </Compact>
    </>
  );
};
