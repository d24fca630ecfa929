import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ChevronLeftIcon } from '../components/icons';
import { Link } from '../components/link';
import type { MessageId } from '../i18n/message-id';
import { v } from '../theme/css-variables';
import { media } from '../theme/tokens';

/** The bar a route asks the frame for (route table), between the header and the page. */
export type FrameBar =
  | { readonly kind: 'goToPortal' }
  /** Spec §2 "A back bar has text (default "Back to Dashboard") and a target." */
  | { readonly kind: 'back'; readonly labelId?: MessageId; readonly to?: string };

const Bar = styled.nav`
  background: ${v.color.surfaceSubtle};
  border-bottom: ${v.size.border} solid ${v.color.border};
  padding: ${v.space[2]} ${v.space[4]};
  ${media.tabletUp} {
    padding: ${v.space[2]} ${v.space[5]};
  }
  ${media.desktopUp} {
    padding: ${v.space[2]} ${v.space[6]};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${v.space[2]} ${v.space[4]};
  max-width: ${v.size.contentMax};
  margin: 0 auto;
  p {
    margin: 0;
    color: ${v.color.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${v.space[1]};
    min-height: ${v.size.control};
  }
`;

/**
 * The bar is navigation between the header and the page: a landmark of its own (every piece of
 * content sits in one), named by what it offers.
 */
export const FrameBarView = ({ bar }: { bar: FrameBar }) => {
  const intl = useIntl();
  const name = intl.formatMessage({
    id: bar.kind === 'back' ? (bar.labelId ?? 'bar.backToDashboard') : 'bar.goToPortal',
  });
  return (
    <Bar aria-label={name}>
      <Inner>
        {bar.kind === 'back' ? (
          <Link to={bar.to ?? '/'}>
            <ChevronLeftIcon size="small" />
            <FormattedMessage id={bar.labelId ?? 'bar.backToDashboard'} />
          </Link>
        ) : (
          <>
            <p>
              <FormattedMessage id="bar.goToPortalText" />
            </p>
            <Link to="/" appearance="button" variant="secondary">
              <FormattedMessage id="bar.goToPortal" />
            </Link>
          </>
        )}
      </Inner>
    </Bar>
  );
};
