import styled from 'styled-components';
import { v } from '../theme/css-variables';

/** Text for screen readers only: in the accessibility tree, off the screen. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: ${v.size.border};
  height: ${v.size.border};
  margin: calc(-1 * ${v.size.border});
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
