import styled from 'styled-components';
import { v } from '../theme/css-variables';

const Scroller = styled.div`
  max-height: 40vh;
  overflow-y: auto;
  padding: ${v.space[3]};
  border: ${v.size.border} solid ${v.color.border};
  border-radius: ${v.radius.control};
  background: ${v.color.surfaceSubtle};
  white-space: pre-wrap;
  &:focus-visible {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
`;

/**
 * A licence agreement's text in a modal: a scrolling well that keyboard users can focus and
 * scroll, the text kept as the backend wrote it (line breaks included, never parsed as HTML).
 */
export const AgreementText = ({ text }: { text: string }) => (
  <Scroller tabIndex={0}>{text}</Scroller>
);
