import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { v } from '../theme/css-variables';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Status = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${v.space[3]};
  /* Padding, not margin: a margin would collapse through the body, which then moves when the
     page replaces the loader (a layout shift). */
  margin: 0 auto;
  padding: ${v.space[7]} 0;
  text-align: center;
  color: ${v.color.textMuted};
`;

const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  width: ${v.size.iconLarge};
  height: ${v.size.iconLarge};
  border: ${v.size.focusRing} solid ${v.color.border};
  border-top-color: ${v.color.brand};
  border-radius: ${v.radius.round};
  animation: ${spin} 0.8s linear infinite;
`;

/** The full-page loader: only while the portal first boots or a page's code arrives. */
export const PageLoader = () => (
  <Status role="status">
    <Spinner />
    <FormattedMessage id="app.loading" />
  </Status>
);
