import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Link } from '../../components/link';
import { StatusPage, StatusText } from '../../layout/status-page';
import { v } from '../../theme/css-variables';
import { BROWSER_DOWNLOADS } from '../../../domain/maintenance/obsolete-browser';

const BrowserList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${v.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /obsoleteBrowser (spec §2, §8 "Unsupported browser: suggests Safari, Firefox, Chrome, Edge") as
 * browsers that run the portal see it. Internet Explorer never gets here: the server answers it
 * with a static page of the same texts (docs/decisions/status-pages.md D-PAGES-1).
 */
const ObsoleteBrowserPage = () => (
  <StatusPage tone="info" headingId="obsoleteBrowser.heading">
    <StatusText>
      <FormattedMessage id="obsoleteBrowser.intro" />
    </StatusText>
    <BrowserList>
      {BROWSER_DOWNLOADS.map(({ name, url }) => (
        <li key={name}>
          <Link href={url} target="_blank" appearance="button" variant="secondary">
            {name}
          </Link>
        </li>
      ))}
    </BrowserList>
  </StatusPage>
);

export default ObsoleteBrowserPage;
