import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { v } from '../theme/css-variables';

const Status = styled.p`
  margin: ${v.space[7]} auto;
  text-align: center;
  color: ${v.color.textMuted};
`;

/** The full-page loader: only while the portal first boots or a page's code arrives. */
export const PageLoader = () => (
  <Status role="status">
    <FormattedMessage id="app.loading" />
  </Status>
);
