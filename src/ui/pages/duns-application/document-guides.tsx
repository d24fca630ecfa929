import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type {
  DocumentGuide,
  DocumentGuideKey,
  GuideDocument,
} from '../../../application/duns-application/document-guides';
import { Card } from '../../components/primitives';
import type { MessageId } from '../../i18n/message-id';
import { v } from '../../theme/css-variables';

const GUIDE_HEADINGS: Readonly<Record<DocumentGuideKey, MessageId>> = {
  corporation: 'dunsApplication.guides.corporation.heading',
  soleProprietor: 'dunsApplication.guides.soleProprietor.heading',
  optionalProofs: 'dunsApplication.guides.optionalProofs.heading',
};

const GUIDE_INTROS: Readonly<Record<DocumentGuideKey, MessageId>> = {
  corporation: 'dunsApplication.guides.corporation.intro',
  soleProprietor: 'dunsApplication.guides.soleProprietor.intro',
  optionalProofs: 'dunsApplication.guides.optionalProofs.intro',
};

const DOCUMENTS: Readonly<Record<GuideDocument, MessageId>> = {
  articlesOfIncorporation: 'dunsApplication.document.articlesOfIncorporation',
  articlesOfOrganization: 'dunsApplication.document.articlesOfOrganization',
  einLetter: 'dunsApplication.document.einLetter',
  businessLicence: 'dunsApplication.document.businessLicense',
  dbaFiling: 'dunsApplication.document.dbaFiling',
  utilityBill: 'dunsApplication.document.utilityBill',
  bankStatement: 'dunsApplication.document.bankStatement',
  lease: 'dunsApplication.document.lease',
};

const Guides = styled(Card)`
  h2 {
    margin: 0 0 ${v.space[2]};
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
  }
  h3 {
    margin: ${v.space[5]} 0 ${v.space[1]};
    font-size: ${v.type.md.size};
    line-height: ${v.type.md.lineHeight};
  }
  p {
    margin: 0;
  }
  ul {
    margin: ${v.space[2]} 0 0;
    padding-left: ${v.space[5]};
  }
  li + li {
    margin-top: ${v.space[1]};
  }
`;

const Muted = styled.p`
  color: ${v.color.textMuted};
  font-size: ${v.type.sm.size};
  line-height: ${v.type.sm.lineHeight};
`;

/** Spec §9 "Free DUNS document guides": one headed list of documents per kind of business. */
export const DocumentGuides = ({ guides }: { guides: readonly DocumentGuide[] }) => (
  <Guides aria-labelledby="duns-application-guides-heading">
    <h2 id="duns-application-guides-heading">
      <FormattedMessage id="dunsApplication.guides.heading" />
    </h2>
    <p>
      <FormattedMessage id="dunsApplication.guides.intro" />
    </p>
    {guides.map((guide) => (
      <div key={guide.key}>
        <h3 id={`duns-application-guide-${guide.key}`}>
          <FormattedMessage id={GUIDE_HEADINGS[guide.key]} />
        </h3>
        <Muted>
          <FormattedMessage id={GUIDE_INTROS[guide.key]} />
        </Muted>
        <ul aria-labelledby={`duns-application-guide-${guide.key}`}>
          {guide.documents.map((document) => (
            <li key={document}>
              <FormattedMessage id={DOCUMENTS[document]} />
            </li>
          ))}
        </ul>
      </div>
    ))}
  </Guides>
);
