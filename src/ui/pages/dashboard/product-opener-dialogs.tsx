import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import {
  ProductOpener,
  type ProductOpenerState,
} from '../../../application/dashboard/product-opener.use-case';
import { agreementPromptParts } from '../../components/agreement-text';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { useViewModel } from '../../hooks/use-view-model';
import { v } from '../../theme/css-variables';

const Companies = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${v.space[2]};
`;

const CompanyChoice = styled.button`
  all: unset;
  box-sizing: border-box;
  display: grid;
  width: 100%;
  padding: ${v.space[3]};
  border: ${v.size.border} solid ${v.color.borderStrong};
  border-radius: ${v.radius.card};
  cursor: pointer;
  &:hover {
    background: ${v.color.surfaceSubtle};
  }
  &:focus-visible {
    outline: ${v.size.focusRing} solid ${v.color.info};
    outline-offset: ${v.size.focusRing};
  }
  &[aria-current='true'] {
    border-color: ${v.color.brand};
  }
  strong {
    font-weight: ${v.font.weightStrong};
    overflow-wrap: anywhere;
  }
  span {
    color: ${v.color.textMuted};
    font-size: ${v.type.sm.size};
    font-variant-numeric: tabular-nums;
  }
`;

type Shown = Exclude<ProductOpenerState, { status: 'idle' } | { status: 'opening' }>;

const isShown = (state: ProductOpenerState): state is Shown =>
  state.status !== 'idle' && state.status !== 'opening';

interface Content {
  readonly title: ReactNode;
  readonly body: ReactNode;
  readonly actions: ReactNode;
  readonly dismissable: boolean;
}

/**
 * The modals a tile may open (spec §2): the company picker ("open product for which company"), the
 * product terms (a decision: no Close, no Escape), "access unavailable" after declining with a way
 * back to the terms, and a failure.
 */
export const ProductOpenerDialogs = () => {
  const [state, opener] = useViewModel(ProductOpener);
  const shown = isShown(state) ? state : undefined;
  const close = () => opener.dismiss();
  const closeButton = (
    <Button variant="secondary" onClick={close}>
      <FormattedMessage id="agreement.close" />
    </Button>
  );

  const content = (current: Shown): Content => {
    const product = current.tile.entitlement.productName;
    switch (current.status) {
      case 'picking':
        return {
          title: <FormattedMessage id="dashboard.picker.title" values={{ product }} />,
          body: (
            <>
              <p>
                <FormattedMessage id="dashboard.picker.intro" values={{ product }} />
              </p>
              <Companies>
                {current.companies.map((company) => (
                  <li key={company.duns}>
                    <CompanyChoice
                      type="button"
                      aria-current={company.duns === current.preselected}
                      onClick={() => void opener.chooseCompany(company.duns)}
                    >
                      <strong>{company.businessName}</strong>
                      <FormattedMessage id="dashboard.picker.duns" values={{ duns: company.duns }}>
                        {(text) => <span>{text}</span>}
                      </FormattedMessage>
                    </CompanyChoice>
                  </li>
                ))}
              </Companies>
            </>
          ),
          actions: closeButton,
          dismissable: true,
        };
      case 'terms':
        return {
          ...agreementPromptParts({
            productName: product,
            agreementText: current.agreementText,
            deciding: current.deciding,
            onDecide: (accepted) => void opener.decideTerms(accepted),
          }),
          dismissable: false,
        };
      case 'declined':
        return {
          title: <FormattedMessage id="agreement.declinedTitle" />,
          body: (
            <p>
              <FormattedMessage id="terms.declined" />
            </p>
          ),
          actions: (
            <>
              {closeButton}
              <Button onClick={() => opener.reviewTerms()}>
                <FormattedMessage id="dashboard.terms.review" />
              </Button>
            </>
          ),
          dismissable: true,
        };
      case 'failed':
        return {
          title: <FormattedMessage id="frame.actionFailedTitle" />,
          body: (
            <p>
              <FormattedMessage id="error.generic" />
            </p>
          ),
          actions: closeButton,
          dismissable: true,
        };
    }
  };
  const shownContent = shown === undefined ? undefined : content(shown);

  return (
    <Dialog
      open={shownContent !== undefined}
      onClose={close}
      dismissable={shownContent?.dismissable ?? true}
      title={shownContent?.title ?? null}
      actions={shownContent?.actions}
    >
      {shownContent?.body ?? null}
    </Dialog>
  );
};
