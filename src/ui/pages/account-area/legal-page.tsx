import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TOKENS } from '../../../application/app.tokens';
import { legalTermsPage } from '../../../application/account-area/legal-terms-page.use-case';
import type {
  LegalDocumentRow,
  ProductTermsRow,
} from '../../../application/account-area/legal-terms.view-model';
import { Link } from '../../components/link';
import { AgreementStatePill } from '../agreement/agreement-state-pill';
import { Muted } from '../../components/primitives';
import { useInjection } from '../../di/injection';
import { WORD_SPACE } from '../../i18n/word-space';
import { v } from '../../theme/css-variables';
import { AccountAreaLayout } from './account-area-layout';
import {
  AccountPageError,
  AccountPageSkeleton,
  AccountPageUnavailable,
} from './account-page-states';
import { Facts, ItemList, PurchaseItem } from './purchase-list';
import { StatusPill } from './status-pill';
import { useMenuGatedPage } from './use-menu-gated-page';

const Section = styled.section`
  margin-bottom: ${v.space[6]};
  > h2 {
    font-size: ${v.type.lg.size};
    line-height: ${v.type.lg.lineHeight};
    margin: 0 0 ${v.space[3]};
  }
`;

const DocumentItem = ({ document }: { document: LegalDocumentRow }) => {
  const intl = useIntl();
  return (
    <PurchaseItem
      title={document.title}
      headingLevel={3}
      status={
        <StatusPill tone={document.tone} labelId={`accountArea.legal.document.${document.state}`} />
      }
    >
      <Facts>
        <div>
          <dt>
            <FormattedMessage id="accountArea.legal.version" />
          </dt>
          <dd>{document.currentVersion}</dd>
        </div>
        {document.acceptedAt !== undefined && (
          <div>
            <dt>
              <FormattedMessage id="accountArea.legal.acceptedAt" />
            </dt>
            <dd>{intl.formatDate(document.acceptedAt, { dateStyle: 'long' })}</dd>
          </div>
        )}
      </Facts>
      <p>
        <Link href={document.url}>
          <FormattedMessage id="accountArea.legal.read" values={{ title: document.title }} />
        </Link>
      </p>
    </PurchaseItem>
  );
};

const ProductTermsItem = ({ terms }: { terms: ProductTermsRow }) => {
  const intl = useIntl();
  return (
    <PurchaseItem
      title={terms.productName}
      headingLevel={3}
      status={<AgreementStatePill state={terms.state} tone={terms.tone} />}
    >
      <Facts>
        <div>
          <dt>
            <FormattedMessage id="accountArea.legal.agreement" />
          </dt>
          <dd>{terms.title}</dd>
        </div>
        {terms.duns !== undefined && (
          <div>
            <dt>
              <FormattedMessage id="accountArea.purchase.duns" />
            </dt>
            <dd>{terms.duns}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="accountArea.legal.version" />
          </dt>
          <dd>{terms.version}</dd>
        </div>
        {terms.decidedAt !== undefined && (
          <div>
            <dt>
              <FormattedMessage id="accountArea.legal.decidedAt" />
            </dt>
            <dd>{intl.formatDate(terms.decidedAt, { dateStyle: 'long' })}</dd>
          </div>
        )}
      </Facts>
    </PurchaseItem>
  );
};

/** `/accountInfo/legal`, titled Product and Legal Terms (spec §2). */
const LegalPage = () => {
  const terms = useInjection(TOKENS.TermsGateway);
  const [model, page] = useMenuGatedPage((frame) => legalTermsPage(frame, terms));
  return (
    <AccountAreaLayout titleId="accountArea.legal.title">
      {model.screen === 'loading' && <AccountPageSkeleton />}
      {model.screen === 'error' && <AccountPageError onRetry={() => void page.retry()} />}
      {model.screen === 'unavailable' && <AccountPageUnavailable profilePath={model.profilePath} />}
      {model.screen === 'terms' && (
        <>
          <Section aria-labelledby="legal-documents-heading">
            <h2 id="legal-documents-heading">
              <FormattedMessage id="accountArea.legal.documentsHeading" />
            </h2>
            {model.legalDocuments.length === 0 ? (
              <Muted>
                <FormattedMessage id="accountArea.legal.noDocuments" />
              </Muted>
            ) : (
              <ItemList>
                {model.legalDocuments.map((document) => (
                  <DocumentItem key={document.code} document={document} />
                ))}
              </ItemList>
            )}
          </Section>
          <Section aria-labelledby="product-terms-heading">
            <h2 id="product-terms-heading">
              <FormattedMessage id="accountArea.legal.productTermsHeading" />
            </h2>
            {model.undecided > 0 && (
              <p>
                <FormattedMessage
                  id="accountArea.legal.undecided"
                  values={{ count: model.undecided }}
                />
                {WORD_SPACE}
                <Link to={model.agreementsPath}>
                  <FormattedMessage id="accountArea.legal.reviewAgreements" />
                </Link>
              </p>
            )}
            {model.productTerms.length === 0 ? (
              <Muted>
                <FormattedMessage id="accountArea.legal.noProductTerms" />
              </Muted>
            ) : (
              <ItemList>
                {model.productTerms.map((row) => (
                  <ProductTermsItem key={row.key} terms={row} />
                ))}
              </ItemList>
            )}
          </Section>
        </>
      )}
    </AccountAreaLayout>
  );
};

export default LegalPage;
